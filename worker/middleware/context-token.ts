// The shopper's Shopware session. The token lives only in an HttpOnly cookie (browser
// JavaScript never sees it), goes upstream as the sw-context-token header, and the cookie is
// replaced whenever Shopware answers with a new token (spec section 9: 365 days, path /,
// SameSite lax, Secure when the endpoint is https). Beside it, the shopper hint: what a page may
// know of the session before it asks (the cart's count, logged in or not; no secret), which
// the page's script reads (shared/shopper-hint.ts), kept as the answers learned it.
import type { MiddlewareHandler } from 'hono';
// Tokens that are not alphanumeric are ignored, never forwarded.
import { getCookie, setCookie } from 'hono/cookie';
import type { ShopperSession } from '../shopware/client';
import type { AppEnv } from '../types';
import { readConfig } from '../env';

import { CONTEXT_TOKEN as TOKEN, CONTEXT_TOKEN_COOKIE } from '../../shared/session';
import { parseShopperHint, serializeShopperHint, SHOPPER_HINT_COOKIE, type ShopperHint } from '../../shared/shopper-hint';

export { CONTEXT_TOKEN_COOKIE };
const MAX_AGE = 365 * 24 * 60 * 60;

export function contextToken(): MiddlewareHandler<AppEnv> {
  return async function contextToken(c, next) {
    const raw = getCookie(c, CONTEXT_TOKEN_COOKIE);
    const session: ShopperSession = { token: raw && TOKEN.test(raw) ? raw : undefined };
    c.set('session', session);
    await next();
    // A refused request (4xx) from someone without a session starts none: the context Shopware
    // made for it holds nothing, and a cookie would only replace nothing with nothing.
    const refusedVisitor = session.token === undefined && c.res.status >= 400 && c.res.status < 500;
    const secure = readConfig(c.env).shopware.endpoint.startsWith('https:');
    const rotated = !refusedVisitor && session.rotatedTo !== undefined && session.rotatedTo !== session.token && TOKEN.test(session.rotatedTo);
    if (rotated) {
      setCookie(c, CONTEXT_TOKEN_COOKIE, session.rotatedTo!, {
        path: '/', maxAge: MAX_AGE, sameSite: 'Lax', httpOnly: true, secure,
      });
    }
    const sent = getCookie(c, SHOPPER_HINT_COOKIE);
    const hint = shopperHint(session.token !== undefined || rotated, parseShopperHint(sent), session.learned);
    const value = hint && serializeShopperHint(hint);
    // Readable by the page's script (not HttpOnly): it holds nothing but a count and a yes or no.
    if (value && value !== sent) setCookie(c, SHOPPER_HINT_COOKIE, value, { path: '/', maxAge: MAX_AGE, sameSite: 'Lax', secure });
    else if (!value && sent !== undefined) setCookie(c, SHOPPER_HINT_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'Lax', secure });
  };
}

/**
 * The hint after this request: none without a session; otherwise what the request learned,
 * over what the page knew (a session nothing is known of yet: the page asks after hydration).
 */
export function shopperHint(hasSession: boolean, sent: ShopperHint | null, learned: ShopperSession['learned']): ShopperHint | null {
  if (!hasSession) return null;
  return {
    cartCount: learned?.cartCount !== undefined ? learned.cartCount : sent?.cartCount ?? null,
    loggedIn: learned?.loggedIn ?? sent?.loggedIn ?? false,
  };
}
