// The account route's loader (routes/account.tsx): the guard, the page's data, its code and the
// header's own parts. A chunk of its own: a first view hydrates with the data its HTML carried.
import { AccountPages, preloadAccountPage, WishlistPreview, type AccountPage } from '../components/account/account-pages';
import { OrderCancel } from '../components/account/order-parts';
import { cancelOutcomeOf } from '../components/account/cancel-outcome';
import { HttpError, redirect } from '../router/outcomes';
import { addressesQuery, addressOptionsQuery, newsletterQuery, orderQuery, ordersQuery } from '../queries/account';
import { customerQuery, wishlistQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { readShopperParts } from '../queries/shopper';
import { NotFoundError } from '../../shared/storefront-api';
import type { AccountData } from './account';

/** Sends a visitor to the login page, with the way back to this page. */
async function requireCustomer(request: Request, { queryClient, api }: RouteDeps) {
  const customer = await queryClient.fetchQuery({ ...customerQuery(api), staleTime: 0 });
  if (!customer || customer.guest) {
    const url = new URL(request.url);
    redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return customer;
}

export async function loader(args: LoaderArgs, deps: RouteDeps): Promise<AccountData> {
  const page = accountPageOf(args);
  const [data] = await Promise.all([readAccount(args, deps, page), readyAccountPage(page), readShopperParts(args, deps)]);
  return data;
}

/** Which account page a path is (the route's paths: client/routes.ts). */
function accountPageOf({ request, params }: LoaderArgs): AccountPage {
  const [, , section] = new URL(request.url).pathname.replace(/\/+$/, '').split('/');
  if (section === 'orders') return params.id ? 'order' : 'orders';
  return section === 'information' || section === 'wishlist' ? section : 'overview';
}

async function readAccount({ request, params }: LoaderArgs, deps: RouteDeps, page: AccountPage): Promise<AccountData> {
  const { queryClient, api } = deps;
  const url = new URL(request.url);
  if (page === 'order' && params.id) {
    const id = params.id;
    // The guard and the order at once; the guard's answer (a redirect) wins.
    const [guard, order] = await Promise.allSettled([requireCustomer(request, deps), queryClient.fetchQuery(orderQuery(api, id))]);
    if (guard.status === 'rejected') throw guard.reason;
    if (order.status === 'rejected') {
      if (order.reason instanceof NotFoundError) throw new HttpError(404, 'Deze bestelling bestaat niet.');
      throw order.reason;
    }
    const cancelOutcome = cancelOutcomeOf(url.searchParams);
    return { page: 'order', orderId: id, ...(cancelOutcome ? { cancelOutcome } : {}) };
  }
  if (page === 'orders') {
    const ordersPage = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('p') ?? '1', 10) || 1));
    await requireCustomer(request, deps);
    await queryClient.fetchQuery(ordersQuery(api, ordersPage));
    return { page: 'orders', ordersPage };
  }
  if (page === 'wishlist') {
    const customer = await queryClient.fetchQuery({ ...customerQuery(api), staleTime: 0 });
    if (customer && !customer.guest) await queryClient.fetchQuery({ ...wishlistQuery(api), staleTime: 0 });
    return { page: 'wishlist' };
  }
  await requireCustomer(request, deps);
  if (page === 'information') {
    // The forms need the address book, the newsletter status and the salutations and countries.
    await Promise.all([
      queryClient.fetchQuery(addressesQuery(api)),
      queryClient.fetchQuery(newsletterQuery(api)),
      queryClient.fetchQuery(addressOptionsQuery(api)),
    ]);
    return { page: 'information' };
  }
  // The overview shows the latest orders and saved products.
  await Promise.all([queryClient.prefetchQuery(ordersQuery(api, 1)), queryClient.prefetchQuery(wishlistQuery(api))]);
  return { page: 'overview' };
}

/**
 * Readies a page and its parts on intent, for a render that shows them at once: on the server
 * (their HTML stands in place) and before a client-side page change.
 */
function readyAccountPage(page: AccountPage): Promise<unknown> {
  return Promise.all([
    page === 'wishlist' ? preloadAccountPage(page) : AccountPages[page].preload(),
    page === 'order' ? OrderCancel.preload() : null,
    page === 'overview' ? WishlistPreview.preload() : null,
  ]);
}
