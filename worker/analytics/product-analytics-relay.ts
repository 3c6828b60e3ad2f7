// The product-analytics relay (#20, decision 012): PostHog's browser library talks to /ingest on
// the shop's own origin, and the worker passes what it sends on to PostHog. Blockers and the
// CSP see only the shop's own origin; what goes upstream is the library's request and nothing
// of the shopper's session: no cookie (the Shopware context token is one), no IP address.
//
// Only PostHog's browser endpoints pass: events (/e, /i/v0/e, /batch, /capture), flags (/flags,
// /decide), remote config (/array/<key>/config[.js]), surveys (/api/surveys) and the library's
// lazily loaded scripts (/static/*.js, from PostHog's assets host, as PostHog's own proxy
// guides do it). Anything else is 404. Without POSTHOG_KEY the relay is off (404).
// What carries data about the shopper (events, flags, surveys) passes only while their consent
// cookie grants analytics: a batch the library captured before a withdrawal and sends after it
// is refused (403, which the library does not retry) and never reaches PostHog.
import { Hono, type Context } from 'hono';
import { consentFromCookieHeader } from '../../shared/analytics/consent';
import { readConfig } from '../env';
import { readBodyLimited, TOO_LARGE } from '../request/read-body';
import type { AppEnv } from '../types';

export const RELAY_PATH = '/ingest';
/** A batch of events (gzip) is a few KiB; a shopper's library never sends close to this. */
export const RELAY_BODY_LIMIT = 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 10_000;

const EVENT_PATHS = /^\/(?:e|i\/v0\/e|batch|capture|flags|decide|api\/surveys)\/?$/;
const ASSET_PATHS = /^\/(?:static\/(?:\d+\.\d+\.\d+\/)?[A-Za-z0-9._-]+\.js|array\/[A-Za-z0-9_-]+\/config(?:\.js)?)$/;
/** Request headers the library's requests need upstream; everything else stays here. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'content-encoding', 'accept', 'accept-encoding'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'last-modified'];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const notFound = (c: Context<AppEnv>) => c.json({ error: 'Not found' }, 404, NO_STORE);

async function relay(c: Context<AppEnv>): Promise<Response> {
  const posthog = readConfig(c.env).posthog;
  if (!posthog) return notFound(c);
  const url = new URL(c.req.url);
  const path = url.pathname.slice(RELAY_PATH.length) || '/';
  const asset = ASSET_PATHS.test(path);
  if (!asset && !EVENT_PATHS.test(path)) return notFound(c);
  if (!asset && !consentFromCookieHeader(c.req.header('cookie') ?? '')?.analytics) {
    return c.json({ error: 'No consent for analytics' }, 403, NO_STORE);
  }
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return c.json({ error: 'Method not allowed' }, 405, { ...NO_STORE, Allow: 'GET, HEAD, POST' });
  }
  let body: Uint8Array | undefined;
  if (method === 'POST') {
    const read = await readBodyLimited(c.req.raw, RELAY_BODY_LIMIT);
    if (read === TOO_LARGE) return c.json({ error: 'Payload too large' }, 413, NO_STORE);
    body = read;
  }
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const upstream = `${asset ? posthog.assetsHost : posthog.host}${path}${url.search}`;
  let answer: Response;
  try {
    answer = await fetch(upstream, { method, headers, body: body as BodyInit | undefined, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return c.json({ error: timedOut ? 'Gateway timeout' : 'Bad gateway' }, timedOut ? 504 : 502, NO_STORE);
  }
  const out = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) out.set(name, value);
  }
  // The library's scripts may be cached as PostHog says; answers about a shopper never.
  if (!asset || !out.has('cache-control')) out.set('cache-control', asset ? 'public, max-age=300' : 'private, no-store');
  return new Response(method === 'HEAD' ? null : answer.body, { status: answer.status, headers: out });
}

export const productAnalyticsRelay = new Hono<AppEnv>().all('/*', relay);
