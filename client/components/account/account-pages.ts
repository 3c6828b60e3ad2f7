// Each account page's code as a chunk of its own (AccountScreen.tsx renders the one asked for).
// The account route readies the page's chunk before it renders it (routes/account.tsx): on the
// server the page's HTML goes out in place, the worker modulepreloads the chunk with the page,
// and a client-side page change shows it at once. The details page is all forms: a part on
// intent (decision 028), its server markup posting to the worker until the shopper reaches for it.
import { hydratesLater, onIntent, preloadable } from '../../lib/preloadable';

export type AccountPage = 'overview' | 'information' | 'orders' | 'order' | 'wishlist';

const wishlists = () => import('../wishlist/WishlistSection');

export const AccountPages = {
  overview: preloadable(async () => ({ default: (await import('./AccountOverview')).Overview })),
  information: onIntent(async () => ({ default: (await import('./InformationPage')).InformationPage })),
  orders: preloadable(async () => ({ default: (await import('./AccountOrders')).Orders })),
  order: preloadable(async () => ({ default: (await import('./AccountOrder')).Order })),
  wishlist: preloadable(async () => ({ default: (await wishlists()).AccountWishlist })),
  browserWishlist: preloadable(async () => ({ default: (await wishlists()).BrowserWishlist })),
};

/**
 * The overview's newest saved products (AccountOverview.tsx): cards with hearts, a part on intent
 * (decision 028), awake at once for a customer with saved products (HydrateLater). Readied by
 * the account's loader for a render that shows it at once.
 */
export const WishlistPreview = onIntent(async () => ({ default: (await wishlists()).AccountWishlist }));

/** Each page's module by its source: the worker finds its chunk in the manifest by that name. */
const SOURCES: Record<AccountPage, string> = {
  overview: 'client/components/account/AccountOverview.tsx',
  information: 'client/components/account/InformationPage.tsx',
  orders: 'client/components/account/AccountOrders.tsx',
  order: 'client/components/account/AccountOrder.tsx',
  wishlist: 'client/components/wishlist/WishlistSection.tsx',
};

/** The chunk a page's first view loads with it: none for a part on intent. */
export const accountPageSources = (page: AccountPage): string[] => (hydratesLater(AccountPages[page]) ? [] : [SOURCES[page]]);

/**
 * Readies a page's code for its first view's hydration (the wishlist's both lists: which one
 * shows depends on who is logged in); a part on intent waits for the shopper.
 */
export function preloadAccountPage(page: AccountPage): Promise<unknown> {
  if (page === 'wishlist') return Promise.all([AccountPages.wishlist.preload(), AccountPages.browserWishlist.preload()]);
  return hydratesLater(AccountPages[page]) ? Promise.resolve() : AccountPages[page].preload();
}
