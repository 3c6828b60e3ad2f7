// The worker's StorefrontApi: Shopware and Sanity through the edge cache. Route loaders on
// the server and the /api routes for the browser both call this, so there is one data path.
import type { ContentPage, SeoPaths, ShopwarePages, StorefrontApi } from '../../shared/storefront-api';
import type { ERROR_PAGE_QUERY_RESULT, PAGE_BY_SLUG_QUERY_RESULT } from '../../shared/content/sanity.types';
import type { Config } from '../env';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import { cachedQuery } from '../sanity/client';
import { createImageResolver, withImageUrls } from '../sanity/images';
import { withFileUrls } from '../sanity/files';
import { ERROR_PAGE_QUERY, HOME_SLUG, PAGE_BY_SLUG_QUERY } from '../sanity/queries/pages';
import { siteConfig } from '../sanity/site-config';
import { sizeGuide } from '../sanity/size-guide';
import { createShopwareContext, type CartWritesNamespace, type ShopwareContext } from '../shopware/context';
import type { ShopperSession } from '../shopware/client';
import * as catalogue from '../shopware/operations/catalogue';
import * as account from '../shopware/operations/account';
import * as cart from '../shopware/operations/cart';
import * as checkout from '../shopware/operations/checkout';
import { orderOfAttempt } from '../shopware/operations/place-order';
import * as forms from '../shopware/operations/forms';
import * as app from '../shopware/operations/app';
import * as wishlist from '../shopware/operations/wishlist';
import * as sanityBlogs from '../sanity/blogs';
import { landingPage } from '../shopware/operations/landing';
import { footerNavigation, mainNavigation } from '../shopware/operations/navigation';
import * as seo from '../shopware/operations/seo';
import { rememberShopWords } from './last-shop-words';
import { resolvePath } from './resolve-path';
import type { GuestOrderProofs } from '../forms/guest-order-proof';
import { cartItemCount, type Cart } from '../../shared/cart/types';
import type { Customer } from '../../shared/account/types';


/** A content page as its query answers (the error page's query has the same projection). */
type PageDocument = NonNullable<PAGE_BY_SLUG_QUERY_RESULT>;

export interface ServerApiDeps {
  config: Config;
  cache: CacheContext;
  session: ShopperSession;
  /** The origin the shopper is on: payment providers send them back there. */
  origin?: string;
  /** A test's fault scope on the demo backend (see createShopwareContext). */
  faultScope?: string | undefined;
  /** The CART_WRITES Durable Objects (wrangler.toml). */
  cartWrites?: CartWritesNamespace | undefined;
  /** The proofs a guest gave on their order's page (worker/forms/guest-order-proof.ts). */
  guestOrderProof?: GuestOrderProofs | undefined;
}

/**
 * The worker's StorefrontApi, with what only the worker does: the Shopware context (a guest's
 * order proof) and the spec's SEO lookups (section 8), which only their /api routes answer —
 * no screen calls them.
 */
export type ServerStorefrontApi = StorefrontApi & {
  shopware: ShopwareContext;
  seoUrls(ids: string[]): Promise<SeoPaths>;
  /** The string 'error' when the lookup failed (spec section 8). */
  shopwarePages(ids: string[]): Promise<ShopwarePages | 'error'>;
};

