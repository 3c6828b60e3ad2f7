// The catalogue's sitemap entries from the Store API: products and categories read in pages
// of 100 (the Store API's maximum) with their SEO URLs, looks and brands from the shop
// plugin's routes. A child sitemap is one edge-cache entry (one KV read when warm); its load
// makes the Store API reads it needs, a few at a time. Entries carry the collection tags that
// the same content's writes purge: `products`, `navigation` (every category write), `looks`,
// `brands`.
import { cacheKey } from '../../cache/cache-key';
import { withCache } from '../../cache/kv-cache';
import { cacheLong } from '../../cache/strategies';
import { BRANDS_TAG, LOOKS_TAG, NAVIGATION_TAG, PRODUCTS_TAG } from '../../cache/tags';
import { mapLimited, storeApiPagesOf, STORE_API_PAGE_SIZE, URLS_PER_SITEMAP } from '../../seo/sitemap-paging';
import type { SitemapEntry } from '../../seo/sitemap-xml';
import { READ, retryRead } from '../client';
import { shopwareKeyScope, type ShopwareContext } from '../context';
import { rethrowClassified } from '../errors';
import type { Criteria } from '../store-api-types';
import { brands } from './catalogue';

/** Store API reads of one sitemap file that run at once (a Worker keeps six connections open). */
const CONCURRENCY = 6;
/** A cold file makes up to 50 reads: more time than one read's budget. */
const FILE_TIMEOUT_MS = 25_000;

interface CatalogueSource {
  name: 'products' | 'categories';
  path: '/product' | '/category';
  entity: 'product' | 'category';
  /** What may have a page of its own. */
  filter: NonNullable<Criteria['filter']>;
  tags: string[];
}

/**
 * Products with a page: simple products and variants (a parent with variants is a container
 * whose URL shows its main variant). Categories with a page: type 'page', active (links and
 * folders have none). Both must have an SEO URL (checked per element).
 */
const SOURCES: Record<CatalogueSource['name'], CatalogueSource> = {
  products: {
    name: 'products', path: '/product', entity: 'product', tags: [PRODUCTS_TAG],
    filter: [{ type: 'multi', operator: 'or', queries: [
      { type: 'equals', field: 'childCount', value: 0 },
      { type: 'equals', field: 'childCount', value: null },
    ] }],
  },
  categories: {
    name: 'categories', path: '/category', entity: 'category', tags: [NAVIGATION_TAG],
    filter: [{ type: 'equals', field: 'type', value: 'page' }, { type: 'equals', field: 'active', value: true }],
  },
};

interface SwSitemapElement {
  id: string;
  createdAt?: string | null;
  updatedAt?: string | null;
  seoUrls?: { seoPathInfo?: string | null }[] | null;
}

/** A page of products or categories, with only the fields the sitemap includes. */
interface SwSitemapPage {
  total?: number;
  elements?: SwSitemapElement[];
}

function toEntry(element: SwSitemapElement): SitemapEntry | null {
  const path = element.seoUrls?.find((u) => u.seoPathInfo)?.seoPathInfo;
  return path ? { path: '/' + path.replace(/^\/+/, ''), lastmod: element.updatedAt ?? element.createdAt ?? null } : null;
}

async function cachedSitemapRead<T>(ctx: ShopwareContext, name: string, path: string, body: unknown, tags: string[], load: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const key = await cacheKey({ backend: 'shopware', method: 'POST', url: path, body, scope: shopwareKeyScope(ctx.config) });
  return withCache(ctx.cache, { key, strategy: cacheLong(), tags, name, backend: 'shopware', timeoutMs: FILE_TIMEOUT_MS }, load);
}

async function searchPage(ctx: ShopwareContext, source: CatalogueSource, body: Criteria, signal?: AbortSignal): Promise<SwSitemapPage> {
  const params = { body, headers: { 'sw-include-seo-urls': true }, fetchOptions: { ...READ, signal } };
  return retryRead(async () => (source.entity === 'product'
    ? await ctx.public.invoke('readProduct post /product', params)
    : await ctx.public.invoke('readCategoryList post /category', params)).data, signal).catch(rethrowClassified);
}

/** How many products or categories may have a page (one exact count). */
export async function catalogueCount(ctx: ShopwareContext, name: CatalogueSource['name']): Promise<number> {
  const source = SOURCES[name];
  const body = { filter: source.filter, limit: 1, 'total-count-mode': 'exact', includes: { [source.entity]: ['id'] } } satisfies Criteria;
  return cachedSitemapRead(ctx, `sitemap-${name}-count`, source.path, body, source.tags, async (signal) => (await searchPage(ctx, source, body, signal)).total ?? 0);
}

/** The entries of child sitemap `file` (from 1) of products or categories. */
export async function catalogueSitemap(ctx: ShopwareContext, name: CatalogueSource['name'], file: number, total: number): Promise<SitemapEntry[]> {
  const source = SOURCES[name];
  const pages = storeApiPagesOf(file, total, URLS_PER_SITEMAP, STORE_API_PAGE_SIZE);
  const criteria = (page: number): Criteria => ({
    filter: source.filter,
    page,
    limit: STORE_API_PAGE_SIZE,
    // A stable order, so that the pages of one file and the next neither overlap nor skip.
    sort: [{ field: 'id', order: 'ASC' }],
    'total-count-mode': 'none',
    includes: { [source.entity]: ['id', 'createdAt', 'updatedAt', 'seoUrls'], seo_url: ['seoPathInfo'] },
  });
  const key = { sitemap: name, file, perFile: URLS_PER_SITEMAP, criteria: criteria(0) };
  return cachedSitemapRead(ctx, `sitemap-${name}`, source.path, key, source.tags, async (signal) => {
    const answers = await mapLimited(pages, CONCURRENCY, (page) => searchPage(ctx, source, criteria(page), signal));
    return answers.flatMap((a) => (a.elements ?? []).map(toEntry).filter((e): e is SitemapEntry => e !== null));
  });
}

/** Every look's landing page (the app's looks endpoint, 100 at a time). */
export async function lookSitemap(ctx: ShopwareContext): Promise<SitemapEntry[]> {
  const pageBody = (page: number) => ({ gender: '' as const, page, itemsPerPage: STORE_API_PAGE_SIZE });
  return cachedSitemapRead(ctx, 'sitemap-looks', '/script/veld-looks', { sitemap: 'looks', ...pageBody(0) }, [LOOKS_TAG], async (signal) => {
    const read = (page: number) => retryRead(async () => (await ctx.public.invoke('readLooks post /script/veld-looks', { body: pageBody(page), fetchOptions: { ...READ, signal } })).data, signal)
      .catch(rethrowClassified);
    const first = await read(1);
    const rest = await mapLimited(Array.from({ length: Math.max(0, first.pagination.totalPages - 1) }, (_, i) => i + 2), CONCURRENCY, read);
    return [first, ...rest].flatMap((answer) => answer.looksObject.map((look) => ({
      path: '/' + look.url.replace(/^\/+/, ''),
      lastmod: look.updatedAt ?? look.createdAt ?? null,
    })));
  });
}

/** Every brand's page, /brand/{id}: the brands of the brand index (catalogue.ts brands; a manufacturer carries no dates there). */
export async function brandSitemap(ctx: ShopwareContext): Promise<SitemapEntry[]> {
  return cachedSitemapRead(ctx, 'sitemap-brands', '/brands', { sitemap: 'brands' }, [BRANDS_TAG], async () =>
    (await brands(ctx, '')).map((brand) => ({ path: `/brand/${brand.id}`, lastmod: null })));
}
