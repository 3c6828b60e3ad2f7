// Query options for every read. Keys are hierarchical and identical on server and browser,
// which is what lets hydration reuse the server's data.
import { queryOptions } from '@tanstack/react-query';
import type { StorefrontApi } from '../../shared/storefront-api';
import type { BrandFilter } from '../../shared/content/listings';
import type { LooksQuery } from '../../shared/storefront-api';
import { resolveCategoryPath } from '../../shared/catalogue/category-path';
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
};

export const resolvePathQuery = (api: StorefrontApi, path: string) =>
  queryOptions({ queryKey: ['resolve', path], queryFn: () => api.resolvePath(path), staleTime: 5 * 60_000 });

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

/**
 * The category a ProductListing block names by a path of category names, resolved against
 * the whole navigation: the page's state carries the answer, not the tree.
 */
export const categoryPathQuery = (api: StorefrontApi, categoryPath: string) =>
  queryOptions({
    queryKey: ['category-path', categoryPath],
    queryFn: ({ client }) => client.ensureQueryData(mainNavigationQuery(api)).then((tree) => resolveCategoryPath(categoryPath, tree)),
    staleTime: 10 * 60_000,
  });

export const footerNavigationQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['navigation', 'footer'], queryFn: () => api.footerNavigation(), staleTime: 10 * 60_000 });

export const siteConfigQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['site-config'], queryFn: () => api.siteConfig(), staleTime: 10 * 60_000 });

export const sizeGuideQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['size-guide'], queryFn: () => api.sizeGuide(), staleTime: 10 * 60_000 });

export const snippetsQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['snippets'], queryFn: () => api.snippets(), staleTime: Infinity });

export const categoryQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: queryKeys.category(id), queryFn: () => api.category(id) });

export const productQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: queryKeys.product(id), queryFn: () => api.product(id) });

/** The variant of a product with the chosen options (group id → option id). */
export const findVariantQuery = (api: StorefrontApi, productId: string, options: Record<string, string>, switchedGroup?: string) =>
  queryOptions({
    queryKey: ['find-variant', productId, Object.keys(options).sort().map((g) => `${g}:${options[g]}`).join('|'), switchedGroup ?? ''],
    queryFn: () => api.findVariant(productId, options, switchedGroup),
    staleTime: 5 * 60_000,
  });

export const crossSellingsQuery = (api: StorefrontApi, productId: string) =>
  queryOptions({ queryKey: ['cross-selling', productId], queryFn: () => api.crossSellings(productId) });

/** A product slider shows 9 products of its dynamic product group (spec section 9). */
export const PRODUCT_SLIDER_LIMIT = 9;

export const productGroupQuery = (api: StorefrontApi, streamId: string, limit: number) =>
  queryOptions({ queryKey: ['product-group', streamId, limit], queryFn: () => api.productGroup(streamId, limit) });

export const contentPageQuery = (api: StorefrontApi, slug: string) =>
  queryOptions({ queryKey: queryKeys.content(slug), queryFn: () => api.contentPage(slug) });

export const errorPageQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: queryKeys.content('error-page'), queryFn: () => api.errorPage(), staleTime: 10 * 60_000 });

export const quickSearchQuery = (api: StorefrontApi, term: string) =>
  queryOptions({ queryKey: ['quick-search', term], queryFn: () => api.quickSearch(term), staleTime: 5 * 60_000 });

export const brandsQuery = (api: StorefrontApi, filter: BrandFilter) =>
  queryOptions({ queryKey: ['brands', filter], queryFn: () => api.brands(filter), staleTime: 10 * 60_000 });

/** A page of the journal, newest first (the blog overview, and page 1 for the blog slider). */
export const blogsQuery = (api: StorefrontApi, page: number, limit: number) =>
  queryOptions({ queryKey: ['blogs', page, limit], queryFn: () => api.blogs(page, limit), staleTime: 5 * 60_000 });

export const relatedBlogsQuery = (api: StorefrontApi, blogId: string) =>
  queryOptions({ queryKey: ['related-blogs', blogId], queryFn: () => api.relatedBlogs(blogId), staleTime: 5 * 60_000 });

export const blogPostQuery = (api: StorefrontApi, slug: string) =>
  queryOptions({ queryKey: queryKeys.blogPost(slug), queryFn: () => api.blogPost(slug), staleTime: 5 * 60_000 });

/** A page of looks for one gender. */
export const looksQuery = (api: StorefrontApi, query: LooksQuery) =>
  queryOptions({
    queryKey: ['looks', query.gender, query.page, query.itemsPerPage],
    queryFn: () => api.looks(query),
    staleTime: 60_000,
  });

export const landingPageQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: queryKeys.landingPage(id), queryFn: () => api.landingPage(id) });

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

export const ordersQuery = (api: StorefrontApi, page: number) =>
  queryOptions({ queryKey: accountKeys.orders(page), queryFn: () => api.orders(page), staleTime: 10_000 });

export const orderQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: accountKeys.order(id), queryFn: () => api.order(id), staleTime: 10_000 });

/** A guest's order by its mail's link: read fresh each time (the proof may have ended). */
export const guestOrderQuery = (api: StorefrontApi, deepLinkCode: string) =>
  queryOptions({ queryKey: accountKeys.guestOrder(deepLinkCode), queryFn: () => api.guestOrder(deepLinkCode), staleTime: 0 });

/**
 * The checkout's context (addresses, methods): its loader reads it fresh (staleTime 0 there);
 * the page that just read it does not read it again as it hydrates.
 */
export const checkoutContextQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.checkout(), queryFn: () => api.checkoutContext(), staleTime: 5_000 });

/** The logged-in customer's wishlist (visitors' lists live in the browser: client/lib/wishlist.ts). */
export const wishlistQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.wishlist(), queryFn: () => api.wishlist(), staleTime: 30_000 });

/** Salutations and countries for address forms: the same for every shopper. */
export const addressOptionsQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['address-options'], queryFn: () => api.addressOptions(), staleTime: 10 * 60_000 });

/** The customer's address book (the account's information page). */
export const addressesQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.addresses(), queryFn: () => api.addresses(), staleTime: 10_000 });

export const newsletterQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.newsletter(), queryFn: () => api.newsletter(), staleTime: 10_000 });
