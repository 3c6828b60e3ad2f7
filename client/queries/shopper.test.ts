import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../shared/account/types';
import type { StorefrontApi } from '../../shared/storefront-api';
import { accountKeys, queryKeys } from './index';
import { readShopperParts } from './shopper';

const SESSION = 'sw-context-token=abcdefghijklmnopqrstuvwxyz123456';

function setUp(customer: Partial<Customer> | null | Error) {
  const api = {
    customer: vi.fn(async () => { if (customer instanceof Error) throw customer; return customer; }),
    cart: vi.fn(async () => ({ lineItems: [] })),
    wishlist: vi.fn(async () => []),
  } as unknown as StorefrontApi;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const read = (cookie?: string) => readShopperParts(
    { request: new Request('https://veld.test/cart', cookie ? { headers: { cookie } } : {}), params: {} },
    { queryClient, api, freshKey: () => 'key' },
  );
  return { api, queryClient, read };
}

describe('readShopperParts', () => {
  it('reads nothing without a session cookie (the browser\'s requests carry none)', async () => {
    const { api, read } = setUp({ guest: false });
    await read();
    await read('other=1; sw-context-token=not a token');
    expect(api.customer).not.toHaveBeenCalled();
    expect(api.cart).not.toHaveBeenCalled();
  });

  it('brings the cart and who is logged in, and a customer\'s saved products', async () => {
    const { api, queryClient, read } = setUp({ guest: false, firstName: 'Sanne' });
    await read(SESSION);
    expect(queryClient.getQueryData(queryKeys.cart())).toEqual({ lineItems: [] });
    expect(queryClient.getQueryData(accountKeys.customer())).toMatchObject({ firstName: 'Sanne' });
    expect(api.wishlist).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(accountKeys.wishlist())).toEqual([]);
  });

  it('reads no saved products for a visitor or a guest', async () => {
    for (const customer of [null, { guest: true }]) {
      const { api, queryClient, read } = setUp(customer);
      await read(SESSION);
      expect(queryClient.getQueryData(accountKeys.customer())).toEqual(customer);
      expect(api.wishlist).not.toHaveBeenCalled();
    }
  });

  it('never fails the page: a read that fails is left to the header', async () => {
    const { api, queryClient, read } = setUp(new Error('backend down'));
    (api.cart as ReturnType<typeof vi.fn>).mockRejectedValue(new Error('backend down'));
    await expect(read(SESSION)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(accountKeys.customer())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.cart())).toBeUndefined();
  });
});
