// Rate limits on the shopper actions a bot would repeat (decision 009): newsletter sign-ups,
// promotion codes, login, registration and password recovery, each through the JSON API and
// as a plain form post. Counted per client before the handler runs, so a refused request
// reaches no backend. (The contact form counts its own, after its checks: api/contact.ts.)
// Refusal: 429 with Retry-After and the shop's Dutch message.
import type { Context, MiddlewareHandler } from 'hono';
import { NEWSLETTER_POST_PATH } from '../../shared/forms/newsletter';
import { hitRateLimit, rateLimitClient, rateLimitedText, type RateLimitScope } from '../api/rate-limit';
import { quickSnippets } from '../storefront/quick-snippets';
import type { AppEnv } from '../types';

/** POST paths and the limit they count against. */
export const LIMITED_POSTS: Readonly<Record<string, RateLimitScope>> = {
  '/api/newsletter': 'newsletter',
  [NEWSLETTER_POST_PATH]: 'newsletter',
  '/api/cart/promotion': 'promotion',
  '/api/account/login': 'login',
  '/login': 'login',
  '/api/account/register': 'register',
  '/account/register': 'register',
  '/api/account/recovery': 'recovery',
  '/api/account/recovery/confirm': 'recovery',
  '/account/recover': 'recovery',
};

/** The refusal in the shop's snippets (quickSnippets: the English fallback if they are slow). */
async function refusalText(c: Context<AppEnv>, retryAfterSeconds: number): Promise<string> {
  return rateLimitedText(retryAfterSeconds, await quickSnippets(c));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function rateLimits(): MiddlewareHandler<AppEnv> {
  return async function rateLimits(c, next) {
    if (c.req.method !== 'POST') return next();
    const path = new URL(c.req.url).pathname.replace(/(?<=.)\/$/, '');
    const scope = LIMITED_POSTS[path];
    if (!scope) return next();
    const limit = await hitRateLimit(c.env.RATE_LIMITER, scope, rateLimitClient(c.req.raw.headers));
    if (limit.allowed) return next();
    const message = await refusalText(c, limit.retryAfterSeconds);
    c.header('Retry-After', String(limit.retryAfterSeconds));
    c.header('Cache-Control', 'private, no-store');
    if (path.startsWith('/api/')) return c.json({ error: 'Too many requests', message }, 429);
    // A form post without JavaScript: a plain page in the shop's words, with a way back.
    return c.html(`<!doctype html><html lang="nl"><meta charset="utf-8"><title>Even geduld</title>`
      + `<main><h1>Even geduld</h1><p>${escapeHtml(message)}</p><p><a href="/">Naar de homepage</a></p></main></html>`, 429);
  };
}
