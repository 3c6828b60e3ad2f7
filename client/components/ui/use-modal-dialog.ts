import { useLayoutEffect, useRef } from 'react';

/**
 * The lifecycle every modal of the shop shares, on the native <dialog>: it opens as a modal
 * (focus trapped, Escape closes, focus returns to the opener), the page behind stops
 * scrolling while it is open, and `onClosed` hears about every way of closing it.
 */
export function useModalDialog(open: boolean, onClosed: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  // Before paint: the dialog is open (and has focus) in the frame it first shows in.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.body.classList.add('scroll-locked');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return {
    ref,
    close: () => ref.current?.close(),
    /** For the dialog's onClose: every close (button, Escape, outside click) ends here. */
    onClose: () => {
      document.body.classList.remove('scroll-locked');
      onClosed();
    },
    /** For the dialog's onClick: a click on the backdrop closes it. */
    onBackdropClick: (e: React.MouseEvent<HTMLDialogElement>) => {
      if (e.target === ref.current) ref.current?.close();
    },
  };
}
