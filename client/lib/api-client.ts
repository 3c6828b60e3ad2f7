// The browser's StorefrontApi: the storefront's own /api routes on the same origin. No
// backend credentials, no session token: the worker holds those.
import type { Address, Customer, OrderDetail } from '../../shared/account/types';
import { guestOrderDataPath } from '../../shared/account/guest-order';
import type { ProductCard } from '../../shared/catalogue/types';
import type { StorefrontApi } from '../../shared/storefront-api';
import { NotFoundError } from '../../shared/storefront-api';
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

async function request<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T> {
  const { json, ...rest } = init ?? {};
  const preview = inPreview();
  const res = await fetch(`/api${path}`, {
    // A preview's answers are never taken from (or left in) the browser's cache.
    ...(preview ? { cache: 'no-store' as const } : {}),
    ...rest,
    headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    credentials: 'same-origin',
  });
  if (preview) recordSyncTags(res.headers.get(SYNC_TAGS_HEADER));
  if (res.ok) {
    if (startsSession(path, rest.method)) noteSessionStarted();
    return (await res.json()) as T;
  }
  const body = (await res.json().catch(() => null)) as { message?: string; fields?: Record<string, string> } | null;
  if (res.status === 404) throw new NotFoundError(body?.message ?? path);
  throw new ApiRequestError(res.status, body?.message ?? `Request failed (${res.status})`, body?.message, body?.fields ?? {});
}

const enc = encodeURIComponent;

