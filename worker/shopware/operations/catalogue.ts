// Catalogue reads: categories, listings and search, products, product groups, quick search,
// snippets. All shopper-independent, so all through the edge cache.
import type { CategoryPage, CrossSelling, Listing, ProductCard, ProductDetail, QuickSearchResult } from '../../../shared/catalogue/types';
import { boundListingState, needsBounding, unfilteredState } from '../../../shared/catalogue/listing-bounds';
import { LISTING_PAGE_SIZE, listingSearchParams, type ListingState } from '../../../shared/catalogue/listing-state';
import { NotFoundError, type ListingQuery } from '../../../shared/storefront-api';
import type { Snippets } from '../../../shared/site/types';
import { navigationLink } from '../../../shared/site/links';
import { cacheLong, cacheShort } from '../../cache/strategies';
import { categoryTag, NAVIGATION_TAG, PRODUCT_STREAMS_TAG, productStreamTag, productTag, SEARCH_TAG, SNIPPETS_TAG } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';
import { PRODUCT_DETAIL_BODY, productAssociations } from './product-criteria';
import { errorStatus } from '../errors';
import { toListing } from '../mappers/listing';
import { label, toCrossSellings, toProductCard, toProductDetail } from '../mappers/product';
import { sanitizeHtml } from '../mappers/sanitize-html';
import type { SwCategory } from '../types';

export const SEO_TITLE_FIELD = 'custom_extra_category_information_title';
export const SEO_TEXT_FIELD = 'custom_extra_category_information_text';


function notFoundOn404(what: string) {
  return (error: unknown): never => {
    if (errorStatus(error) === 404) throw new NotFoundError(what);
    throw error;
  };
}

/**
 * The tags of the products an answer shows: a change to any of them (price, stock, name) must
 * purge the listing, search page or slider holding it, not only its own product page. One KV
 * index write per product on a miss (24 for a listing page), paid in waitUntil.
 */
const productTagsOf = (products: readonly { id: string }[]) => products.map((p) => productTag(p.id));

/**
 * The chips of a category's children, linked as the navigation links them (spec section 2): a
 * link child ("Bekijk alles") has no page of its own, its id is no address (#32: it led to a
 * 404); it points at a category, whose SEO path is known here when it is this one or a sibling.
 * A chip that leads back to the page it is on, or nowhere, is left out.
 */
export function categoryChips(c: SwCategory, ownHref: string): CategoryPage['children'] {
  const children = (c.children ?? []).filter((child) => child.active !== false && child.visible !== false && child.type !== 'folder');
  const seoPathById = new Map<string, string>();
  for (const known of [c, ...children]) {
    const path = known.seoUrls?.find((s) => s.seoPathInfo)?.seoPathInfo;
    if (path) seoPathById.set(known.id, path);
  }
  return children
    .map((child) => ({ id: child.id, name: label(child), href: navigationLink(child, seoPathById).href }))
    .filter((chip) => chip.href !== ownHref && chip.href !== '#');
}

export async function category(ctx: ShopwareContext, id: string): Promise<CategoryPage> {
  const body = { associations: { children: { associations: { seoUrls: {} } }, seoUrls: {} } };
  return cachedRead(ctx, {
    name: 'category', method: 'POST', path: `/category/${id}`, body, strategy: cacheLong(), tags: [categoryTag(id)],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readCategory post /category/{navigationId}', {
      pathParams: { navigationId: id }, headers: { 'sw-include-seo-urls': true }, body, fetchOptions,
    }).catch(notFoundOn404('Category'));
    const c: SwCategory = data;
    const fields = c.translated?.customFields ?? c.customFields ?? {};
    const seoTitle = fields[SEO_TITLE_FIELD];
    const seoText = fields[SEO_TEXT_FIELD];
    const seoPath = c.seoUrls?.[0]?.seoPathInfo;
    const href = seoPath ? `/${seoPath}` : `/category/${c.id}`;
    return {
      id: c.id,
      parentId: c.parentId ?? null,
      name: label(c),
      href,
      children: categoryChips(c, href),
      seo: {
        title: typeof seoTitle === 'string' ? seoTitle : null,
        html: await sanitizeHtml(typeof seoText === 'string' ? seoText : null),
      },
    };
  });
}

