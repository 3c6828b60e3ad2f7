// Every JSON operation of the storefront, declared once: method, path, who may keep the answer
// (shared/api/operation.ts), and what goes in and comes out. The worker mounts exactly these
// (worker/api/routes.ts: each one's input check and handler, keyed by the same name, so a
// missing or extra route is a type error); the browser calls them through one generic caller
// (client/lib/api-client.ts). The spec fixes some paths and shapes (sections 5 and 8): the
// `getShopwarePage`, `seo-urls`, `dynamicProductGroup`, `blogs`, `looks` and `brands` routes.
import type { Cart } from '../cart/types';
import type { SizeGuideView } from '../catalogue/size-guide';
import type {
  CategoryPage, CrossSelling, Listing, ProductCard, ProductDetail, QuickSearchResult,
} from '../catalogue/types';
import type {
  BlogCard, BlogList, BlogPost, Brand, LandingPage, LookGender, LookList,
} from '../content/listings';
import type { ContactSubmission } from '../forms/contact';
import type { ResolvedPath } from '../routing';
import type { FooterGroup, NavItem, SiteConfig, Snippets } from '../site/types';
import type { AddressOptions } from '../account/api';
import type {
  Address, AddressInput, AddressRole, CheckoutChoice, CheckoutContext, Customer, EmailChangeInput, LoginInput,
  NewsletterSubscription, OrderDetail, OrderList, PasswordChangeInput, PaymentStart, ProfileInput, RegisterInput,
} from '../account/types';
import type { AddToCartInput, ContentPage, ShopwarePages } from '../storefront-api';
import { operation } from './operation';

/** A product listing's state as the page's own query string (listingSearchParams), and the category. */
export type ListingParams = Record<string, string | string[]> & { categoryId?: string };

/** The checkout form as it is posted: the choice, the terms ('on'), a guest's details when not logged in. */
export type OrderForm = CheckoutChoice & Partial<RegisterInput> & {
  acceptedTerms: string;
  customerComment?: string | undefined;
  attemptKey?: string | undefined;
};