export function createServerApi({ config, cache, session, origin = config.siteUrl, faultScope, cartWrites, guestOrderProof }: ServerApiDeps): ServerStorefrontApi {
  const shopware = createShopwareContext(config, cache, session, faultScope, cartWrites);
  const resolveImage = createImageResolver(config);

  const toContentPage = (doc: PageDocument | null): ContentPage | null => doc && {
    id: doc._id, title: doc.title, slug: doc.slug, metaDescription: doc.metaDescription ?? null,
    blocks: withFileUrls(withImageUrls(doc.pageBuilder ?? [], resolveImage), config),
  };
  const contentPage = (slug: string): Promise<ContentPage | null> =>
    cachedQuery<PAGE_BY_SLUG_QUERY_RESULT, ContentPage | null>(config, cache, {
      name: 'page', query: PAGE_BY_SLUG_QUERY, params: { slug }, types: ['page'], strategy: cacheLong(),
    }, toContentPage);

  const blogPost = (slug: string) => sanityBlogs.blogPost(config, cache, slug);
  const returnUrls = (orderId: string) => ({
    finishUrl: `${origin}/checkout/success?orderId=${orderId}`,
    errorUrl: `${origin}/checkout/failed?orderId=${orderId}`,
  });

  /** What a call learned of the shopper, for the page's shopper hint (ShopperSession.learned). */
  const learn = (known: NonNullable<ShopperSession['learned']>) => { session.learned = { ...session.learned, ...known }; };
  const learnCart = <T extends Pick<Cart, 'lineItems'>>(answer: T): T => {
    learn({ cartCount: cartItemCount(answer) });
    return answer;
  };
  const learnCustomer = <T extends Pick<Customer, 'guest'> | null>(customer: T): T => {
    learn({ loggedIn: customer !== null && !customer.guest });
    return customer;
  };

  /**
   * The logged-in customer. Without one, a read that needs a login makes Shopware answer its
   * own 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN, which the forms show in Dutch.
   */
  const loggedInCustomer = async () => {
    const customer = learnCustomer(await account.readCustomer(shopware));
    if (customer) return customer;
    await account.readNewsletter(shopware);
    throw new Error('Shopware knows no customer for this context, yet answered a login-only read');
  };

  return {
    shopware,

    resolvePath: (rawPath) => resolvePath(rawPath, {
      homeSlug: HOME_SLUG,
      hasContentPage: async (slug) => (await contentPage(slug)) !== null,
      blogPostSlug: async (slug) => (await blogPost(slug))?.slug ?? null,
      seoTarget: (path) => seo.resolveSeoPath(shopware, path),
    }),
    mainNavigation: () => mainNavigation(shopware),
    footerNavigation: () => footerNavigation(shopware),
    siteConfig: () => siteConfig(config, cache),
    sizeGuide: () => sizeGuide(config, cache),
    snippets: () => catalogue.snippets(shopware).then(rememberShopWords),
    category: (id) => catalogue.category(shopware, id),
    listing: (query) => catalogue.listing(shopware, query),
    product: (id) => catalogue.product(shopware, id),
    findVariant: (productId, options, switchedGroup) => catalogue.findVariant(shopware, productId, options, switchedGroup),
    crossSellings: (productId) => catalogue.crossSellings(shopware, productId),
    productGroup: (streamId, limit, sort) => catalogue.productGroup(shopware, streamId, limit, sort),
    contentPage,
    errorPage: () => cachedQuery<ERROR_PAGE_QUERY_RESULT, ContentPage | null>(config, cache, {
      name: 'error-page', query: ERROR_PAGE_QUERY, types: ['page'], strategy: cacheLong(),
    }, toContentPage),
    quickSearch: (term) => catalogue.quickSearch(shopware, term),
    cart: async () => learnCart(await cart.readCart(shopware)),
    addToCart: async (input) => learnCart(await cart.addToCart(shopware, input)),
    changeCartQuantity: async (id, quantity) => learnCart(await cart.changeQuantity(shopware, id, quantity)),
    removeCartItem: async (id) => learnCart(await cart.removeLineItem(shopware, id)),
    addPromotionCode: async (code) => learnCart(await cart.addPromotionCode(shopware, code)),
    blogs: (page, limit) => sanityBlogs.blogs(config, cache, page, limit),
    relatedBlogs: (blogId) => sanityBlogs.relatedBlogs(config, cache, blogId),
    blogPost,
    landingPage: (id) => landingPage(shopware, id),
    brands: (filter) => catalogue.brands(shopware, filter),
    looks: (query) => app.looks(shopware, query),
    seoUrls: (ids) => seo.seoUrls(shopware, ids),
    shopwarePages: (ids) => seo.shopwarePages(shopware, ids),
    sendContactForm: (submission) => forms.sendContactForm(shopware, submission),
    subscribeNewsletter: (email) => forms.subscribeNewsletter(shopware, email),

    addressOptions: async () => {
      const [salutations, countries] = await Promise.all([checkout.salutations(shopware), checkout.countries(shopware)]);
      return { salutations, countries };
    },
    customer: async () => learnCustomer(await account.readCustomer(shopware)),
    login: async (input) => learnCustomer(await account.login(shopware, input)),
    // A new context: what its cart holds is read by the next page that asks.
    logout: async () => {
      await account.logout(shopware);
      learn({ loggedIn: false, cartCount: null });
    },
    register: (input) => account.register(shopware, input),
    // The mail's link goes to the configured site, never to a Host header a stranger sent.
    requestPasswordRecovery: (email) => account.requestPasswordRecovery(shopware, email, config.siteUrl),
    recoverPassword: (input) => account.recoverPassword(shopware, input),
    changeProfile: async (input) => {
      await account.changeProfile(shopware, input);
      return loggedInCustomer();
    },
    changeEmail: async (input) => {
      await account.changeEmail(shopware, input);
      return loggedInCustomer();
    },
    changePassword: (input) => account.changePassword(shopware, input),
    newsletter: () => account.readNewsletter(shopware),
    // The customer's own address, as Shopware knows it now (never one the browser sent).
    setNewsletter: async (subscribed) => account.setNewsletter(shopware, (await loggedInCustomer()).email, subscribed),
    addresses: () => account.readAddresses(shopware),
    addAddress: (input) => account.addAddress(shopware, input),
    updateAddress: (id, input) => account.updateAddress(shopware, id, input),
    deleteAddress: (id) => account.deleteAddress(shopware, id),
    setDefaultAddress: (id, role) => account.setDefaultAddress(shopware, id, role),
    orders: (page) => account.readOrders(shopware, page),
    order: (id) => account.readOrder(shopware, id),
    guestOrder: async (deepLinkCode) => {
      const proof = await guestOrderProof?.proofFor(deepLinkCode);
      if (!proof) return null;
      const order = await account.readGuestOrder(shopware, deepLinkCode, proof);
      if (order) await guestOrderProof!.opened(deepLinkCode);
      return order;
    },
    checkoutContext: () => checkout.checkoutContext(shopware),
    chooseCheckoutMethods: async (choice) => {
      await checkout.chooseMethods(shopware, choice);
      const [context, current] = await Promise.all([checkout.checkoutContext(shopware), cart.readCart(shopware)]);
      return { context, cart: learnCart(current) };
    },
    placeOrder: async ({ register, customerComment, acceptedTerms, attemptKey, ...choice }) => {
      if (!acceptedTerms) throw new Error('An order needs the accepted terms');
      const prepare = async () => {
        if (register) await account.register(shopware, register);
        await checkout.chooseMethods(shopware, choice);
      };
      const placed = await checkout.placeOrder(shopware, { attemptKey, prepare, customerComment }, returnUrls);
      // The order took the cart; a registration on the way may have logged the customer in.
      learn({ cartCount: 0, ...(register ? { loggedIn: !register.guest } : {}) });
      return placed;
    },
    orderOfAttempt: (attemptKey) => orderOfAttempt(shopware, attemptKey),
    cancelOrder: async (id) => {
      await account.cancelOrder(shopware, id);
      return account.readOrder(shopware, id);
    },
    payOrder: (orderId, paymentMethodId) => checkout.payOrder(shopware, orderId, paymentMethodId, returnUrls),
    wishlist: () => wishlist.readWishlist(shopware),
    addToWishlist: (productId) => wishlist.addToWishlist(shopware, productId),
    removeFromWishlist: (productId) => wishlist.removeFromWishlist(shopware, productId),
    mergeWishlist: (productIds) => wishlist.mergeWishlist(shopware, productIds),
  };
}