/** The Store API listing body for a listing state (spec section 7). */
export function listingBody(query: ListingQuery) {
  const { state } = query;
  return {
    p: state.page,
    limit: LISTING_PAGE_SIZE,
    ...(state.sort ? { order: state.sort } : {}),
    ...(state.manufacturers.length ? { manufacturer: state.manufacturers.join('|') } : {}),
    ...(state.properties.length ? { properties: state.properties.join('|') } : {}),
    ...(state.minPrice !== null ? { 'min-price': state.minPrice } : {}),
    ...(state.maxPrice !== null ? { 'max-price': state.maxPrice } : {}),
    ...(query.categoryId ? {} : { search: state.search ?? '' }),
    associations: productAssociations,
  };
}

/** The sales channel's navigation root: the whole assortment, for listings without a term. */
async function navigationRootId(ctx: ShopwareContext): Promise<string> {
  return cachedRead(ctx, {
    name: 'context', method: 'GET', path: '/context', strategy: cacheLong(), tags: [NAVIGATION_TAG],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readContext get /context', { fetchOptions });
    return data.salesChannel.navigationCategoryId;
  });
}

export async function listing(ctx: ShopwareContext, query: ListingQuery): Promise<Listing> {
  // /search needs a term; a brand listing without one lists the whole assortment, filtered.
  const categoryId = query.categoryId ?? (query.state.search ? undefined : await navigationRootId(ctx));
  const target = { ...query, ...(categoryId ? { categoryId } : {}) };
  if (!needsBounding(query.state)) return answered(ctx, query.state, await readListing(ctx, target));
  // The query is bounded by what the unfiltered listing offers (its sortings, price steps,
  // pages and filter options, listing-bounds.ts), so that a client cannot make endless entries,
  // each a key in the index of every product it shows (decision 022). The unfiltered listing
  // is the category's most visited entry: usually a hit.
  const offer = await readListing(ctx, { ...target, state: unfilteredState(query.state) });
  const bounded = boundListingState(query.state, offer);
  return answered(ctx, bounded, await readListing(ctx, { ...target, state: bounded }));
}

/** Tells the page which query the listing answered (the page store keys a listing page by it). */
function answered(ctx: ShopwareContext, state: ListingState, listing: Listing): Listing {
  ctx.cache.reads?.listingQuery?.(listingSearchParams(state).toString());
  return listing;
}

/** One listing read, as asked: the backend call and its cache key follow the state exactly. */
async function readListing(ctx: ShopwareContext, query: ListingQuery): Promise<Listing> {
  const { categoryId } = query;
  const body = listingBody(query);
  if (categoryId) {
    return cachedRead(ctx, {
      name: 'listing', method: 'POST', path: `/product-listing/${categoryId}`, body,
      strategy: cacheShort(), tags: [categoryTag(categoryId)], tagsOf: (l: Listing) => productTagsOf(l.products),
    }, async (client, fetchOptions) => {
      const { data } = await client.invoke('readProductListing post /product-listing/{categoryId}', {
        pathParams: { categoryId }, headers: { 'sw-include-seo-urls': true }, body, fetchOptions,
      }).catch(notFoundOn404('Category'));
      return toListing(data);
    });
  }
  return cachedRead(ctx, {
    name: 'search', method: 'POST', path: '/search', body, strategy: cacheShort(), tags: [SEARCH_TAG],
    tagsOf: (l: Listing) => productTagsOf(l.products),
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('searchPage post /search', {
      headers: { 'sw-include-seo-urls': true }, body, fetchOptions,
    });
    return toListing(data);
  });
}

export async function product(ctx: ShopwareContext, id: string): Promise<ProductDetail> {
  const body = PRODUCT_DETAIL_BODY;
  return cachedRead(ctx, {
    name: 'product', method: 'POST', path: `/product/${id}`, body, strategy: cacheShort(), tags: [productTag(id)],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readProductDetail post /product/{productId}', {
      // The shop renders its own product page: Shopware 6.7 can leave the CMS layout out.
      pathParams: { productId: id }, query: { skipCmsPage: true }, headers: { 'sw-include-seo-urls': true }, body, fetchOptions,
    }).catch(notFoundOn404('Product'));
    const product = toProductDetail(data.product, data.configurator ?? []);
    return { ...product, description: await sanitizeHtml(product.description) };
  });
}

