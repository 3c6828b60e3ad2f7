// The account pages: /account, /account/information, /account/orders, /account/orders/{id},
// /account/wishlist. A route guard: a visitor (or the guest of an order) goes to /login and comes
// back here after logging in — except on the wishlist, which shows a visitor the list kept in
// their browser. Private: read fresh from the shop, never cached, never indexed.
import { AccountScreen } from '../components/account/AccountScreen';
import { accountPageSources, preloadAccountPage, type AccountPage } from '../components/account/account-pages';
import type { CancelOutcome } from '../components/account/cancel-outcome';
import { useLoaderData } from '../router/hooks';
import { loaderIn } from '../router/prepare-route';
import type { RouteHead } from '../router/types';

export interface AccountData {
  page: AccountPage;
  ordersPage?: number;
  orderId?: string;
  /** After a cancellation: how it went (the order page's ?annulering=). */
  cancelOutcome?: CancelOutcome;
}

/** The shopper's own page (the account): never stored (RouteModule.personal). */
export const personal = true;

const TITLES: Record<string, string> = {
  account: 'Mijn account',
  'account-information': 'Mijn gegevens',
  'account-orders': 'Bestellingen',
  'account-order': 'Bestelling',
  'account-wishlist': 'Mijn verlanglijst',
};

export const head = (_data: unknown, _queryClient: unknown, id: string): RouteHead => ({ title: TITLES[id] ?? 'Mijn account', noindex: true });

/**
 * Mijn gegevens' forms (one path, the posted `form` field picks which; worker/api/account.ts):
 * the profile, the e-mail address, the password, the newsletter, the addresses.
 */
export const actions = [
  'changeProfile', 'changeEmail', 'changePassword', 'setNewsletter', 'addAddress', 'updateAddress', 'deleteAddress', 'setDefaultAddress',
] as const;

/** The guard and the page's data (account-loader.ts, a chunk of its own: loaderIn). */
export const loader = loaderIn(() => import('./account-loader'));

export function modulesFor(loaderData: unknown): string[] {
  const page = (loaderData as AccountData | undefined)?.page;
  return page ? accountPageSources(page) : [];
}

export async function prepareHydration(loaderData: unknown): Promise<void> {
  const page = (loaderData as AccountData | undefined)?.page;
  if (page) await preloadAccountPage(page);
}

export function Component() {
  return <AccountScreen data={useLoaderData<typeof loader>()} />;
}
