// @vitest-environment happy-dom
// The cart page's behaviour: the quantity's bounds (the product's purchase limit, at most 20
// to choose, never below what is in the cart), a change shown at once and rolled back with a
// message when refused, one change at a time, and the server's notices shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_REMOVE_PATH } from '../../../shared/cart/forms';
import type { Cart } from '../../../shared/cart/types';
import { cartLine, cartWith } from '../../testing/fixtures';
import { fakeApi, renderInDom, selectIn, settle, typeInto, type Rendered } from '../../testing/render';
import { CartScreen } from './CartScreen';

let view: Rendered;
afterEach(async () => {
  await view.unmount();
  vi.restoreAllMocks();
});

const show = async (cart: Cart, api: Parameters<typeof fakeApi>[0] = {}) => {
  view = await renderInDom(<CartScreen />, { api: fakeApi({ cart: async () => cart, ...api }), path: '/cart' });
  await settle();
};
const quantity = (n = 0) => selectIn(view.container, `.cart-line:nth-child(${n + 1}) select`);
const choices = (n = 0) => Array.from(quantity(n).options).map((o) => Number(o.value));
const lineTotal = () => view.container.querySelector('.cart-line__total')!.textContent;

describe('CartScreen', () => {
  it('offers quantities up to the product\'s purchase limit, at most 20, and never below what is in the cart', async () => {
    await show(cartWith([
      cartLine({ id: 'a', maxQuantity: 5 }),
      cartLine({ id: 'b', maxQuantity: 100 }),
      cartLine({ id: 'c', maxQuantity: 3, quantity: 4, totalPrice: 239.8 }),
    ]));
    expect(choices(0)).toEqual([1, 2, 3, 4, 5]);
    expect(choices(1)).toHaveLength(20);
    expect(choices(2)).toEqual([1, 2, 3, 4]);
    expect(quantity(2).value).toBe('4');
  });

  it('shows a new quantity at once and keeps the shop\'s answer', async () => {
    let answer!: (cart: Cart) => void;
    const changeCartQuantity = vi.fn((_id: string, _quantity: number) => new Promise<Cart>((resolve) => { answer = resolve; }));
    await show(cartWith([cartLine()]), { changeCartQuantity });
    await typeInto(quantity(), '3');
    expect(changeCartQuantity).toHaveBeenCalledWith('line-1', 3);
    expect(lineTotal()).toContain('179,85');
    answer(cartWith([cartLine({ quantity: 3, totalPrice: 179.85 })]));
    await settle();
    expect(quantity().value).toBe('3');
  });

  it('rolls a refused quantity back and says so', async () => {
    await show(cartWith([cartLine()]), { changeCartQuantity: async () => { throw new Error('409'); } });
    await typeInto(quantity(), '4');
    await settle();
    expect(quantity().value).toBe('1');
    expect(lineTotal()).toContain('59,95');
    expect(view.container.querySelector('[role="alert"]')!.textContent).toMatch(/quantity could not be changed/);
  });

  it('makes one change at a time: a second choice while the first runs is not sent', async () => {
    const changeCartQuantity = vi.fn(() => new Promise<Cart>(() => {}));
    await show(cartWith([cartLine()]), { changeCartQuantity });
    await typeInto(quantity(), '2');
    await typeInto(quantity(), '5');
    expect(changeCartQuantity).toHaveBeenCalledOnce();
  });

  it('takes a removed line off at once and shows the shop\'s notice about the cart', async () => {
    const after = cartWith([cartLine({ id: 'b', label: 'Wollen jas' })], {
      errors: [{ id: 'n1', key: 'n1', level: 'notice', message: '', messageKey: 'promotion-discount-added', parameters: { name: 'ZOMER10' } }],
    });
    const removeCartItem = vi.fn(async () => after);
    await show(cartWith([cartLine({ id: 'a' }), cartLine({ id: 'b', label: 'Wollen jas' })]), { removeCartItem });
    const remove = view.container.querySelector<HTMLFormElement>(`.cart-line form[action="${CART_REMOVE_PATH}"]`)!;
    remove.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(removeCartItem).toHaveBeenCalledWith('a');
    expect(view.container.querySelectorAll('.cart-line')).toHaveLength(1);
    expect(view.container.querySelector('.cart__notices')).not.toBeNull();
  });

  it('offers to try again when the cart could not be loaded', async () => {
    let fail = true;
    const cart = vi.fn(async () => { if (fail) throw new Error('503'); return cartWith([cartLine()]); });
    view = await renderInDom(<CartScreen />, { api: fakeApi({ cart }), path: '/cart' });
    await settle();
    const retry = view.container.querySelector<HTMLButtonElement>('[role="alert"] button')!;
    expect(retry).not.toBeNull();
    fail = false;
    retry.click();
    await settle();
    expect(view.container.querySelectorAll('.cart-line')).toHaveLength(1);
  });
});