/**
 * The variant with the chosen options (Shopware's FindProductVariantRoute): the option of the
 * switched group wins when no variant has all of them. Options map group id → option id.
 */
export async function findVariant(
  ctx: ShopwareContext, productId: string, options: Record<string, string>, switchedGroup?: string,
): Promise<{ variantId: string }> {
  const body = { options, ...(switchedGroup ? { switchedGroup } : {}) };
  return cachedRead(ctx, {
    name: 'find-variant', method: 'POST', path: `/product/${productId}/find-variant`, body,
    strategy: cacheShort(), tags: [productTag(productId)],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('searchProductVariantIds post /product/{productId}/find-variant', {
      pathParams: { productId }, body, fetchOptions,
    }).catch(notFoundOn404('Variant'));
    // No combination found: Shopware answers 404 itself (VariantNotFound); an answer without one is the same.
    const variantId = data.foundCombination?.variantId;
    if (!variantId) throw new NotFoundError('Variant');
    return { variantId };
  });
}

/** The product's cross-sellings with their products (sliders under the product page). */
export async function crossSellings(ctx: ShopwareContext, productId: string): Promise<CrossSelling[]> {
  const body = { associations: productAssociations };
  return cachedRead(ctx, {
    name: 'cross-selling', method: 'POST', path: `/product/${productId}/cross-selling`, body,
    strategy: cacheShort(), tags: [productTag(productId)],
    tagsOf: (sellings: CrossSelling[]) => sellings.flatMap((selling) => productTagsOf(selling.products)),
  }, async (client, fetchOptions) => {
    // The schema declares no body, but the route reads criteria from it like every read route.
    const { data } = await client.invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId }, headers: { 'sw-include-seo-urls': true }, body, fetchOptions,
    }).catch(notFoundOn404('Product'));
    return toCrossSellings(data);
  });
}

/** Products of a dynamic product group (product slider blocks). */
export async function productGroup(ctx: ShopwareContext, streamId: string, limit: number): Promise<ProductCard[]> {
  const body = { streamId, limit };
  return cachedRead(ctx, {
    name: 'product-group', method: 'POST', path: '/dynamic-product-group', body, strategy: cacheShort(),
    tags: [productStreamTag(streamId), PRODUCT_STREAMS_TAG], tagsOf: (cards: ProductCard[]) => productTagsOf(cards),
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readDynamicProductGroup post /dynamic-product-group', { body, fetchOptions })
      .catch(notFoundOn404('Product group'));
    return data.data.map(toProductCard);
  });
}

export async function quickSearch(ctx: ShopwareContext, term: string): Promise<QuickSearchResult> {
  const body = { searchTerm: term };
  return cachedRead(ctx, {
    name: 'quick-search', method: 'POST', path: '/quick-search', body, strategy: cacheShort(), tags: [SEARCH_TAG],
    tagsOf: (result: QuickSearchResult) => productTagsOf(result.products),
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('quickSearch post /quick-search', { body, fetchOptions });
    return {
      products: data.products.slice(0, 5).map((p) => {
        const price = p.price[0];
        return {
          id: p.id, name: p.name, brand: p.brand ?? null, image: p.image ?? null, alt: p.alt ?? p.name,
          href: '/' + p.seoUrl.replace(/^\/+/, ''),
          price: price?.gross ?? 0,
          listPrice: price?.listPrice?.gross ?? null,
          discountPercent: price?.listPrice?.discount ?? null,
        };
      }),
      categories: data.categories.map((c) => ({
        id: c.id, name: c.name, href: '/' + c.seoUrl.replace(/^\/+/, ''), path: c.path ?? c.seoUrl,
      })),
      brands: data.brands.map((b) => ({ id: b.id, name: b.name, href: b.url })),
      totalProducts: data.totalProducts,
    };
  });
}

export async function snippets(ctx: ShopwareContext): Promise<Snippets> {
  return cachedRead(ctx, {
    name: 'snippets', method: 'GET', path: '/snippets', strategy: cacheLong(), tags: [SNIPPETS_TAG],
  }, async (client, fetchOptions) => (await client.invoke('readSnippets get /snippets', { fetchOptions })).data);
}
