// Query options for the reads every page's shell makes (navigation, snippets, the shopper's own
// parts) and the cache's keys; the rest by area: catalogue.ts, content.ts, account.ts, listing.ts.
// Keys are hierarchical and identical on server and browser, which is what lets hydration reuse
// the server's data.
import { queryOptions } from '@tanstack/react-query';
import type { StorefrontApi } from '../../shared/storefront-api';
import { navigationTop } from '../../shared/site/navigation-top';
import { LEFT_OUT_OF_PAGE } from '../lib/dehydration';

/** The keys of the cache, for the query options below and for readers of the cache (page meta). */
export const queryKeys = {
  content: (slug: string) => ['content', slug] as const,
  category: (id: string) => ['category', id] as const,
  product: (id: string) => ['product', id] as const,
  blogPost: (slug: string) => ['blog-post', slug] as const,
  landingPage: (id: string) => ['landing-page', id] as const,
  cart: () => ['cart'] as const,
  snippets: () => ['snippets'] as const,
};

/**
 * The whole main navigation: every panel's links. Left out of the page's state (it would be
 * the same kilobytes on every page): the browser reads it through /api/navigation/main (kept
 * by the HTTP cache across pages) when a menu panel's code wakes.
 */
export const mainNavigationQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['navigation', 'main'], queryFn: () => api.mainNavigation(), staleTime: 10 * 60_000, meta: LEFT_OUT_OF_PAGE });

/** The main navigation's top level, as the header shows it: in the page's state. */
export const navigationTopQuery = (api: StorefrontApi) =>
  queryOptions({
    queryKey: ['navigation', 'main', 'top'],
    queryFn: ({ client }) => client.ensureQueryData(mainNavigationQuery(api)).then(navigationTop),
    staleTime: 10 * 60_000,
  });

export const footerNavigationQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['navigation', 'footer'], queryFn: () => api.footerNavigation(), staleTime: 10 * 60_000 });

export const siteConfigQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['site-config'], queryFn: () => api.siteConfig(), staleTime: 10 * 60_000 });

/** Every snippet: the page carries only those it was rendered with (lib/page-snippets.ts). */
export const snippetsQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: queryKeys.snippets(), queryFn: () => api.snippets(), staleTime: Infinity, meta: LEFT_OUT_OF_PAGE });

/** A product (its page; the wishlist reads saved products one by one through it). */
export const productQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: queryKeys.product(id), queryFn: () => api.product(id) });

/** The shopper's cart: fresh for a few seconds, read again when the tab regains focus (another tab may have changed it). */
export const cartQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: queryKeys.cart(), queryFn: () => api.cart(), staleTime: 5_000, refetchOnWindowFocus: true });

// The shopper's account and checkout: private, read fresh (never from another page's cache).
export const accountKeys = {
  customer: () => ['account', 'customer'] as const,
  orders: (page: number) => ['account', 'orders', page] as const,
  order: (id: string) => ['account', 'order', id] as const,
  guestOrder: (deepLinkCode: string) => ['account', 'guest-order', deepLinkCode] as const,
  checkout: () => ['checkout', 'context'] as const,
  addresses: () => ['account', 'addresses'] as const,
  newsletter: () => ['account', 'newsletter'] as const,
  // Under 'account', so a login or logout (sessionChanged) drops the previous shopper's list.
  wishlist: () => ['account', 'wishlist'] as const,
};

export const customerQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.customer(), queryFn: () => api.customer(), staleTime: 30_000 });

/** The logged-in customer's wishlist (visitors' lists live in the browser: client/lib/wishlist.ts). */
export const wishlistQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.wishlist(), queryFn: () => api.wishlist(), staleTime: 30_000 });

