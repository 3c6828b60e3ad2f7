// robots.txt and the rule that keeps a staging deploy out of search engines.
//
// A site is indexable only when SITE_URL is https on the configured production host
// (PRODUCTION_HOST, e.g. "www.veld.nl"). Anything else (a staging host, a preview URL, a
// missing PRODUCTION_HOST, localhost) answers `Disallow: /` and sends `X-Robots-Tag: noindex`
// on every response. Localhost can never be production, whatever PRODUCTION_HOST says.

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.localhost$/i;

export function isIndexableSite(siteUrl: string, productionHost: string | undefined): boolean {
  if (!productionHost) return false;
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return false;
  }
  if (LOCAL_HOST.test(url.hostname)) return false;
  return url.protocol === 'https:' && url.host.toLowerCase() === productionHost.trim().toLowerCase();
}

/**
 * The shopper's own pages and the showcase, matched exactly (a bare '/cart' prefix would also
 * shut out a product path such as '/cartier-tas').
 */
const PRIVATE_PAGES = ['/cart', '/checkout', '/account', '/login', '/stylingViewer', '/components'];

/** Private and technical paths: the shopper's own pages, the JSON API, search results, the showcase. */
export const DISALLOWED_PATHS = [
  ...PRIVATE_PAGES.flatMap((page) => [`${page}$`, `${page}/`, `${page}?`]),
  '/api/', '/__', '/products?search=', '/*?search=', '/*&search=',
];

export function robotsTxt(siteUrl: string, indexable: boolean): string {
  if (!indexable) {
    return '# Not the production site: nothing here may be indexed.\nUser-agent: *\nDisallow: /\n';
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
