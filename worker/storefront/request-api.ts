// One StorefrontApi per request, built from the request's cache, timing and session.
import type { Context } from 'hono';
import { readConfig } from '../env';
import type { AppEnv } from '../types';
import { createServerApi } from './server-api';
import { readGuestOrderProof } from '../forms/guest-order-proof';

/** The origin the shopper asked for (the Host header survives proxies that keep it). */
export function requestOrigin(request: Request): string {
  return `${new URL(request.url).protocol}//${requestHost(request)}`;
}

/** The host the shopper asked for: the Host header when it is a well-formed one, else the URL's. */
export function requestHost(request: Request): string {
  const host = request.headers.get('host');
  return host && /^[\w.:[\]-]+$/.test(host) ? host : new URL(request.url).host;
}

/**
 * `deadline`: a bound of its own for these calls instead of the request's (quick-snippets.ts:
 * a refusal's texts after the request's own deadline has passed).
 */
export function requestApi(c: Context<AppEnv>, opts: { deadline?: AbortSignal } = {}) {
  return createServerApi({
    config: readConfig(c.env),
    session: c.var.session,
    origin: requestOrigin(c.req.raw),
    faultScope: c.req.header('x-demo-scope')?.slice(0, 64),
    cartWrites: c.env.CART_WRITES,
    guestOrderProof: readGuestOrderProof(c),
    cache: {
      kv: c.env.CACHE,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      timing: c.var.timing,
      // Absent only where a test builds the context without the middleware.
      deadline: opts.deadline ?? c.get('deadline')?.signal,
      afterResponse: c.get('responseSent')?.promise,
      answeredStatus: c.get('responseSent')?.status,
      preview: c.get('preview'),
    },
  });
}
