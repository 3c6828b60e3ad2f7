import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { CloseIcon } from './icons';
import { useSnippets } from '../../lib/snippets';

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
  const { text } = useSnippets();
  const modal = useModalDialog(open, onClose);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click on a native modal <dialog>; Escape closes it natively
    <dialog ref={modal.ref} className={`dialog ${className ?? ''}`} aria-label={title} onClose={modal.onClose} onClick={modal.onBackdropClick}>
      <div className="dialog__bar">
        <h2 className="dialog__title">{title}</h2>
        <button type="button" className="icon-button" aria-label={text('cart.added.close', 'Close')} onClick={modal.close}><CloseIcon /></button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
