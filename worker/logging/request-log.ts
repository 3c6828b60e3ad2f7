// One line per request (decision 021): what was asked (method, route, path without its query),
// what was answered (status), how long it took, how the edge cache answered and how many calls
// went to each backend, under the request's id, which the answer also carries (X-Request-Id) so
// a shopper's report or a test finds its lines.
//
// The id is Cloudflare's ray id when there is one (the same id in Cloudflare's own logs and
// dashboard), else a fresh UUID; an id the client sends is never taken, so no one can write
// lines under another request's id.
//
// The line is written when the answer is out: for the streamed document, when its body ended
// (request/response-sent.ts), so `ms` is the whole answer and the deferred data's backend calls are
// counted; `headersMs` is the time to the status and headers.
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { CacheOutcome } from '../request/server-timing';
import type { AppEnv } from '../types';
import { createRequestScope, inRequest, writeLine, type RequestScope } from './log';
import { loggablePath } from './redact';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A ray id as Cloudflare writes it: 16 hex digits and the data centre ("8f1e2d3c4b5a6978-AMS"). */
const RAY_ID = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/i;

/** The request's id: its ray id, else a new one. */
export function requestIdOf(rayHeader: string | undefined): string {
  return rayHeader && RAY_ID.test(rayHeader) ? rayHeader : crypto.randomUUID();
}

/**
 * Hono's request-id middleware with our source of ids: `c.var.requestId`. Its header name is
 * empty so that it neither reads an id from the request nor writes one: requestLog writes the
 * header, on every answer, thrown or passed through.
 */
export const requestIdentity = () => requestId({ headerName: '', generator: (c) => requestIdOf(c.req.header('cf-ray')) });

/**
 * The status a request's line carries when the client went away before the answer (nginx's
 * "client closed request"): the worker wrote no answer, but the request reached it and has its line.
 */
export const CLIENT_CLOSED = 499;

export function requestLog(): MiddlewareHandler<AppEnv> {
  return async function requestLog(c, next) {
    const startedAt = performance.now();
    const scope = createRequestScope(c.get('requestId'));
    let headersMs: number | undefined = undefined; // until the status and headers are out
    let written = false;
    const line = (status: number, cancelled = false) => {
      if (written) return;
      written = true;
      inRequest(scope, () => writeRequestLine(c, scope, status, startedAt, headersMs ?? performance.now() - startedAt, cancelled));
    };
    // The client gave up (a reset, a proxy's timeout): workerd ends the request's work, and
    // the line would never come. The request's signal fires first (compatibility flag
    // enable_request_signal, wrangler.toml): the line is written then, once (#49).
    const signal = c.req.raw.signal as AbortSignal | undefined;
    const cancelled = () => line(headersMs === undefined ? CLIENT_CLOSED : c.res.status, true);
    signal?.addEventListener('abort', cancelled, { once: true });
    await inRequest(scope, next);
    headersMs = performance.now() - startedAt;
    setHeader(c, REQUEST_ID_HEADER, scope.id);
    const status = c.res.status;
    const done = () => {
      signal?.removeEventListener('abort', cancelled);
      line(status);
    };
    // Present once the responseSent middleware ran; for a streamed document it resolves when
    // the body ended. Not awaited here: the body streams only after this returns.
    const sent = c.get('responseSent')?.promise;
    if (!sent) return done();
    const afterSent = sent.then(done);
    try {
      c.executionCtx.waitUntil(afterSent);
    } catch {
      // No execution context (a test's app.request): the line still comes, just unawaited.
    }
  };
}

function writeRequestLine(c: Context<AppEnv>, scope: RequestScope, status: number, startedAt: number, headersMs: number, cancelled: boolean): void {
  const url = new URL(c.req.url);
  writeLine('info', 'request', {
    method: c.req.method,
    route: routeOf(c),
    path: loggablePath(url.pathname),
    status,
    ms: Math.round(performance.now() - startedAt),
    headersMs: Math.round(headersMs),
    cache: cacheSummary(c.get('timing')?.outcomes() ?? []),
    upstream: { ...scope.upstream },
    // The client went away before the answer was out.
    ...(cancelled ? { cancelled: true } : {}),
  });
}

/**
 * The route that answered, as registered ('/api/product/:id'), never a value of it; for the
 * document, the page route the render resolved ('document:products'), which the render sets.
 */
function routeOf(c: Context<AppEnv>): string {
  return c.get('documentRoute') ? `document:${c.get('documentRoute')}` : routePath(c) || 'unmatched';
}

/** How the edge cache answered the request's backend reads, counted: { hit: 3, miss: 1 }. */
export function cacheSummary(outcomes: CacheOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

function setHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // A Response passed through from fetch() has immutable headers: copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
