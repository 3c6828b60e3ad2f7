// @vitest-environment happy-dom
// The discount code: sent trimmed, once, and the field emptied; an empty code or a press while
// the cart is busy sends nothing.
import { afterEach, expect, it, vi } from 'vitest';
import { renderInDom, submit, typeInto, type Rendered } from '../../testing/render';
import { PromotionForm } from './PromotionForm';

let view: Rendered;
afterEach(async () => { await view.unmount(); });

const field = () => view.container.querySelector<HTMLInputElement>('input[name="code"]')!;
const form = () => view.container.querySelector<HTMLFormElement>('form')!;

it('applies the code as typed without surrounding spaces, and empties the field', async () => {
  const onApply = vi.fn();
  view = await renderInDom(<PromotionForm busy={false} onApply={onApply} />);
  await typeInto(field(), '  ZOMER10 ');
  await submit(form());
  expect(onApply).toHaveBeenCalledWith('ZOMER10');
  expect(field().value).toBe('');
});

it('sends nothing for an empty code or while the cart is busy, and keeps what was typed', async () => {
  const onApply = vi.fn();
  view = await renderInDom(<PromotionForm busy={false} onApply={onApply} />);
  await typeInto(field(), '   ');
  await submit(form());
  await view.rerender(<PromotionForm busy onApply={onApply} />);
  await typeInto(field(), 'ZOMER10');
  await submit(form());
  expect(onApply).not.toHaveBeenCalled();
  expect(field().value).toBe('ZOMER10');
});
