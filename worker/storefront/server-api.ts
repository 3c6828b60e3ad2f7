// The worker's StorefrontApi: Shopware and Sanity through the edge cache. Route loaders on
// the server and the /api routes for the browser both call this, so there is one data path.
import type { ContentPage, StorefrontApi } from '../../shared/storefront-api';
import { normalisePath, type ResolvedPath } from '../../shared/routing';
import type { PageBuilderBlock } from '../../shared/content/types';
import type { Config } from '../env';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import { cachedQuery } from '../sanity/client';
import { createImageResolver, withImageUrls } from '../sanity/images';
import { withFileUrls } from '../sanity/files';
import { ERROR_PAGE_QUERY, HOME_SLUG, PAGE_BY_SLUG_QUERY } from '../sanity/queries/pages';
import { siteConfig } from '../sanity/site-config';
import { createShopwareContext, type ShopwareContext } from '../shopware/context';
import type { ShopperSession } from '../shopware/client';
import * as catalogue from '../shopware/operations/catalogue';
import * as cart from '../shopware/operations/cart';
import * as forms from '../shopware/operations/forms';
import * as plugin from '../shopware/operations/plugin';
import * as sanityBlogs from '../sanity/blogs';
import { landingPage } from '../shopware/operations/landing';
import { footerNavigation, mainNavigation } from '../shopware/operations/navigation';
import { resolveSeoPath } from '../shopware/operations/seo';

/** Paths a shop can have: letters, digits and -_./~ (anything else cannot match). */
const PLAUSIBLE_PATH = /^[\p{L}\p{N}\-_./~]{1,300}$/u;
const CATEGORY_FALLBACK = /^\/category\/([0-9a-f]{32})$/i;
/** Journal posts live at /blog/{slug} (docs/content-model.md). */
const BLOG_POST = /^\/blog\/([a-z0-9][a-z0-9-]{0,200})$/i;

interface PageDocument {
  _id: string;
  title: string;
  slug: string;
  metaDescription?: string | null;
  pageBuilder?: PageBuilderBlock[] | null;
}

export interface ServerApiDeps {
  config: Config;
  cache: CacheContext;
  session: ShopperSession;
}

export function createServerApi({ config, cache, session }: ServerApiDeps): StorefrontApi & { shopware: ShopwareContext } {
  const shopware = createShopwareContext(config, cache, session);
  const resolveImage = createImageResolver(config);

  const toContentPage = (doc: PageDocument | null): ContentPage | null => doc && {
    id: doc._id, title: doc.title, slug: doc.slug, metaDescription: doc.metaDescription ?? null,
    blocks: withFileUrls(withImageUrls(doc.pageBuilder ?? [], resolveImage), config),
  };
  const contentPage = (slug: string): Promise<ContentPage | null> =>
    cachedQuery<PageDocument | null, ContentPage | null>(config, cache, {
      name: 'page', query: PAGE_BY_SLUG_QUERY, params: { slug }, types: ['page'], strategy: cacheLong(),
    }, toContentPage);

  const blogPost = (slug: string) => sanityBlogs.blogPost(config, cache, slug);

  return {
    shopware,

    async resolvePath(rawPath: string): Promise<ResolvedPath> {
      const path = normalisePath(rawPath);
      if (path === '/') return { type: 'content', slug: HOME_SLUG };
      const fallback = CATEGORY_FALLBACK.exec(path);
      if (fallback) return { type: 'category', categoryId: fallback[1]!.toLowerCase() };
      if (!PLAUSIBLE_PATH.test(path)) return { type: 'not-found' };
      // Content and commerce are asked at once: one round trip, no waterfall.
      const slug = path.slice(1);
      const blogSlug = BLOG_POST.exec(path)?.[1];
      const [page, seo, post] = await Promise.all([
        contentPage(slug), resolveSeoPath(shopware, path), blogSlug ? blogPost(blogSlug) : null,
      ]);
      // An editor's page wins over a commerce path of the same name.
      if (page) return { type: 'content', slug };
      if (post) return { type: 'blog', slug: post.slug };
      if (!seo) return { type: 'not-found' };
      switch (seo.route) {
        case 'redirect': return { type: 'redirect', location: seo.location };
        case 'category': return { type: 'category', categoryId: seo.id };
        case 'product': return { type: 'product', productId: seo.id };
        case 'landing': return { type: 'landing', landingPageId: seo.id };
      }
    },
    mainNavigation: () => mainNavigation(shopware),
    footerNavigation: () => footerNavigation(shopware),
    siteConfig: () => siteConfig(config, cache),
    snippets: () => catalogue.snippets(shopware),
    category: (id) => catalogue.category(shopware, id),
    listing: (query) => catalogue.listing(shopware, query),
    product: (id) => catalogue.product(shopware, id),
    findVariant: (productId, options, switchedGroup) => catalogue.findVariant(shopware, productId, options, switchedGroup),
    crossSellings: (productId) => catalogue.crossSellings(shopware, productId),
    productGroup: (streamId, limit) => catalogue.productGroup(shopware, streamId, limit),
    contentPage,
    errorPage: () => cachedQuery<PageDocument | null, ContentPage | null>(config, cache, {
      name: 'error-page', query: ERROR_PAGE_QUERY, types: ['page'], strategy: cacheLong(),
    }, toContentPage),
    quickSearch: (term) => catalogue.quickSearch(shopware, term),
    cart: () => cart.readCart(shopware),
    addToCart: (input) => cart.addToCart(shopware, input),
    changeCartQuantity: (id, quantity) => cart.changeQuantity(shopware, id, quantity),
    removeCartItem: (id) => cart.removeLineItem(shopware, id),
    addPromotionCode: (code) => cart.addPromotionCode(shopware, code),
    blogs: (page, limit) => sanityBlogs.blogs(config, cache, page, limit),
    relatedBlogs: (blogId) => sanityBlogs.relatedBlogs(config, cache, blogId),
    blogPost,
    landingPage: (id) => landingPage(shopware, id),
    brands: (filter) => plugin.brands(shopware, filter),
    looks: (query) => plugin.looks(shopware, query),
    seoUrls: (ids) => plugin.seoUrls(shopware, ids),
    shopwarePages: (ids) => plugin.shopwarePages(shopware, ids),
    sendContactForm: (submission) => forms.sendContactForm(shopware, submission),
    subscribeNewsletter: (email) => forms.subscribeNewsletter(shopware, email),
  };
}
