// The shopper's Shopware session. The token lives only in an HttpOnly cookie (browser
// JavaScript never sees it), goes upstream as the sw-context-token header, and the cookie is
// replaced whenever Shopware answers with a new token (spec section 9: 365 days, path /,
// SameSite lax, Secure when the endpoint is https).
import type { MiddlewareHandler } from 'hono';
// Tokens that are not alphanumeric are ignored, never forwarded.
import { getCookie, setCookie } from 'hono/cookie';
import type { ShopperSession } from '../shopware/client';
import type { AppEnv } from '../types';
import { readConfig } from '../env';

import { CONTEXT_TOKEN as TOKEN, CONTEXT_TOKEN_COOKIE } from '../../shared/session';

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
    if (!refusedVisitor && session.rotatedTo && session.rotatedTo !== session.token && TOKEN.test(session.rotatedTo)) {
      const secure = readConfig(c.env).shopware.endpoint.startsWith('https:');
      setCookie(c, CONTEXT_TOKEN_COOKIE, session.rotatedTo, {
        path: '/', maxAge: MAX_AGE, sameSite: 'Lax', httpOnly: true, secure,
      });
    }
  };
}
