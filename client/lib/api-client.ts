// The browser's StorefrontApi: the storefront's own /api routes on the same origin, called
// through one generic caller over the declared operations (shared/api/operations.ts): the path,
// the method and the body's type come from the declaration, so a caller that disagrees with
// its route is a type error. No backend credentials, no session token: the worker holds those.
import type { StorefrontApi } from '../../shared/storefront-api';
import { NotFoundError } from '../../shared/storefront-api';
import { operationRequest, type InputOf, type Operation, type OutputOf } from '../../shared/api/operation';
import { operations as op } from '../../shared/api/operations';
import { listingSearchParams } from '../../shared/catalogue/listing-state';
import { toSeoPaths } from '../../shared/site/seo-paths';
import { noteSessionStarted, startsSession } from './session';
import { PREVIEW_META } from '../../shared/preview/meta';
import { recordSyncTags, SYNC_TAGS_HEADER } from '../preview/sync-tags';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /**
   * serverMessage: the server's own message (its JSON `message`), when it gave one.
   * fields: a refused form's messages per field (account and checkout).
   */
  constructor(readonly status: number, message: string, readonly serverMessage?: string, readonly fields: Record<string, string> = {}) {
    super(message);
  }
}

let previewPage: boolean | undefined;
/** A content preview's page (the worker marked it: shared/preview/meta.ts). */
const inPreview = () => (previewPage ??= typeof document !== 'undefined' && document.querySelector(`meta[name="${PREVIEW_META}"]`) !== null);

/** Calls one declared operation; a 404 becomes NotFoundError, any other refusal ApiRequestError. */
export async function call<O extends Operation>(operation: O, input: InputOf<O>): Promise<OutputOf<O>> {
  const { url, method, json } = operationRequest(operation, input);
  const preview = inPreview();
  const res = await fetch(url, {
    method,
    // A preview's answers are never taken from (or left in) the browser's cache.
    ...(preview ? { cache: 'no-store' as const } : {}),
    headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    credentials: 'same-origin',
  });
  if (preview) recordSyncTags(res.headers.get(SYNC_TAGS_HEADER));
  if (res.ok) {
    if (startsSession(operation.path, method)) noteSessionStarted();
    return (await res.json()) as OutputOf<O>;
  }
  const body = (await res.json().catch(() => null)) as { message?: string; fields?: Record<string, string> } | null;
  if (res.status === 404) throw new NotFoundError(body?.message ?? url);
  throw new ApiRequestError(res.status, body?.message ?? `Request failed (${res.status})`, body?.message, body?.fields ?? {});
}

/** A read whose 404 means "there is none": null. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}

/** Query values as the listing page writes them (its own query string). */
const listingParams = (params: URLSearchParams) => Object.fromEntries(params);

