// The account route's loader, reached as the router reaches it (routes/account.tsx, whose loader
// is a chunk of its own): the guard sends a visitor to the login page with the way back, the
// wishlist is open to visitors, and each page readies its own code, and only its own.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../shared/account/types';
import { Redirect } from '../router/outcomes';
import { fakeApi } from '../testing/render';
import { AccountPages, accountPageSources, preloadAccountPage } from '../components/account/account-pages';
import { loader } from './account';

const customer = { id: 'c1', guest: false, firstName: 'Sanne', lastName: 'Smit', email: 's@veld.test' } as Customer;

function run(path: string, who: Customer | null, params: Record<string, string> = {}) {
  const api = fakeApi({
    customer: vi.fn(async () => who),
    orders: vi.fn(async () => ({ orders: [], page: 1, totalPages: 0 })),
    wishlist: vi.fn(async () => []),
    addresses: vi.fn(async () => []),
    newsletter: vi.fn(async () => ({ subscribed: false })),
    addressOptions: vi.fn(async () => ({ salutations: [], countries: [] })),
  } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return loader({ request: new Request(`https://veld.test${path}`), params }, { queryClient, api, freshKey: () => 'k' });
}

describe('the account loader', () => {
  it('sends a visitor to the login page, with the way back', async () => {
    const outcome = await run('/account/orders?p=2', null).catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(Redirect);
    expect((outcome as Redirect).location).toBe(`/login?redirect=${encodeURIComponent('/account/orders?p=2')}`);
  });

  it('shows a visitor their wishlist (kept in the browser)', async () => {
    await expect(run('/account/wishlist', null)).resolves.toEqual({ page: 'wishlist' });
  });

  it('reads a customer\'s page and readies its code', async () => {
    await expect(run('/account/orders?p=3', customer)).resolves.toEqual({ page: 'orders', ordersPage: 3 });
    expect(AccountPages.orders.isLoaded()).toBe(true);
    await expect(run('/account/information', customer)).resolves.toEqual({ page: 'information' });
    // The details page is a part on intent: readied for this render, yet no chunk of a first view.
    expect(AccountPages.information.isLoaded()).toBe(true);
  });
});

describe('an account page\'s first view', () => {
  it('preloads a page\'s chunk with it, but not a part on intent', async () => {
    expect(accountPageSources('overview')).toEqual(['client/components/account/AccountOverview.tsx']);
    expect(accountPageSources('order')).toEqual(['client/components/account/AccountOrder.tsx']);
    expect(accountPageSources('information')).toEqual([]);
    await preloadAccountPage('wishlist');
    expect(AccountPages.wishlist.isLoaded() && AccountPages.browserWishlist.isLoaded()).toBe(true);
  });
});
