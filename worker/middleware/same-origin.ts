// Every state-changing request must come from the shop's own pages. A cross-site page could
// otherwise post a form to /cart/add or /login on a shopper's behalf: the SameSite=Lax cookie
// is not sent with it, so the worker would start a new context and the browser would take its
// cookie, wiping the shopper's cart or session. Browsers say where a request comes from
// (Sec-Fetch-Site, and Origin on every POST); a request that says neither does not come from a
// browser page (curl, a server) and cannot carry a shopper's cookies against their will.
// Webhooks (/api/revalidate) come from other origins and prove themselves with a signature.
// The check itself is applied by the request guard (request-guard.ts), with the shop's other
// rules for state-changing requests.

import { shopperMessage } from '../../shared/snippets';

export const CROSS_SITE_MESSAGE = shopperMessage('errors.crossSite', 'This request does not come from our shop and was refused.');

/** Whether the request's own headers place it on this site (exported for tests). */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = headers.get('origin');
  if (!origin) return true;
  if (origin === 'null') return false;
  try {
    const from = new URL(origin);
    const host = headers.get('host') ?? new URL(requestUrl).host;
    return from.host === host || from.origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
}