export const operations = {
  // The catalogue and the content: the same for every shopper.
  resolvePath: operation<{ path: string }, ResolvedPath>()('GET', '/resolve', 'public'),
  mainNavigation: operation<object, NavItem[]>()('GET', '/navigation/main', 'public'),
  footerNavigation: operation<object, FooterGroup[]>()('GET', '/navigation/footer', 'public'),
  siteConfig: operation<object, SiteConfig>()('GET', '/site-config', 'public'),
  sizeGuide: operation<object, SizeGuideView | null>()('GET', '/size-guide', 'public'),
  snippets: operation<object, Snippets>()('GET', '/getSnippets', 'public'),
  addressOptions: operation<object, AddressOptions>()('GET', '/address-options', 'public'),
  category: operation<{ id: string }, CategoryPage>()('GET', '/category/:id', 'public'),
  listing: operation<ListingParams, Listing>()('GET', '/listing', 'public'),
  product: operation<{ id: string }, ProductDetail>()('GET', '/product/:id', 'public'),
  /** `options`: groupId:optionId pairs joined by '|'; a GET, so it is kept like any catalogue read. */
  findVariant: operation<{ id: string; options: string; switchedGroup?: string }, { variantId: string }>()('GET', '/product/:id/find-variant', 'public'),
  crossSellings: operation<{ id: string }, CrossSelling[]>()('GET', '/product/:id/cross-selling', 'public'),
  productGroup: operation<{ streamId: string; limit: number }, { data: ProductCard[] }>()('POST', '/dynamicProductGroup/getProducts', 'public'),
  /** 404 when there is no such page. */
  contentPage: operation<{ slug: string }, ContentPage>()('GET', '/content/:slug{.+}', 'public'),
  errorPage: operation<object, ContentPage | null>()('GET', '/error-page', 'public'),
  quickSearch: operation<{ term: string }, QuickSearchResult>()('GET', '/quick-search', 'public'),
  /** `ids`: comma-separated. */
  seoUrls: operation<{ ids: string }, { elements: { foreignKey: string; seoPathInfo: string }[] }>()('GET', '/seo-urls', 'public'),
  /** `ids`: joined by '|'. */
  shopwarePages: operation<{ ids: string }, ShopwarePages>()('GET', '/getShopwarePage/id/:ids', 'public'),
  blogs: operation<{ page: number; limit: number }, BlogList>()('GET', '/blogs/getAllBlogs', 'public'),
  relatedBlogs: operation<{ blogId: string }, BlogCard[]>()('GET', '/blogs/relatedBlogs/:blogId', 'public'),
  /** 404 when there is no such post. */
  blogPost: operation<{ slug: string }, BlogPost>()('GET', '/blog/:slug', 'public'),
  landingPage: operation<{ id: string }, LandingPage>()('GET', '/landing-page/:id', 'public'),
  brands: operation<{ filter?: 'dames' | 'heren' }, Brand[]>()('GET', '/brands/:filter?', 'public'),
  looks: operation<{ gender: LookGender; page: number; itemsPerPage: number }, LookList>()('POST', '/looks/getAllLooks', 'public'),

  // What a shopper sends: theirs alone.
  sendContactForm: operation<ContactSubmission, { message: string }>()('POST', '/contact-form', 'private'),
  subscribeNewsletter: operation<{ email: string }, { success: true }>()('POST', '/newsletter', 'private'),

  // The cart.
  cart: operation<object, Cart>()('GET', '/cart', 'private'),
  addToCart: operation<AddToCartInput, Cart>()('POST', '/cart/items', 'private'),
  changeCartQuantity: operation<{ id: string; quantity: number }, Cart>()('PATCH', '/cart/items/:id', 'private'),
  removeCartItem: operation<{ id: string }, Cart>()('DELETE', '/cart/items/:id', 'private'),
  addPromotionCode: operation<{ code: string }, Cart>()('POST', '/cart/promotion', 'private'),

  // The account: form bodies, checked with the forms' own rules (shared/account/rules.ts).
  customer: operation<object, { customer: Customer | null }>()('GET', '/account/customer', 'private'),
  login: operation<LoginInput, { customer: Customer }>()('POST', '/account/login', 'private'),
  logout: operation<object, { customer: null }>()('POST', '/account/logout', 'private'),
  register: operation<RegisterInput, { customer: Customer }>()('POST', '/account/register', 'private'),
  requestPasswordRecovery: operation<{ email: string }, { sent: true }>()('POST', '/account/recovery', 'private'),
  recoverPassword: operation<{ hash: string; newPassword: string; newPasswordConfirm: string }, { recovered: true }>()('POST', '/account/recovery/confirm', 'private'),
  changeProfile: operation<ProfileInput, { customer: Customer }>()('POST', '/account/profile', 'private'),
  changeEmail: operation<EmailChangeInput, { customer: Customer }>()('POST', '/account/email', 'private'),
  changePassword: operation<PasswordChangeInput, { changed: true }>()('POST', '/account/password', 'private'),
  newsletter: operation<object, NewsletterSubscription>()('GET', '/account/newsletter', 'private'),
  setNewsletter: operation<{ subscribed: boolean }, NewsletterSubscription>()('POST', '/account/newsletter', 'private'),
  addresses: operation<object, { addresses: Address[] }>()('GET', '/account/addresses', 'private'),
  addAddress: operation<AddressInput, Address>()('POST', '/account/addresses', 'private'),
  updateAddress: operation<AddressInput & { id: string }, Address>()('PATCH', '/account/addresses/:id', 'private'),
  deleteAddress: operation<{ id: string }, { deleted: true }>()('DELETE', '/account/addresses/:id', 'private'),
  setDefaultAddress: operation<{ id: string; role: AddressRole }, { role: AddressRole }>()('POST', '/account/addresses/:id/default', 'private'),
  orders: operation<{ p: number }, OrderList>()('GET', '/account/orders', 'private'),
  order: operation<{ id: string }, OrderDetail>()('GET', '/account/orders/:id', 'private'),
  cancelOrder: operation<{ id: string }, OrderDetail>()('POST', '/account/orders/:id/cancel', 'private'),
  /**
   * A guest's order behind its mail's deep link code: under the order page's own path, where the
   * proof's HttpOnly cookie goes (worker/forms/guest-order.ts); null without a proof.
   */
  guestOrder: operation<{ code: string }, OrderDetail | null>()('GET', '/account/order/:code/gegevens', 'private', ''),

  // The wishlist of a registered customer (visitors and guests keep theirs in the browser).
  wishlist: operation<object, { products: ProductCard[] }>()('GET', '/account/wishlist', 'private'),
  mergeWishlist: operation<{ productIds: string[] }, { merged: number }>()('POST', '/account/wishlist/merge', 'private'),
  /** PUT: saving twice is saving once. */
  addToWishlist: operation<{ id: string }, { saved: true }>()('PUT', '/account/wishlist/:id', 'private'),
  removeFromWishlist: operation<{ id: string }, { saved: false }>()('DELETE', '/account/wishlist/:id', 'private'),

  // Checkout.
  checkoutContext: operation<object, CheckoutContext>()('GET', '/checkout/context', 'private'),
  chooseCheckoutMethods: operation<CheckoutChoice, { context: CheckoutContext; cart: Cart }>()('PATCH', '/checkout/context', 'private'),
  placeOrder: operation<OrderForm, PaymentStart>()('POST', '/checkout/order', 'private'),
  /** Where a checkout attempt that was not confirmed ended up (#34): its order's id, or null. */
  orderOfAttempt: operation<{ key: string }, { orderId: string | null }>()('GET', '/checkout/attempts/:key', 'private'),
  payOrder: operation<{ orderId: string; paymentMethodId: string }, PaymentStart>()('POST', '/checkout/pay', 'private'),
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