export function createBrowserApi(): StorefrontApi {
  return {
    resolvePath: (path) => call(op.resolvePath, { path }),
    mainNavigation: () => call(op.mainNavigation, {}),
    footerNavigation: () => call(op.footerNavigation, {}),
    siteConfig: () => call(op.siteConfig, {}),
    sizeGuide: () => call(op.sizeGuide, {}),
    snippets: () => call(op.snippets, {}),
    category: (id) => call(op.category, { id }),
    listing: ({ categoryId, state }) =>
      call(op.listing, { ...listingParams(listingSearchParams(state)), ...(categoryId ? { categoryId } : {}) }),
    product: (id) => call(op.product, { id }),
    findVariant: (id, options, switchedGroup) => call(op.findVariant, {
      id, options: Object.entries(options).map(([g, o]) => `${g}:${o}`).join('|'), ...(switchedGroup ? { switchedGroup } : {}),
    }),
    crossSellings: (id) => call(op.crossSellings, { id }),
    productGroup: async (streamId, limit) => (await call(op.productGroup, { streamId, limit })).data,
    contentPage: (slug) => orNull(call(op.contentPage, { slug })),
    errorPage: () => call(op.errorPage, {}),
    quickSearch: (term) => call(op.quickSearch, { term }),
    cart: () => call(op.cart, {}),
    addToCart: (input) => call(op.addToCart, input),
    changeCartQuantity: (id, quantity) => call(op.changeCartQuantity, { id, quantity }),
    removeCartItem: (id) => call(op.removeCartItem, { id }),
    addPromotionCode: (code) => call(op.addPromotionCode, { code }),
    blogs: (page, limit) => call(op.blogs, { page, limit }),
    relatedBlogs: (blogId) => call(op.relatedBlogs, { blogId }),
    blogPost: (slug) => orNull(call(op.blogPost, { slug })),
    landingPage: (id) => call(op.landingPage, { id }),
    brands: (filter) => call(op.brands, filter ? { filter } : {}),
    looks: (query) => call(op.looks, query),
    seoUrls: async (ids) => {
      try {
        return toSeoPaths(await call(op.seoUrls, { ids: ids.join(',') }));
      } catch (error) {
        console.error('Failed to get SEO URLs', error);
        return {};
      }
    },
    shopwarePages: async (ids) => {
      try {
        return await call(op.shopwarePages, { ids: ids.join('|') });
      } catch (error) {
        console.error('Error fetching Shopware page:', error);
        return 'error';
      }
    },
    sendContactForm: (submission) => call(op.sendContactForm, submission),
    subscribeNewsletter: (email) => call(op.subscribeNewsletter, { email }),

    addressOptions: () => call(op.addressOptions, {}),
    customer: async () => (await call(op.customer, {})).customer,
    login: async (input) => (await call(op.login, input)).customer,
    logout: async () => { await call(op.logout, {}); },
    register: async (input) => (await call(op.register, input)).customer,
    requestPasswordRecovery: async (email) => { await call(op.requestPasswordRecovery, { email }); },
    recoverPassword: async ({ hash, newPassword }) => {
      await call(op.recoverPassword, { hash, newPassword, newPasswordConfirm: newPassword });
    },
    changeProfile: async (input) => (await call(op.changeProfile, input)).customer,
    changeEmail: async (input) => (await call(op.changeEmail, input)).customer,
    changePassword: async (input) => { await call(op.changePassword, input); },
    newsletter: () => call(op.newsletter, {}),
    setNewsletter: (subscribed) => call(op.setNewsletter, { subscribed }),
    addresses: async () => (await call(op.addresses, {})).addresses,
    addAddress: (input) => call(op.addAddress, input),
    updateAddress: (id, input) => call(op.updateAddress, { ...input, id }),
    deleteAddress: async (id) => { await call(op.deleteAddress, { id }); },
    setDefaultAddress: async (id, role) => { await call(op.setDefaultAddress, { id, role }); },
    orders: (page) => call(op.orders, { p: page }),
    order: (id) => call(op.order, { id }),
    guestOrder: (code) => call(op.guestOrder, { code }),
    cancelOrder: (id) => call(op.cancelOrder, { id }),
    checkoutContext: () => call(op.checkoutContext, {}),
    chooseCheckoutMethods: (choice) => call(op.chooseCheckoutMethods, choice),
    placeOrder: ({ register, acceptedTerms, ...rest }) =>
      call(op.placeOrder, { ...rest, ...(register ?? {}), acceptedTerms: acceptedTerms ? 'on' : '' }),
    orderOfAttempt: async (key) => (await call(op.orderOfAttempt, { key })).orderId,
    payOrder: (orderId, paymentMethodId) => call(op.payOrder, { orderId, paymentMethodId }),
    wishlist: async () => (await call(op.wishlist, {})).products,
    addToWishlist: async (id) => { await call(op.addToWishlist, { id }); },
    removeFromWishlist: async (id) => { await call(op.removeFromWishlist, { id }); },
    mergeWishlist: async (productIds) => { await call(op.mergeWishlist, { productIds }); },
  };
}
