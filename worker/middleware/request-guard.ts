// The one guard in front of every route (decision 009): what a request must be before the
// session is touched or a backend is called. A refused request gets a clear message in the shop's words and
// changes nothing: the guard runs before the context-token middleware, so no new context is
// started and no cookie is set.
//
// - The address (path and query string) holds no control characters and only UTF-8. /api and
//   form posts are refused here with 400; a page request goes on to the route loader, which
//   answers 400 with the shop's error page (client/router/load-route.ts, the same rule).
// - State-changing requests come from the shop's own pages (same-origin.ts): 403 otherwise.
// - A JSON endpoint under /api takes only `application/json` (415 otherwise): a cross-site
//   page can send text/plain or a form without a CORS preflight, never JSON.
// - A body is at most BODY_LIMIT bytes (413), and its text is UTF-8 without control
//   characters (400), for JSON and for form posts alike.
// Webhooks (/api/revalidate), the Shopware app's registration (/api/shopware-app/*) and the deep
// health check (/__health/deep, worker/health.ts) are exempt from the origin and type checks:
// they come from other origins (a backend, a monitor) and prove themselves with a signature, and
// limit their own body size.
// The product-analytics relay (/ingest) is checked for its origin only: PostHog's library posts
// gzip-compressed batches, which the relay passes on unread, within a limit of its own.
import type { Context, MiddlewareHandler } from 'hono';
import { addressProblem, decodeUtf8Strict, INVALID_TEXT_MESSAGE, isCleanText, jsonTextProblem, queryProblem } from '../../shared/input';
import { messageText, shopperMessage } from '../../shared/snippets';
import { RELAY_PATH } from '../analytics/product-analytics-relay';
import type { AppEnv } from '../types';
import { readHonoBodyLimited, TOO_LARGE } from '../request/read-body';
import { CROSS_SITE_MESSAGE, isSameOrigin } from './same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT_PATHS = ['/api/revalidate', '/api/shopware-app', '/__health/deep'];
const RELAY_PATHS = [RELAY_PATH];

/** The path is one of `prefixes` or below one. */
const under = (prefixes: readonly string[], path: string) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** The largest body any form or JSON endpoint of the shop takes. */
export const BODY_LIMIT = 64 * 1024;

export const JSON_ONLY_MESSAGE = shopperMessage('errors.jsonOnly', 'This address only takes JSON (Content-Type: application/json).');
export const TOO_LARGE_MESSAGE = shopperMessage('errors.tooLarge', 'This request is too large.');
export const INVALID_JSON_MESSAGE = shopperMessage('errors.invalidJson', 'This request is not valid JSON.');

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function requestGuard(): MiddlewareHandler<AppEnv> {
  return async function requestGuard(c, next) {
    const url = new URL(c.req.url);
    const path = url.pathname;
    const method = c.req.method;
    const api = isApiPath(path);
    const refuse = (status: 400 | 403 | 413 | 415, error: string, message: string) => refusal(c, api, status, error, message);

    const safe = SAFE_METHODS.has(method);
    const badAddress = addressProblem(path, url.search);
    if (badAddress && (api || !safe)) return refuse(400, 'Invalid request', badAddress);
    if (safe) return next();
    if (under(EXEMPT_PATHS, path)) return next();
    if (!isSameOrigin(c.req.raw.headers, c.req.url)) return refuse(403, 'Forbidden', CROSS_SITE_MESSAGE);
    if (under(RELAY_PATHS, path)) return next();

    const type = mediaType(c.req.header('content-type'));
    const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
    if (api && (hasBody || method === 'POST' || method === 'PATCH') && type !== 'application/json') {
      return refuse(415, 'Unsupported Media Type', JSON_ONLY_MESSAGE);
    }
    if (!hasBody) return next();

    const body = await readHonoBodyLimited(c.req, BODY_LIMIT);
    if (body === TOO_LARGE) return refuse(413, 'Payload Too Large', TOO_LARGE_MESSAGE);
    if (type === 'application/json') {
      const text = decodeUtf8Strict(body);
      if (text === null) return refuse(400, 'Invalid request', INVALID_TEXT_MESSAGE);
      if (text.trim() !== '') {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return refuse(400, 'Invalid request', INVALID_JSON_MESSAGE);
        }
        const problem = jsonTextProblem(json);
        if (problem) return refuse(400, 'Invalid request', problem);
      }
    } else if (type === 'application/x-www-form-urlencoded') {
      const text = decodeUtf8Strict(body);
      const problem = text === null ? INVALID_TEXT_MESSAGE : queryProblem(text, { allowLineBreaks: true });
      if (problem) return refuse(400, 'Invalid request', problem);
    } else if (type === 'text/plain') {
      const text = decodeUtf8Strict(body);
      if (text === null || !isCleanText(text)) return refuse(400, 'Invalid request', INVALID_TEXT_MESSAGE);
    }
    return next();
  };
}

/** The refusal: the message (a snippet key, shopperMessage) in the shop's words. */
async function refusal(c: Context<AppEnv>, api: boolean, status: 400 | 403 | 413 | 415, error: string, message: string): Promise<Response> {
  const text = messageText(await c.var.shopWords?.(), message);
  c.header('Cache-Control', 'private, no-store');
  return api ? c.json({ error, message: text }, status) : c.text(text, status);
}
