// Catalogue reads: categories, listings and search, products, product groups, quick search,
// snippets. All shopper-independent, so all through the edge cache.
import type { CategoryPage, CrossSelling, Listing, ProductCard, ProductDetail, QuickSearchResult } from '../../../shared/catalogue/types';
import { boundListingState, needsBounding, unfilteredState } from '../../../shared/catalogue/listing-bounds';
import { LISTING_PAGE_SIZE, listingSearchParams, parseListingState, type ListingState } from '../../../shared/catalogue/listing-state';
import { NotFoundError, type ListingQuery } from '../../../shared/storefront-api';
import type { Snippets } from '../../../shared/site/types';
import { navigationLink } from '../../../shared/site/links';
import { cacheLong, cacheShort } from '../../cache/strategies';
import { BRANDS_TAG, categoryTag, NAVIGATION_TAG, PRODUCT_STREAMS_TAG, productStreamTag, productTag, SEARCH_TAG, SNIPPETS_TAG } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';
import { PRODUCT_DETAIL_BODY, productAssociations } from './product-criteria';
import { errorStatus } from '../errors';
import { toListing } from '../mappers/listing';
import { label, toCrossSellings, toProductCard, toProductDetail } from '../mappers/product';
import { sanitizeHtml } from '../mappers/sanitize-html';
import type { SwCategory } from '../types';
import type { ProductGroupSort } from '../../../shared/catalogue/product-group';
import type { Brand, BrandFilter } from '../../../shared/content/listings';
import { mainNavigation } from './navigation';

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
      strategy: cacheShort(), tags: [categoryTag(categoryId), BRANDS_TAG], tagsOf: (l: Listing) => productTagsOf(l.products),
    }, async (client, fetchOptions) => {
      const { data } = await client.invoke('readProductListing post /product-listing/{categoryId}', {
        pathParams: { categoryId }, headers: { 'sw-include-seo-urls': true }, body, fetchOptions,
      }).catch(notFoundOn404('Category'));
      return toListing(data);
    });
  }
  return cachedRead(ctx, {
    name: 'search', method: 'POST', path: '/search', body, strategy: cacheShort(), tags: [SEARCH_TAG, BRANDS_TAG],
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

/** Store API sort fields of each order a product slider may ask (shared/catalogue/product-group.ts). */
export const PRODUCT_GROUP_SORTS: Record<ProductGroupSort, { field: string; order: 'ASC' | 'DESC' }[]> = {
  topseller: [{ field: 'sales', order: 'DESC' }],
  'nieuw-binnen': [{ field: 'createdAt', order: 'DESC' }],
  'price-asc': [{ field: 'cheapestPrice', order: 'ASC' }],
  'price-desc': [{ field: 'cheapestPrice', order: 'DESC' }],
  'name-asc': [{ field: 'name', order: 'ASC' }],
  'name-desc': [{ field: 'name', order: 'DESC' }],
};

/**
 * Products of a dynamic product group (product slider blocks), from stock Shopware: the products
 * whose `streamIds` hold the group (Shopware keeps them as it indexes its product streams), main
 * products only (a variant's card is its parent's), in the order the block names, then by id so
 * that equal ones keep their places. A group that matches nothing is an empty slider.
 */
export async function productGroup(ctx: ShopwareContext, streamId: string, limit: number, sort: ProductGroupSort): Promise<ProductCard[]> {
  const body = {
    filter: [{ type: 'equals' as const, field: 'streamIds', value: streamId }, { type: 'equals' as const, field: 'parentId', value: null }],
    sort: [...PRODUCT_GROUP_SORTS[sort], { field: 'id', order: 'ASC' as const }],
    limit,
    associations: { manufacturer: {}, properties: { associations: { group: {} } } },
  };
  return cachedRead(ctx, {
    name: 'product-group', method: 'POST', path: '/product', body, strategy: cacheShort(),
    tags: [productStreamTag(streamId), PRODUCT_STREAMS_TAG], tagsOf: (cards: ProductCard[]) => productTagsOf(cards),
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readProduct post /product', { headers: { 'sw-include-seo-urls': true }, body, fetchOptions });
    return (data.elements ?? []).map(toProductCard);
  });
}

/**
 * The brands of the brand index, from stock Shopware: the manufacturers a listing offers to
 * filter on (the listing's own first read, so also the category page's): of the whole assortment,
 * or of the main navigation's top category the filter names (Dames, Heren), which holds the
 * brands of that audience and those for both. A listing's entry carries BRANDS_TAG, so a purge
 * of the brands reaches it (by hand: Shopware sends no webhook for a manufacturer, decision 036).
 * A filter without such a category has no brands.
 */
export async function brands(ctx: ShopwareContext, filter: BrandFilter): Promise<Brand[]> {
  const categoryId = filter === '' ? await navigationRootId(ctx) : (await mainNavigation(ctx)).find((item) => item.label.toLowerCase() === filter)?.id;
  if (categoryId === undefined) return [];
  const found = await readListing(ctx, { categoryId, state: parseListingState(new URLSearchParams()) });
  return found.manufacturers.map((m) => ({ id: m.id, name: m.label, href: `/products?manufacturers=${m.id}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** What the quick search shows of each kind at most (spec: five products, categories, brands). */
const QUICK_SEARCH_MAX = 5;

/**
 * The quick search, from stock Shopware: its products, their total and their brands are the
 * search page's own first read for the term (POST /search, the same body and so the same cached
 * entry as /products?search=<term>, whose first page it then warms), its categories a category
 * search by name. Products ranked as the search page ranks them; brands: those among the hits
 * whose name holds the term; categories: pages of the sales channel's navigation whose name
 * holds it, with their breadcrumb below the root.
 */
export async function quickSearch(ctx: ShopwareContext, term: string): Promise<QuickSearchResult> {
  const state = parseListingState(new URLSearchParams({ search: term }));
  const needle = (state.search ?? '').toLowerCase();
  const [found, categories] = await Promise.all([readListing(ctx, { state }), categoriesNamed(ctx, state.search ?? '')]);
  return {
    products: found.products.slice(0, QUICK_SEARCH_MAX).map((p) => ({
      id: p.id, name: p.name, brand: p.brand, image: p.image?.url ?? null, alt: p.image?.alt || p.name, href: p.href,
      price: p.price, listPrice: p.listPrice, discountPercent: p.discountPercent,
    })),
    categories,
    brands: found.manufacturers.filter((m) => m.label.toLowerCase().includes(needle)).slice(0, QUICK_SEARCH_MAX)
      .map((m) => ({ id: m.id, name: m.label, href: `/products?manufacturers=${m.id}` })),
    totalProducts: found.total,
  };
}

/** Page categories of the sales channel's navigation whose name holds `term` (stock POST /category). */
async function categoriesNamed(ctx: ShopwareContext, term: string): Promise<QuickSearchResult['categories']> {
  const rootId = await navigationRootId(ctx);
  const body = {
    filter: [
      { type: 'contains' as const, field: 'name', value: term },
      { type: 'equals' as const, field: 'type', value: 'page' },
      { type: 'equals' as const, field: 'active', value: true },
      { type: 'equals' as const, field: 'visible', value: true },
      // Below this sales channel's navigation root: Shopware's /category lists every channel's.
      { type: 'contains' as const, field: 'path', value: `|${rootId}|` },
    ],
    limit: QUICK_SEARCH_MAX,
    includes: { category: ['id', 'name', 'translated', 'breadcrumb', 'seoUrls'], seo_url: ['seoPathInfo'] },
  };
  return cachedRead(ctx, {
    name: 'category-search', method: 'POST', path: '/category', body, strategy: cacheShort(), tags: [NAVIGATION_TAG],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readCategoryList post /category', { headers: { 'sw-include-seo-urls': true }, body, fetchOptions });
    return (data.elements ?? []).flatMap((category) => {
      const seoPath = category.seoUrls?.[0]?.seoPathInfo;
      if (!seoPath) return [];
      const breadcrumb = category.translated?.breadcrumb ?? category.breadcrumb ?? [];
      return [{ id: category.id, name: label(category), href: '/' + seoPath.replace(/^\/+/, ''), path: breadcrumb.slice(1).join(' > ') || seoPath }];
    });
  });
}

/**
 * The namespace of the storefront's snippets in Shopware's snippet set: the app ships them as
 * `veld.<key>` (shopware-app/VeldStorefront/Resources/snippet/), so that no key of Shopware's own
 * storefront is touched, and a merchant edits them under that name in the admin.
 */
export const SNIPPET_NAMESPACE = 'veld';

/**
 * The storefront's texts from stock Shopware's snippet set of the sales channel's language
 * (GET /snippet, 6.7.15+, experimental until 6.8), its `veld.` keys without the namespace. An empty set is `[]` in
 * Shopware's JSON.
 */
export async function snippets(ctx: ShopwareContext): Promise<Snippets> {
  const query = { prefixes: SNIPPET_NAMESPACE };
  return cachedRead(ctx, {
    name: 'snippets', method: 'GET', path: `/snippet?prefixes=${SNIPPET_NAMESPACE}`, strategy: cacheLong(), tags: [SNIPPETS_TAG],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readSnippets get /snippet', { query, fetchOptions });
    const set = data.sets[0]?.snippets ?? {};
    const prefix = `${SNIPPET_NAMESPACE}.`;
    const texts: Snippets = {};
    for (const [key, text] of Array.isArray(set) ? [] : Object.entries(set)) if (key.startsWith(prefix)) texts[key.slice(prefix.length)] = text;
    return texts;
  });
}
