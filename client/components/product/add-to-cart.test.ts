// @vitest-environment happy-dom
// Adding from the product page: the press's request id goes along (a repeat after a timeout is
// not added twice), the server's cart replaces the cached one, and the addition is raised once.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import type { AddToCartInput } from '../../../shared/storefront-api';
import { queryKeys } from '../../queries';
import { SHOP_EVENT, type ShopEvent } from '../../lib/shop-events';
import { blouse, cartLine, cartWith } from '../../testing/fixtures';
import { fakeApi } from '../../testing/render';
import { addToCart } from './add-to-cart';

const events: ShopEvent[] = [];
const listen = (e: Event) => events.push((e as CustomEvent<ShopEvent>).detail);
window.addEventListener(SHOP_EVENT, listen);
afterEach(() => { events.length = 0; });

it('sends the product, quantity and request id, and puts the server\'s cart in the cache', async () => {
  const answered = cartWith([cartLine({ quantity: 2, totalPrice: 119.9 })]);
  const sent: AddToCartInput[] = [];
  const api = fakeApi({ addToCart: async (input) => { sent.push(input); return answered; } });
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.cart(), cartWith([]));
  const addition = await addToCart(api, queryClient, blouse(), 2, 'press-0001');
  expect(sent).toEqual([{ productId: 'blouse-wit-m', quantity: 2, requestId: 'press-0001' }]);
  expect(queryClient.getQueryData(queryKeys.cart())).toEqual(answered);
  expect(addition).toMatchObject({ cart: answered, quantity: 2, product: { id: 'blouse-wit-m' } });
  expect(events).toEqual([expect.objectContaining({ type: 'add_to_cart', items: [expect.objectContaining({ quantity: 2 })] })]);
});

it('leaves the cart and raises nothing when the addition failed', async () => {
  const api = fakeApi({ addToCart: async () => { throw new Error('out of stock'); } });
  const queryClient = new QueryClient();
  const before = cartWith([cartLine()]);
  queryClient.setQueryData(queryKeys.cart(), before);
  await expect(addToCart(api, queryClient, blouse(), 1)).rejects.toThrow('out of stock');
  expect(queryClient.getQueryData(queryKeys.cart())).toBe(before);
  expect(events).toEqual([]);
  vi.restoreAllMocks();
});
