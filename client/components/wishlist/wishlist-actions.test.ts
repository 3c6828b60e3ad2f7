// @vitest-environment happy-dom
// Saving and removing a wishlist product: on the account for a customer (a removal leaves the
// lists on screen at once), in the browser for a visitor; either way raised for analytics.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '../../../shared/catalogue/types';
import { localWishlist, setLocalWishlist } from '../../lib/wishlist';
import { SHOP_EVENT, type ShopEvent } from '../../lib/shop-events';
import { accountKeys } from '../../queries';
import { blouse, hexId } from '../../testing/fixtures';
import { fakeApi } from '../../testing/render';
import { toggleWishlist } from './wishlist-actions';

const events: ShopEvent[] = [];
window.addEventListener(SHOP_EVENT, (e) => events.push((e as CustomEvent<ShopEvent>).detail));
afterEach(() => {
  events.length = 0;
  setLocalWishlist([]);
});

describe('toggleWishlist', () => {
  it('keeps a visitor\'s list in the browser, newest first, and raises the save and the removal', async () => {
    const api = fakeApi();
    const queryClient = new QueryClient();
    await toggleWishlist({ api, queryClient, loggedIn: false, productId: hexId(1), save: true, name: 'Linnen blouse', price: 59.95 });
    await toggleWishlist({ api, queryClient, loggedIn: false, productId: hexId(2), save: true });
    expect(localWishlist()).toEqual([hexId(2), hexId(1)]);
    await toggleWishlist({ api, queryClient, loggedIn: false, productId: hexId(1), save: false });
    expect(localWishlist()).toEqual([hexId(2)]);
    expect(events.map((e) => e.type)).toEqual(['add_to_wishlist', 'add_to_wishlist', 'remove_from_wishlist']);
    expect(events[0]).toMatchObject({ item: { productNumber: hexId(1), name: 'Linnen blouse', price: 59.95, quantity: 1 } });
  });

  it('reports a card\'s product as the card shows it (its number, brand, price and discount)', async () => {
    const card = blouse({ id: hexId(7), productNumber: 'VB-7', name: 'Zijden blouse', price: 80, listPrice: 100 });
    await toggleWishlist({ api: fakeApi(), queryClient: new QueryClient(), loggedIn: false, productId: card.id, save: true, card });
    expect(events[0]).toMatchObject({ type: 'add_to_wishlist', item: { productNumber: 'VB-7', name: 'Zijden blouse', price: 80, discount: 20, quantity: 1 } });
  });

  it('saves a customer\'s product on the account and reads the list again, leaving the browser\'s list alone', async () => {
    const addToWishlist = vi.fn(async () => {});
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await toggleWishlist({ api: fakeApi({ addToWishlist }), queryClient, loggedIn: true, productId: hexId(3), save: true });
    expect(addToWishlist).toHaveBeenCalledWith(hexId(3));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: accountKeys.wishlist() });
    expect(localWishlist()).toEqual([]);
  });

  it('takes a customer\'s removed product off the lists on screen at once', async () => {
    let finish!: () => void;
    const queryClient = new QueryClient();
    const saved: ProductCard[] = [blouse({ id: hexId(4) }), blouse({ id: hexId(5) })];
    queryClient.setQueryData(accountKeys.wishlist(), saved);
    const api = fakeApi({ removeFromWishlist: async () => {}, wishlist: () => new Promise<ProductCard[]>((resolve) => { finish = () => resolve([saved[1]!]); }) });
    queryClient.setQueryDefaults(accountKeys.wishlist(), { queryFn: () => api.wishlist() });
    const toggling = toggleWishlist({ api, queryClient, loggedIn: true, productId: hexId(4), save: false });
    await vi.waitFor(() => expect(queryClient.getQueryData<ProductCard[]>(accountKeys.wishlist())!.map((p) => p.id)).toEqual([hexId(5)]));
    finish?.();
    await toggling;
  });

  it('raises nothing when the account refused the save', async () => {
    const api = fakeApi({ addToWishlist: async () => { throw new Error('403'); } });
    await expect(toggleWishlist({ api, queryClient: new QueryClient(), loggedIn: true, productId: hexId(6), save: true })).rejects.toThrow('403');
    expect(events).toEqual([]);
  });
});
