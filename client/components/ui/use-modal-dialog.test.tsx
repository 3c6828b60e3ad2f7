// @vitest-environment happy-dom
// Every modal of the shop: opened as a modal, the page behind stops scrolling until it closes
// (by any way), the owner hears of every close, and a click on the backdrop closes it.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { useModalDialog } from './use-modal-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const closed = vi.fn();
let setOpen!: (open: boolean) => void;
function SizeGuide() {
  const [open, set] = useState(false);
  setOpen = set;
  const dialog = useModalDialog(open, () => { closed(); set(false); });
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- as the shop's Dialog: a backdrop click on a native modal <dialog>; Escape closes it natively
    <dialog ref={dialog.ref} onClose={dialog.onClose} onClick={dialog.onBackdropClick}>
      <button type="button" onClick={dialog.close}>Sluiten</button>
    </dialog>
  );
}

const container = document.createElement('div');
document.body.appendChild(container);
const root = createRoot(container);
const dialog = () => container.querySelector('dialog')!;
afterEach(() => {
  act(() => root.render(null));
  closed.mockClear();
  document.body.classList.remove('scroll-locked');
});

it('opens as a modal and locks the page\'s scroll; closing by its button unlocks it and tells the owner', async () => {
  await act(async () => root.render(<SizeGuide />));
  const showModal = vi.spyOn(dialog(), 'showModal');
  await act(async () => setOpen(true));
  expect(showModal).toHaveBeenCalledOnce();
  expect(dialog().open).toBe(true);
  expect(document.body.classList.contains('scroll-locked')).toBe(true);
  await act(async () => container.querySelector('button')!.click());
  expect(dialog().open).toBe(false);
  expect(document.body.classList.contains('scroll-locked')).toBe(false);
  expect(closed).toHaveBeenCalledOnce();
});

it('closes on a click on the backdrop, not on a click inside', async () => {
  await act(async () => root.render(<SizeGuide />));
  await act(async () => setOpen(true));
  await act(async () => { dialog().querySelector('button')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
  expect(dialog().open).toBe(true);
  await act(async () => { dialog().dispatchEvent(new MouseEvent('click', { bubbles: true })); });
  expect(dialog().open).toBe(false);
  expect(closed).toHaveBeenCalledOnce();
});

it('closes when the owner closes it', async () => {
  await act(async () => root.render(<SizeGuide />));
  await act(async () => setOpen(true));
  await act(async () => setOpen(false));
  expect(dialog().open).toBe(false);
  expect(document.body.classList.contains('scroll-locked')).toBe(false);
});
