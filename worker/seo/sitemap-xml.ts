// The sitemaps.org XML: a sitemap index and url sets. Locations are absolute on SITE_URL and
// XML-escaped; lastmod is a W3C datetime.
import { escapeXml } from '../../shared/escape';
import { SITEMAP_MAX_URLS } from './sitemap-paging';
import { absoluteUrl } from './site-url';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One URL of a sitemap: a path on this site and when its content last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** A backend date as a W3C datetime (UTC, seconds), or null when it is missing or not a date. */
export function w3cDatetime(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}

export function urlsetXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs, got ${entries.length}`);
  const urls = entries.map((e) => {
    const lastmod = w3cDatetime(e.lastmod);
    return `<url><loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, sitemaps: readonly { path: string; lastmod?: string | null }[]): string {
  const items = sitemaps.map((s) => {
    const lastmod = w3cDatetime(s.lastmod);
    return `<sitemap><loc>${escapeXml(absoluteUrl(siteUrl, s.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}
