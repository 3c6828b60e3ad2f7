// Rate limits on the shopper actions a bot would repeat (decisions 009 and 018): newsletter
// sign-ups, promotion codes, login and every other password check, registration, password
// recovery, orders and the preview's secret, each through the JSON API and as a plain form post.
//
// A limit is declared on its route (`rateLimited(scope)` beside the handler), so it counts
// exactly what the router matched: `/api/account/%6Cogin` is the login route to Hono, and so it
// is to its limit (a table of raw path strings was skipped by encoding one letter, #33). Counted
// per client before the handler runs, so a refused request reaches no backend; what a request is
// about (a guest's or a registering shopper's e-mail address, a recovery link) is counted in the
// handler once it is known and the form is valid (`limitedBy`; decision 019: the limits per
// client are loose, for a shared office or carrier address, and following a valid recovery
// link is never limited per client).
// (The contact form counts its own, after its checks: api/contact.ts.)
// Refusal: 429 with Retry-After and the shop's Dutch message.
import type { Context, MiddlewareHandler } from 'hono';
import { escapeHtml } from '../../shared/escape';
import { hitRateLimit, rateLimitClient, rateLimitedText, type RateLimitScope } from './limits';
import type { AppEnv } from '../types';

/**
 * How a refusal answers: the JSON API's error, or a plain page for a form post without
 * JavaScript. The request's transport says which (c.var.transport, set by mountForms): one
 * handler serves both.
 */
export type RefusalKind = 'json' | 'page';

/** The refusal: 429, Retry-After, the shop's message for `scope` (c.var.shopWords: the English fallback if they are slow). */
async function rateLimitRefusal(c: Context<AppEnv>, kind: RefusalKind, retryAfterSeconds: number, scope: RateLimitScope): Promise<Response> {
  const message = rateLimitedText(retryAfterSeconds, await c.var.shopWords?.(), scope);
  c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'private, no-store');
  if (kind === 'json') return c.json({ error: 'Too many requests', message }, 429);
  // A form post without JavaScript: a plain page in the shop's words, with a way back.
  return c.html(`<!doctype html><html lang="nl"><meta charset="utf-8"><title>Even geduld</title>`
    + `<main><h1>Even geduld</h1><p>${escapeHtml(message)}</p><p><a href="/">Naar de homepage</a></p></main></html>`, 429);
}

/** The limit `scope` per client on the route it is declared on. */
export function rateLimited(scope: RateLimitScope): MiddlewareHandler<AppEnv> {
  return async function rateLimited(c, next) {
    return (await limitedBy(c, scope, rateLimitClient(c.req.raw.headers))) ?? next();
  };
}

/**
 * The limit `scope` counted for `subject`: a client (rateLimitClient), or what the request is
 * about (`email:…`) whatever client sends it. The refusal, or null when the request may go on.
 */
export async function limitedBy(c: Context<AppEnv>, scope: RateLimitScope, subject: string): Promise<Response | null> {
  const limit = await hitRateLimit(c.env.RATE_LIMITER, scope, subject);
  return limit.allowed ? null : rateLimitRefusal(c, c.var.transport ?? 'json', limit.retryAfterSeconds, scope);
}
