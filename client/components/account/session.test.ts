import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../shared/account/types';
import type { StorefrontApi } from '../../../shared/storefront-api';

const id = (n: number) => n.toString(16).padStart(32, '0');
const customer = (guest = false) => ({ id: id(99), guest }) as Customer;

async function setUp(saved: string[], merge: () => Promise<void>) {
  vi.resetModules();
  const store = new Map<string, string>([['veld-wishlist', JSON.stringify(saved)]]);
  vi.stubGlobal('window', {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) },
    addEventListener: () => undefined, removeEventListener: () => undefined,
  });
  const api = { mergeWishlist: vi.fn(merge), cart: vi.fn(async () => ({ lineItems: [] })) } as unknown as StorefrontApi;
  const { sessionChanged } = await import('./session');
  return { store, api, sessionChanged };
}

describe('sessionChanged and the browser-kept wishlist', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('merges the list into the account on login and clears it in the browser', async () => {
    const { store, api, sessionChanged } = await setUp([id(1), id(2)], async () => undefined);
    await sessionChanged(new QueryClient(), api, customer());
    expect(api.mergeWishlist).toHaveBeenCalledWith([id(1), id(2)]);
    expect(store.has('veld-wishlist')).toBe(false);
  });

  it('keeps the list when the merge fails, for a guest and on logout', async () => {
    const failing = await setUp([id(1)], async () => { throw new Error('offline'); });
    await failing.sessionChanged(new QueryClient(), failing.api, customer());
    expect(failing.store.get('veld-wishlist')).toBe(JSON.stringify([id(1)]));

    for (const who of [customer(true), null]) {
      const { store, api, sessionChanged } = await setUp([id(1)], async () => undefined);
      await sessionChanged(new QueryClient(), api, who);
      expect(api.mergeWishlist).not.toHaveBeenCalled();
      expect(store.get('veld-wishlist')).toBe(JSON.stringify([id(1)]));
    }
  });
});
