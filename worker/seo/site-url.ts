// Absolute URLs on the site (SITE_URL): canonical links, Open Graph, JSON-LD and sitemap
// locations. A path is always one of this site, whatever it begins with: `new URL(path,
// siteUrl)` alone reads `//host/x` (or `/\host`, which URLs read as `//`) as another host, and
// throws on one that is no host (`//a%00`, an address a prober sent, #33).

/** `path` (with its query) as an absolute URL on the site, percent-encoded where it must be. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(`/${path.replace(/^[/\\\t\n\r]+/, '')}`, siteUrl).href;
}
