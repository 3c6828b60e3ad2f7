// robots.txt and the sitemaps (sitemaps.org): /sitemap.xml is an index of child sitemaps
// /sitemap/{kind}-{n}.xml, each at most URLS_PER_SITEMAP URLs. Data comes from the Store API
// and Sanity through the edge cache (worker/shopware/operations/sitemap.ts, worker/sanity/sitemap.ts).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { readConfig } from '../env';
import { contentCounts, contentSitemap } from '../sanity/sitemap';
import { brandSitemap, catalogueCount, catalogueSitemap, lookSitemap } from '../shopware/operations/sitemap';
import type { AppEnv } from '../types';
import { isIndexableSite, robotsTxt } from './robots';
import { sitemapFileCount } from './sitemap-paging';
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap-xml';

export const SITEMAP_KINDS = ['products', 'categories', 'pages', 'blogs', 'looks', 'brands'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

const CHILD = /^(products|categories|pages|blogs|looks|brands)-([1-9]\d{0,5})\.xml$/;

export function sitemapPath(kind: SitemapKind, file: number): string {
  return `/sitemap/${kind}-${file}.xml`;
}

/** Whether search engines may index this deployment (see robots.ts). */
export function indexable(c: Context<AppEnv>): boolean {
  const config = readConfig(c.env);
  return isIndexableSite(config.siteUrl, config.productionHost);
}

/** Every response of a deployment that is not production says noindex. */
export function robotsHeader(): MiddlewareHandler<AppEnv> {
  return async function robotsHeader(c, next) {
    await next();
    if (!indexable(c)) c.res.headers.set('X-Robots-Tag', 'noindex');
  };
}

const xml = (c: Context<AppEnv>, body: string) => c.body(body, 200, {
  'Content-Type': 'application/xml; charset=utf-8',
  // Crawlers may keep it a while; the data behind it is cached (and purged) at the edge.
  'Cache-Control': 'public, max-age=600',
});

/** The number of child files of each kind. */
async function fileCounts(c: Context<AppEnv>): Promise<Record<SitemapKind, number>> {
  const api = c.var.storefront;
  const { config, cache } = api.shopware;
  const [products, categories, content] = await Promise.all([
    catalogueCount(api.shopware, 'products'),
    catalogueCount(api.shopware, 'categories'),
    contentCounts(config, cache),
  ]);
  return {
    products: sitemapFileCount(products),
    categories: sitemapFileCount(categories),
    pages: sitemapFileCount(content.pages),
    blogs: sitemapFileCount(content.blogs),
    looks: 1,
    brands: 1,
  };
}

async function childEntries(c: Context<AppEnv>, kind: SitemapKind, file: number): Promise<SitemapEntry[] | null> {
  const api = c.var.storefront;
  const { config, cache } = api.shopware;
  switch (kind) {
    case 'products':
    case 'categories': {
      const total = await catalogueCount(api.shopware, kind);
      return file > sitemapFileCount(total) ? null : catalogueSitemap(api.shopware, kind, file, total);
    }
    case 'pages':
    case 'blogs': {
      const total = (await contentCounts(config, cache))[kind];
      return file > sitemapFileCount(total) ? null : contentSitemap(config, cache, kind, file, total);
    }
    case 'looks':
      return file === 1 ? lookSitemap(api.shopware) : null;
    case 'brands':
      return file === 1 ? brandSitemap(api.shopware) : null;
  }
}

export const seoRoutes = new Hono<AppEnv>();

seoRoutes.get('/robots.txt', (c) => c.text(robotsTxt(readConfig(c.env).siteUrl, indexable(c)), 200, {
  'Cache-Control': 'public, max-age=3600',
}));

seoRoutes.get('/sitemap.xml', async (c) => {
  const counts = await fileCounts(c);
  const files = SITEMAP_KINDS.flatMap((kind) => Array.from({ length: counts[kind] }, (_, i) => ({ path: sitemapPath(kind, i + 1) })));
  return xml(c, sitemapIndexXml(readConfig(c.env).siteUrl, files));
});

seoRoutes.get('/sitemap/:file', async (c) => {
  const match = CHILD.exec(c.req.param('file'));
  if (!match) return c.notFound();
  const entries = await childEntries(c, match[1] as SitemapKind, Number(match[2]));
  if (!entries) return c.notFound();
  return xml(c, urlsetXml(readConfig(c.env).siteUrl, entries));
});