export function createBrowserApi(): StorefrontApi {
  return {
    resolvePath: (path) => request(`/resolve?path=${enc(path)}`),
    mainNavigation: () => request('/navigation/main'),
    footerNavigation: () => request('/navigation/footer'),
    siteConfig: () => request('/site-config'),
    sizeGuide: () => request('/size-guide'),
    snippets: () => request('/getSnippets'),
    category: (id) => request(`/category/${enc(id)}`),
    listing: ({ categoryId, state }) => {
      const params = listingSearchParams(state);
      if (categoryId) params.set('categoryId', categoryId);
      return request(`/listing?${params.toString()}`);
    },
    product: (id) => request(`/product/${enc(id)}`),
    findVariant: (productId, options, switchedGroup) => {
      const params = new URLSearchParams({ options: Object.entries(options).map(([g, o]) => `${g}:${o}`).join('|') });
      if (switchedGroup) params.set('switchedGroup', switchedGroup);
      return request(`/product/${enc(productId)}/find-variant?${params.toString()}`);
    },
    crossSellings: (productId) => request(`/product/${enc(productId)}/cross-selling`),
    productGroup: async (streamId, limit) =>
      (await request<{ data: ProductCard[] }>('/dynamicProductGroup/getProducts', { method: 'POST', json: { streamId, limit } })).data,
    contentPage: async (slug) => {
      try {
        return await request(`/content/${slug.split('/').map(enc).join('/')}`);
      } catch (e) {
        if (e instanceof NotFoundError) return null;
        throw e;
      }
    },
    errorPage: () => request('/error-page'),
    quickSearch: (term) => request(`/quick-search?term=${enc(term)}`),
    cart: () => request('/cart'),
    addToCart: (input) => request('/cart/items', { method: 'POST', json: input }),
    changeCartQuantity: (id, quantity) => request(`/cart/items/${enc(id)}`, { method: 'PATCH', json: { quantity } }),
    removeCartItem: (id) => request(`/cart/items/${enc(id)}`, { method: 'DELETE' }),
    addPromotionCode: (code) => request('/cart/promotion', { method: 'POST', json: { code } }),
    blogs: (page, limit) => request(`/blogs/getAllBlogs?page=${page}&limit=${limit}`),
    relatedBlogs: (blogId) => request(`/blogs/relatedBlogs/${enc(blogId)}`),
    blogPost: async (slug) => {
      try {
        return await request(`/blog/${enc(slug)}`);
      } catch (e) {
        if (e instanceof NotFoundError) return null;
        throw e;
      }
    },
    landingPage: (id) => request(`/landing-page/${enc(id)}`),
    brands: (filter) => request(filter ? `/brands/${filter}` : '/brands'),
    looks: (query) => request('/looks/getAllLooks', { method: 'POST', json: query }),
    seoUrls: async (ids) => {
      try {
        return toSeoPaths(await request(`/seo-urls?ids=${ids.map(enc).join(',')}`));
      } catch (error) {
        console.error('Failed to get SEO URLs', error);
        return {};
      }
    },
    shopwarePages: async (ids) => {
      try {
        return await request(`/getShopwarePage/id/${ids.map(enc).join('|')}`);
      } catch (error) {
        console.error('Error fetching Shopware page:', error);
        return 'error';
      }
    },
    sendContactForm: (submission) => request('/contact-form', { method: 'POST', json: submission }),
    subscribeNewsletter: (email) => request('/newsletter', { method: 'POST', json: { email } }),

    addressOptions: () => request('/address-options'),
    customer: async () => (await request<{ customer: Customer | null }>('/account/customer')).customer,
    login: async (input) => (await request<{ customer: Customer }>('/account/login', { method: 'POST', json: input })).customer,
    logout: async () => { await request('/account/logout', { method: 'POST', json: {} }); },
    register: async (input) => (await request<{ customer: Customer }>('/account/register', { method: 'POST', json: input })).customer,
    requestPasswordRecovery: async (email) => { await request('/account/recovery', { method: 'POST', json: { email } }); },
    recoverPassword: async ({ hash, newPassword }) => {
      await request('/account/recovery/confirm', { method: 'POST', json: { hash, newPassword, newPasswordConfirm: newPassword } });
    },
    changeProfile: async (input) => (await request<{ customer: Customer }>('/account/profile', { method: 'POST', json: input })).customer,
    changeEmail: async (input) => (await request<{ customer: Customer }>('/account/email', { method: 'POST', json: input })).customer,
    changePassword: async (input) => { await request('/account/password', { method: 'POST', json: input }); },
    newsletter: () => request('/account/newsletter'),
    setNewsletter: (subscribed) => request('/account/newsletter', { method: 'POST', json: { subscribed } }),
    addresses: async () => (await request<{ addresses: Address[] }>('/account/addresses')).addresses,
    addAddress: (input) => request('/account/addresses', { method: 'POST', json: input }),
    updateAddress: (id, input) => request(`/account/addresses/${enc(id)}`, { method: 'PATCH', json: input }),
    deleteAddress: async (id) => { await request(`/account/addresses/${enc(id)}`, { method: 'DELETE' }); },
    setDefaultAddress: async (id, role) => { await request(`/account/addresses/${enc(id)}/default`, { method: 'POST', json: { role } }); },
    orders: (page) => request(`/account/orders?p=${page}`),
    order: (id) => request(`/account/orders/${enc(id)}`),
    // Under the order page's own path, where the guest's proof (an HttpOnly cookie) is sent.
    guestOrder: async (deepLinkCode) => {
      const res = await fetch(guestOrderDataPath(deepLinkCode), { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!res.ok) throw new ApiRequestError(res.status, `Request failed (${res.status})`);
      return (await res.json()) as OrderDetail | null;
    },
    cancelOrder: (id) => request(`/account/orders/${enc(id)}/cancel`, { method: 'POST', json: {} }),
    checkoutContext: () => request('/checkout/context'),
    chooseCheckoutMethods: (choice) => request('/checkout/context', { method: 'PATCH', json: choice }),
    placeOrder: ({ register, acceptedTerms, ...rest }) => request('/checkout/order', {
      method: 'POST', json: { ...rest, ...(register ?? {}), acceptedTerms: acceptedTerms ? 'on' : '' },
    }),
    orderOfAttempt: async (attemptKey) => (await request<{ orderId: string | null }>(`/checkout/attempts/${enc(attemptKey)}`)).orderId,
    payOrder: (orderId, paymentMethodId) => request('/checkout/pay', { method: 'POST', json: { orderId, paymentMethodId } }),
    wishlist: async () => (await request<{ products: ProductCard[] }>('/account/wishlist')).products,
    addToWishlist: async (productId) => { await request(`/account/wishlist/${enc(productId)}`, { method: 'PUT' }); },
    removeFromWishlist: async (productId) => { await request(`/account/wishlist/${enc(productId)}`, { method: 'DELETE' }); },
    mergeWishlist: async (productIds) => { await request('/account/wishlist/merge', { method: 'POST', json: { productIds } }); },
  };
}
