// One deadline per request (worker/cache/deadline.ts, decision 011): every backend call made
// for the request is cancelled when it passes. The document render extends it for the sections
// that stream after the head; anything else (the /api JSON, form posts) has the critical bound.
// Sitemaps are read by crawlers, not waited on by shoppers, and a miss reads the catalogue page
// by page: they get the longer bound from the start.
import type { MiddlewareHandler } from 'hono';
import { createRequestDeadline, CRITICAL_DEADLINE_MS, STREAM_DEADLINE_MS } from '../cache/deadline';
import type { AppEnv } from '../types';

const SITEMAP = /^\/sitemap(\.xml$|\/)/;

export function requestDeadline(ms = CRITICAL_DEADLINE_MS): MiddlewareHandler<AppEnv> {
  return async function requestDeadline(c, next) {
    c.set('deadline', createRequestDeadline(SITEMAP.test(new URL(c.req.url).pathname) ? STREAM_DEADLINE_MS : ms));
    await next();
  };
}
