// Where a plain form post (no JavaScript) sends the shopper back: the page they posted from,
// read from the Referer. Only a page of this site counts: a relative Referer ('/Dames/'), a
// foreign host or another scheme is not one, and no Referer header is parsed in place
// (URL.canParse first: a malformed one once made /cart/add answer 500 after adding), and the
// path it names passes the shop's one redirect check (shared/site-path.ts): a Referer of this
// host whose path is `//evil.example` is no way off the site.
import { sitePath } from '../site-path';

/** The page of this site (host as the shopper asked for it) the Referer names, or null. */
export function refererOnSite(referer: string | null | undefined, host: string): URL | null {
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  if (from.protocol !== 'https:' && from.protocol !== 'http:') return null;
  return from.host === host ? from : null;
}

/** The path and query to send the shopper back to, or the fallback. */
export function backPath(referer: string | null | undefined, host: string, fallback: string): string {
  const from = refererOnSite(referer, host);
  return from ? sitePath(from.pathname + from.search, fallback) : fallback;
}
