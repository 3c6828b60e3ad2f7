// The account pages: /account, /account/information, /account/orders, /account/orders/{id},
// /account/wishlist. A route guard: a visitor (or the guest of an order) goes to /login and comes
// back here after logging in — except on the wishlist, which shows a visitor the list kept in
// their browser. Private: read fresh from the shop, never cached, never indexed.
import { AccountScreen } from '../components/account/AccountScreen';
import { accountPageSources, preloadAccountPage, readyAccountPage, type AccountPage } from '../components/account/account-pages';
import { cancelOutcomeOf, type CancelOutcome } from '../components/account/cancel-outcome';
import { HttpError, redirect } from '../router/outcomes';
import { useLoaderData } from '../router/hooks';
import { addressesQuery, addressOptionsQuery, customerQuery, newsletterQuery, orderQuery, ordersQuery, wishlistQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { readShopperParts } from '../queries/shopper';
import { NotFoundError } from '../../shared/storefront-api';

export interface AccountData {
  page: AccountPage;
  ordersPage?: number;
  orderId?: string;
  /** After a cancellation: how it went (the order page's ?annulering=). */
  cancelOutcome?: CancelOutcome;
}

/** The shopper's own page (the account): never stored (RouteModule.personal). */
export const personal = true;

/** Sends a visitor to the login page, with the way back to this page. */
export async function requireCustomer(request: Request, { queryClient, api }: RouteDeps) {
  const customer = await queryClient.fetchQuery({ ...customerQuery(api), staleTime: 0 });
  if (!customer || customer.guest) {
    const url = new URL(request.url);
    redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return customer;
}

export async function loader(args: LoaderArgs, deps: RouteDeps): Promise<AccountData> {
  const [data] = await Promise.all([readAccount(args, deps), readyAccountPage(accountPageOf(args.request)), readShopperParts(args, deps)]);
  return data;
}

/** Which account page a path is (the route's paths: client/route-table.ts). */
function accountPageOf(request: Request): AccountPage {
  const [, , section, id] = new URL(request.url).pathname.replace(/\/+$/, '').split('/');
  if (section === 'orders') return id ? 'order' : 'orders';
  return section === 'information' || section === 'wishlist' ? section : 'overview';
}

export function modulesFor(loaderData: unknown): string[] {
  const page = (loaderData as AccountData | undefined)?.page;
  return page ? accountPageSources(page) : [];
}

export async function prepareHydration(loaderData: unknown): Promise<void> {
  const page = (loaderData as AccountData | undefined)?.page;
  if (page) await preloadAccountPage(page);
}

async function readAccount({ request, params }: LoaderArgs, deps: RouteDeps): Promise<AccountData> {
  const { queryClient, api } = deps;
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '');
  const [, , section] = path.split('/');
  if (section === 'orders' && params.id) {
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
  if (section === 'orders') {
    const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('p') ?? '1', 10) || 1));
    await requireCustomer(request, deps);
    await queryClient.fetchQuery(ordersQuery(api, page));
    return { page: 'orders', ordersPage: page };
  }
  if (section === 'wishlist') {
    const customer = await queryClient.fetchQuery({ ...customerQuery(api), staleTime: 0 });
    if (customer && !customer.guest) await queryClient.fetchQuery({ ...wishlistQuery(api), staleTime: 0 });
    return { page: 'wishlist' };
  }
  await requireCustomer(request, deps);
  if (section === 'information') {
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

export function Component() {
  return <AccountScreen data={useLoaderData<typeof loader>()} />;
}
