// @vitest-environment happy-dom
// The product page's add to cart: the quantities on the product's purchase grid, a size asked
// for before anything is added, one addition per press however often it is pressed, and a
// failed addition tried again as the same request (never added twice).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../../shared/catalogue/types';
import { blouse } from '../../testing/fixtures';
import { renderInDom, settle, submit, type Rendered } from '../../testing/render';
import type { Addition } from './add-to-cart';

const addToCart = vi.fn<(api: unknown, queryClient: unknown, product: ProductDetail, quantity: number, requestId?: string) => Promise<Addition>>();
vi.mock('./load-extras', () => ({ loadExtras: async () => ({ addToCart }), AddedToCart: () => null }));
vi.mock('../wishlist/WishlistHeart', () => ({ WishlistHeart: () => null }));
const { BuyBox } = await import('./BuyBox');

let view: Rendered;
afterEach(async () => {
  await view.unmount();
  addToCart.mockReset();
});

const show = async (product: ProductDetail, onAsk = vi.fn(), unchosen = false) => {
  view = await renderInDom(<BuyBox product={product} unchosen={unchosen ? product.configurator.slice(1) : []} onAsk={onAsk}
    search={new URLSearchParams()} additionKey="key-0001" />);
  return onAsk;
};
const form = () => view.container.querySelector<HTMLFormElement>('form')!;
const quantities = () => Array.from(view.container.querySelectorAll('select option')).map((o) => Number(o.textContent));
const added = (product: ProductDetail, quantity: number): Addition => ({ cart: { lineItems: [], totalPrice: 0, positionPrice: 0, shippingCosts: 0, errors: [] }, product, quantity, key: 1 });

describe('BuyBox', () => {
  it('lists the quantities on the product\'s purchase grid, at most thirty', async () => {
    await show(blouse({ minPurchase: 2, maxPurchase: 10, purchaseSteps: 2 }));
    expect(quantities()).toEqual([2, 4, 6, 8, 10]);
    await view.unmount();
    await show(blouse({ minPurchase: 1, maxPurchase: 100, purchaseSteps: 1 }));
    expect(quantities()).toHaveLength(30);
  });

  it('asks for a size before adding anything', async () => {
    const onAsk = await show(blouse(), vi.fn(), true);
    await submit(form());
    expect(onAsk).toHaveBeenCalledWith(['maat']);
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('adds once on a double press', async () => {
    let answer!: (addition: Addition) => void;
    addToCart.mockImplementation((_a, _q, product, quantity) => new Promise((resolve) => { answer = () => resolve(added(product, quantity)); }));
    await show(blouse());
    await submit(form());
    await submit(form());
    await settle();
    expect(addToCart).toHaveBeenCalledOnce();
    answer(added(blouse(), 1));
    await settle();
  });

  it('tries a failed addition again as the same request, and a new addition as a new one', async () => {
    addToCart.mockRejectedValueOnce(new Error('timeout'));
    await show(blouse());
    await submit(form());
    await settle();
    expect(view.container.querySelector('.pdp-buy__message')!.textContent).toMatch(/could not confirm/);
    addToCart.mockImplementation(async (_a, _q, product, quantity) => added(product, quantity));
    await submit(form());
    await settle();
    await submit(form());
    await settle();
    const ids = addToCart.mock.calls.map((call) => call[4]);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('offers nothing to add when the product is sold out', async () => {
    await show(blouse({ available: false, stock: 0 }));
    expect(view.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    await submit(form());
    expect(addToCart).not.toHaveBeenCalled();
  });
});
