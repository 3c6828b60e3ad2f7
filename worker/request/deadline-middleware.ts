// One deadline per request (deadline.ts, decision 011): every backend call made
// for the request is cancelled when it passes. The document render extends it for the sections
// that stream after the head; other reads (the /api JSON) have the critical bound. A request
// that changes something (a form post, a cart write, placing an order) gets WRITE_DEADLINE_MS:
// cut short, a write leaves the shopper unsure whether it landed.
// Sitemaps are read by crawlers, not waited on by shoppers, and a miss reads the catalogue page
// by page: they get the longer bound from the start.
import type { MiddlewareHandler } from 'hono';
import { createRequestDeadline, CRITICAL_DEADLINE_MS, STREAM_DEADLINE_MS, WRITE_DEADLINE_MS } from './deadline';
import type { AppEnv } from '../types';

const SITEMAP = /^\/sitemap(\.xml$|\/)/;

export function requestDeadline(ms = CRITICAL_DEADLINE_MS): MiddlewareHandler<AppEnv> {
  return async function requestDeadline(c, next) {
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    const bound = !reads ? WRITE_DEADLINE_MS : SITEMAP.test(new URL(c.req.url).pathname) ? STREAM_DEADLINE_MS : ms;
    c.set('deadline', createRequestDeadline(bound));
    await next();
  };
}
