// Every JSON operation of the storefront, declared once: method, path, who may keep the answer
// (shared/api/operation.ts), what goes in and comes out, and how the StorefrontApi method of
// the same name maps onto it in the browser (its parameters, the part of the answer it
// returns). The worker mounts exactly these (worker/api/route.ts, with each one's input check
// and handler in the area files beside it, keyed by the same name, so a missing or extra route
// is a type error); the browser calls them through one generic caller
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
import { privateOperation, publicOperation } from './operation';
import type { ProductGroupSort } from '../catalogue/product-group';

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
  resolvePath: publicOperation<{ path: string }, ResolvedPath>()('GET', '/resolve', { args: ['path'] }),
  mainNavigation: publicOperation<object, NavItem[]>()('GET', '/navigation/main'),
  footerNavigation: publicOperation<object, FooterGroup[]>()('GET', '/navigation/footer'),
  siteConfig: publicOperation<object, SiteConfig>()('GET', '/site-config'),
  sizeGuide: publicOperation<object, SizeGuideView | null>()('GET', '/size-guide'),
  snippets: publicOperation<object, Snippets>()('GET', '/getSnippets'),
  addressOptions: publicOperation<object, AddressOptions>()('GET', '/address-options'),
  category: publicOperation<{ id: string }, CategoryPage>()('GET', '/category/:id', { args: ['id'] }),
  listing: publicOperation<ListingParams, Listing>()('GET', '/listing'),
  product: publicOperation<{ id: string }, ProductDetail>()('GET', '/product/:id', { args: ['id'] }),
  /** `options`: groupId:optionId pairs joined by '|'; a GET, so it is kept like any catalogue read. */
  findVariant: publicOperation<{ id: string; options: string; switchedGroup?: string }, { variantId: string }>()('GET', '/product/:id/find-variant'),
  crossSellings: publicOperation<{ id: string }, CrossSelling[]>()('GET', '/product/:id/cross-selling', { args: ['id'] }),
  productGroup: publicOperation<{ streamId: string; limit: number; sort: ProductGroupSort }, { data: ProductCard[] }>()('POST', '/dynamicProductGroup/getProducts', { args: ['streamId', 'limit', 'sort'], answer: 'data' }),
  /** 404 when there is no such page. */
  contentPage: publicOperation<{ slug: string }, ContentPage>()('GET', '/content/:slug{.+}'),
  errorPage: publicOperation<object, ContentPage | null>()('GET', '/error-page'),
  quickSearch: publicOperation<{ term: string }, QuickSearchResult>()('GET', '/quick-search', { args: ['term'] }),
  /** `ids`: comma-separated. */
  seoUrls: publicOperation<{ ids: string }, { elements: { foreignKey: string; seoPathInfo: string }[] }>()('GET', '/seo-urls'),
  /** `ids`: joined by '|'. */
  shopwarePages: publicOperation<{ ids: string }, ShopwarePages>()('GET', '/getShopwarePage/id/:ids'),
  blogs: publicOperation<{ page: number; limit: number }, BlogList>()('GET', '/blogs/getAllBlogs', { args: ['page', 'limit'] }),
  relatedBlogs: publicOperation<{ blogId: string }, BlogCard[]>()('GET', '/blogs/relatedBlogs/:blogId', { args: ['blogId'] }),
  /** 404 when there is no such post. */
  blogPost: publicOperation<{ slug: string }, BlogPost>()('GET', '/blog/:slug'),
  landingPage: publicOperation<{ id: string }, LandingPage>()('GET', '/landing-page/:id', { args: ['id'] }),
  brands: publicOperation<{ filter?: 'dames' | 'heren' }, Brand[]>()('GET', '/brands/:filter?'),
  looks: publicOperation<{ gender: LookGender; page: number; itemsPerPage: number }, LookList>()('POST', '/looks/getAllLooks'),

  // What a shopper sends: theirs alone.
  sendContactForm: privateOperation<ContactSubmission, { message: string }>()('POST', '/contact-form'),
  subscribeNewsletter: privateOperation<{ email: string }, { success: true }>()('POST', '/newsletter', { args: ['email'] }),

  // The cart.
  cart: privateOperation<object, Cart>()('GET', '/cart'),
  addToCart: privateOperation<AddToCartInput, Cart>()('POST', '/cart/items'),
  changeCartQuantity: privateOperation<{ id: string; quantity: number }, Cart>()('PATCH', '/cart/items/:id', { args: ['id', 'quantity'] }),
  removeCartItem: privateOperation<{ id: string }, Cart>()('DELETE', '/cart/items/:id', { args: ['id'] }),
  addPromotionCode: privateOperation<{ code: string }, Cart>()('POST', '/cart/promotion', { args: ['code'] }),

  // The account: form bodies, checked with the forms' own rules (shared/account/rules.ts).
  customer: privateOperation<object, { customer: Customer | null }>()('GET', '/account/customer', { answer: 'customer' }),
  login: privateOperation<LoginInput, { customer: Customer }>()('POST', '/account/login', { answer: 'customer' }),
  logout: privateOperation<object, { customer: null }>()('POST', '/account/logout', { answer: false }),
  register: privateOperation<RegisterInput, { customer: Customer }>()('POST', '/account/register', { answer: 'customer' }),
  requestPasswordRecovery: privateOperation<{ email: string }, { sent: true }>()('POST', '/account/recovery', { args: ['email'], answer: false }),
  recoverPassword: privateOperation<{ hash: string; email: string; newPassword: string; newPasswordConfirm: string }, { customer: Customer | null }>()('POST', '/account/recovery/confirm'),
  changeProfile: privateOperation<ProfileInput, { customer: Customer }>()('POST', '/account/profile', { answer: 'customer' }),
  changeEmail: privateOperation<EmailChangeInput, { customer: Customer }>()('POST', '/account/email', { answer: 'customer' }),
  changePassword: privateOperation<PasswordChangeInput, { changed: true }>()('POST', '/account/password', { answer: false }),
  newsletter: privateOperation<object, NewsletterSubscription>()('GET', '/account/newsletter'),
  setNewsletter: privateOperation<{ subscribed: boolean }, NewsletterSubscription>()('POST', '/account/newsletter', { args: ['subscribed'] }),
  addresses: privateOperation<object, { addresses: Address[] }>()('GET', '/account/addresses', { answer: 'addresses' }),
  addAddress: privateOperation<AddressInput, Address>()('POST', '/account/addresses'),
  updateAddress: privateOperation<AddressInput & { id: string }, Address>()('PATCH', '/account/addresses/:id'),
  deleteAddress: privateOperation<{ id: string }, { deleted: true }>()('DELETE', '/account/addresses/:id', { args: ['id'], answer: false }),
  setDefaultAddress: privateOperation<{ id: string; role: AddressRole }, { role: AddressRole }>()('POST', '/account/addresses/:id/default', { args: ['id', 'role'], answer: false }),
  orders: privateOperation<{ p: number }, OrderList>()('GET', '/account/orders', { args: ['p'] }),
  order: privateOperation<{ id: string }, OrderDetail>()('GET', '/account/orders/:id', { args: ['id'] }),
  cancelOrder: privateOperation<{ id: string }, OrderDetail>()('POST', '/account/orders/:id/cancel', { args: ['id'] }),
  /**
   * A guest's order behind its mail's deep link code: under the order page's own path, where the
   * proof's HttpOnly cookie goes (worker/forms/guest-order.ts); null without a proof.
   */
  guestOrder: privateOperation<{ code: string }, OrderDetail | null>()('GET', '/account/order/:code/gegevens', { args: ['code'], base: '' }),

  // The wishlist of a registered customer (visitors and guests keep theirs in the browser).
  wishlist: privateOperation<object, { products: ProductCard[] }>()('GET', '/account/wishlist', { answer: 'products' }),
  mergeWishlist: privateOperation<{ productIds: string[] }, { merged: number }>()('POST', '/account/wishlist/merge', { args: ['productIds'], answer: false }),
  /** PUT: saving twice is saving once. */
  addToWishlist: privateOperation<{ id: string }, { saved: true }>()('PUT', '/account/wishlist/:id', { args: ['id'], answer: false }),
  removeFromWishlist: privateOperation<{ id: string }, { saved: false }>()('DELETE', '/account/wishlist/:id', { args: ['id'], answer: false }),

  // Checkout.
  checkoutContext: privateOperation<object, CheckoutContext>()('GET', '/checkout/context'),
  chooseCheckoutMethods: privateOperation<CheckoutChoice, { context: CheckoutContext; cart: Cart }>()('PATCH', '/checkout/context'),
  placeOrder: privateOperation<OrderForm, PaymentStart>()('POST', '/checkout/order'),
  /** Where a checkout attempt that was not confirmed ended up (#34): its order's id, or null. */
  orderOfAttempt: privateOperation<{ key: string }, { orderId: string | null }>()('GET', '/checkout/attempts/:key', { args: ['key'], answer: 'orderId' }),
  payOrder: privateOperation<{ orderId: string; paymentMethodId: string }, PaymentStart>()('POST', '/checkout/pay', { args: ['orderId', 'paymentMethodId'] }),
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
