import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: focus moves in and is trapped while open, Escape
 * closes it, focus returns to what opened it, and the page behind cannot scroll.
 */
export function Dialog({ open, onClose, title, children, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.body.classList.add('scroll-locked');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-label={title}
      onClose={() => { document.body.classList.remove('scroll-locked'); onClose(); }}
      onClick={(e) => { if (e.target === ref.current) ref.current?.close(); }}
    >
      <div className="dialog__bar">
        <h2 className="dialog__title">{title}</h2>
        <button type="button" className="icon-button" aria-label="Sluiten" onClick={() => ref.current?.close()}><CloseIcon /></button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
