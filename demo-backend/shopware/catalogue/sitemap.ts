// The Store API's sitemap routes (SitemapRoute, SitemapFileRoute). Shopware writes gzipped
// sitemap files (at most 49,999 URLs each, SitemapHandle::MAX_URLS) under
// `sitemap/salesChannel-{salesChannelId}-{languageId}/` with a scheduled task and lists them; the
// demo builds the same files on request from its canonical SEO URLs (home, categories, products
// and looks), in SEO URL order, so nothing needs generating first.
import { Hono } from 'hono';
import { escapeXml } from '../../../shared/escape';
import type { ShopwareEnv } from '../types';
import { StoreApiError } from '../store-api-error';
import { errorResponse, viewFor } from './http';
import { LANGUAGE_ID, SALES_CHANNEL_ID, SEEDED_AT } from './entities';

/** SitemapHandle::MAX_URLS. */
export const URLS_PER_FILE = 49_999;
/**
 * The sales channel domain the <loc>s are written for: the storefront's local address (the demo
 * has no domain entity; see docs/demo-backend/catalogue.md).
 */
export const SITEMAP_DOMAIN = 'http://localhost:8787';

const DIRECTORY = `salesChannel-${SALES_CHANNEL_ID}-${LANGUAGE_ID}`;
const fileName = (index: number) => `${SALES_CHANNEL_ID}-sitemap-${index}.xml.gz`;

/** The sitemap XML for one page of URLs (Shopware's defaults: changefreq hourly, priority 0.5). */
export function sitemapXml(paths: string[], lastmod: string): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${SITEMAP_DOMAIN}/${path}`)}</loc><lastmod>${lastmod}</lastmod>`
    + '<changefreq>hourly</changefreq><priority>0.5</priority></url>');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

async function urlCount(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM cat_seo_url WHERE is_deleted = 0').first<{ n: number }>();
  // + the home page, which has no SEO URL of its own.
  return (row?.n ?? 0) + 1;
}

export const sitemapRoutes = new Hono<ShopwareEnv>();
sitemapRoutes.onError((error, c) => errorResponse(c, error));

sitemapRoutes.on(['GET', 'POST'], '/sitemap', async (c) => {
  await viewFor(c);
  const files = Math.ceil((await urlCount(c.env.DB)) / URLS_PER_FILE);
  const origin = new URL(c.req.url).origin;
  // SitemapLister: the file's public URL. The demo's files are served by the file route below.
  return c.json(Array.from({ length: files }, (_, i) => ({
    filename: `${origin}/store-api/sitemap/${DIRECTORY}/${fileName(i + 1)}`,
    created: SEEDED_AT,
    apiAlias: 'sitemap',
  })));
});

// `{filePath}` spans slashes (the files sit in a directory), as Shopware's `.+\.xml\.gz`.
sitemapRoutes.on(['GET', 'POST'], '/sitemap/:filePath{.+}', async (c) => {
  const filePath = c.req.param('filePath');
  // The route's requirement is `.+\.xml\.gz`.
  if (!/\.xml\.gz$/.test(filePath)) throw StoreApiError.of(404, '0', `No route found for "${c.req.method} ${c.req.path}"`);
  await viewFor(c);
  const match = new RegExp(`^${DIRECTORY}/${SALES_CHANNEL_ID}-sitemap-(\\d+)\\.xml\\.gz$`).exec(filePath);
  const index = match ? Number(match[1]) : 0;
  const files = Math.ceil((await urlCount(c.env.DB)) / URLS_PER_FILE);
  // Not one of the listed files: Shopware answers `JsonResponse(null, 204)`.
  if (index < 1 || index > files) return c.body(null, 204);
  const offset = (index - 1) * URLS_PER_FILE;
  // The home page is the first URL of the first file.
  const { results } = await c.env.DB.prepare(
    'SELECT seo_path_info FROM cat_seo_url WHERE is_deleted = 0 ORDER BY rowid LIMIT ? OFFSET ?',
  ).bind(index === 1 ? URLS_PER_FILE - 1 : URLS_PER_FILE, index === 1 ? 0 : offset - 1).all<{ seo_path_info: string }>();
  const paths = [...(index === 1 ? [''] : []), ...results.map((r) => r.seo_path_info)];
  const xml = new Blob([sitemapXml(paths, SEEDED_AT)]).stream().pipeThrough(new CompressionStream('gzip'));
  const name = fileName(index);
  return c.body(xml, 200, { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename=${name}` });
});
