// A small check of sitemaps.org's rules, for tests: the XML shape (urlset/url/loc/lastmod,
// sitemapindex/sitemap/loc), absolute locations on the site, W3C datetimes, at most 50,000
// URLs and 50 MB per file. No XML library: the files are flat and machine-written.
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from './sitemap-paging';
import { SITEMAP_NS } from './sitemap-xml';

/** W3C datetime (the profiles sitemaps.org allows): YYYY, YYYY-MM, YYYY-MM-DD, or with time and zone. */
export const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex';
  entries: { loc: string; lastmod: string | null }[];
}

const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);

/** Parses and validates a sitemap or sitemap index; throws with the first broken rule. */
export function parseSitemap(xml: string, siteUrl: string): ParsedSitemap {
  if (new TextEncoder().encode(xml).length > SITEMAP_MAX_BYTES) throw new Error('sitemap larger than 50 MB');
  const head = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<(urlset|sitemapindex) xmlns="([^"]+)">([\s\S]*)<\/\1>\s*$/.exec(xml);
  if (!head) throw new Error('not a urlset or sitemapindex document');
  const kind = head[1] as ParsedSitemap['kind'];
  if (head[2] !== SITEMAP_NS) throw new Error(`wrong namespace ${head[2]}`);
  const child = kind === 'urlset' ? 'url' : 'sitemap';
  const body = head[3]!.trim();
  const item = new RegExp(`<${child}>(<loc>([^<]+)</loc>)(<lastmod>([^<]+)</lastmod>)?</${child}>`, 'g');
  const entries: ParsedSitemap['entries'] = [];
  let rest = body;
  for (const m of body.matchAll(item)) {
    entries.push({ loc: unescape(m[2]!), lastmod: m[4] ?? null });
    rest = rest.replace(m[0], '');
  }
  if (rest.trim() !== '') throw new Error(`unexpected content: ${rest.trim().slice(0, 120)}`);
  if (entries.length > SITEMAP_MAX_URLS) throw new Error(`${entries.length} entries: more than 50,000`);
  const origin = new URL(siteUrl).origin;
  for (const e of entries) {
    const url = new URL(e.loc);
    if (url.origin !== origin) throw new Error(`loc ${e.loc} is not on ${origin}`);
    if (e.loc.length >= 2048) throw new Error(`loc ${e.loc} is 2,048 characters or longer`);
    if (e.lastmod !== null && !W3C_DATETIME.test(e.lastmod)) throw new Error(`lastmod ${e.lastmod} is not a W3C datetime`);
  }
  return { kind, entries };
}
