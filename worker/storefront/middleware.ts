// The request's storefront façade, built once per request and put on the context: every
// handler, loader and form post reads `c.var.storefront`, none builds its own. Two middlewares,
// because the app's order needs two moments:
//
// - `shopWords()`, early: the shop's snippets for an answer that must not wait on them (the
//   request guard's refusal, a rate limit, an error page). They get SNIPPET_WAIT_MS of their
//   own, not what is left of the request's deadline: a refusal often comes after that has
//   passed (an upstream that timed out), and a cold cache must not turn the message English
//   then. Snippets are public: reading them touches no session and sets no cookie, so a
//   refusal still changes nothing. Slower than that, or failing: the last set this isolate read
//   (last-shop-words.ts), and only in an isolate that has read none, the English fallback.
// - `storefrontApi()`, last: the façade with the request's session, deadline and preview.
import type { Context, MiddlewareHandler } from 'hono';
import type { Snippets } from '../../shared/site/types';
import { readConfig } from '../env';
import { guestOrderProofs } from '../forms/guest-order-proof';
import { requestOrigin } from '../request/origin';
import type { AppEnv } from '../types';
import { lastShopWords } from './last-shop-words';
import { createServerApi } from './server-api';

export const SNIPPET_WAIT_MS = 500;

/**
 * `deadline`: the signal that bounds the calls, asked for only when a call is made (a request
 * that makes none arms no timer: request/deadline.ts).
 */
function buildApi(c: Context<AppEnv>, deadline: () => AbortSignal | undefined) {
  return createServerApi({
    config: readConfig(c.env),
    session: c.get('session'),
    origin: requestOrigin(c.req.raw),
    faultScope: c.req.header('x-demo-scope')?.slice(0, 64),
    cartWrites: c.env.CART_WRITES,
    guestOrderProof: guestOrderProofs(c),
    cache: {
      kv: c.env.CACHE,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      timing: c.get('timing'),
      // Absent only where a test builds the context without the middleware.
      get deadline() { return deadline(); },
      afterResponse: c.get('responseSent')?.promise,
      answeredStatus: c.get('responseSent')?.status,
      preview: c.get('preview'),
      // Read when a read is answered: the render sets the log later, for a page it may store.
      reads: { note: (read) => c.get('pageReads')?.note(read), listingQuery: (query) => c.get('pageReads')?.listingQuery(query) },
    },
  });
}

async function quickSnippets(c: Context<AppEnv>): Promise<Snippets | undefined> {
  let timer: number | undefined;
  try {
    return await Promise.race([
      buildApi(c, () => AbortSignal.timeout(SNIPPET_WAIT_MS)).snippets().catch(() => undefined),
      new Promise<undefined>((resolve) => { timer = setTimeout(resolve, SNIPPET_WAIT_MS) as unknown as number; }),
    ]) ?? lastShopWords();
  } catch {
    return lastShopWords(); // no backend configured
  } finally {
    clearTimeout(timer);
  }
}

/** `c.var.shopWords()`: the shop's snippets within SNIPPET_WAIT_MS, else the isolate's last set, else undefined (the English fallback). */
export function shopWords(): MiddlewareHandler<AppEnv> {
  return async function shopWords(c, next) {
    c.set('shopWords', () => quickSnippets(c));
    await next();
  };
}

/**
 * `c.var.storefront`: the request's StorefrontApi (after the session, deadline and preview
 * middlewares), built when first used: an answer from the page store, a refusal or a static
 * answer uses none, and building it was a tenth of a stored page's CPU.
 */
export function storefrontApi(): MiddlewareHandler<AppEnv> {
  return async function storefrontApi(c, next) {
    c.set('storefront', builtOnFirstUse(() => buildApi(c, () => c.get('deadline')?.signal)));
    await next();
  };
}

/** An object that stands for `build()`'s, made the first time one of its members is read. */
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  return new Proxy({} as T, {
    get(_, member) {
      built ??= build();
      const value: unknown = Reflect.get(built, member, built);
      return typeof value === 'function' ? value.bind(built) : value;
    },
    has(_, member) {
      built ??= build();
      return Reflect.has(built, member);
    },
  });
}
