// Puts a Server-Timing collector on `c.var.timing` and writes the header on every response.
//
// The header is written when the handler has returned its Response, which for the streamed
// document is before the body streams: calls that settle later (deferred data resolving while
// the page streams) cannot appear in it. That is why the render awaits critical data first; the
// header then shows every call the shell depended on.
import type { MiddlewareHandler } from 'hono';
import { createServerTiming, formatMetric, type ServerTiming } from './server-timing';

export type ServerTimingVariables = { timing: ServerTiming };

export function serverTiming<E extends { Variables: ServerTimingVariables }>(): MiddlewareHandler<E> {
  return async function serverTiming(c, next) {
    const timing = createServerTiming();
    const startedAt = performance.now();
    c.set('timing', timing);
    await next();
    // `total` is the time until headers, so every response carries the header, even one that
    // made no backend call.
    const total = formatMetric('total', performance.now() - startedAt);
    const value = [timing.header(), total].filter(Boolean).join(', ');
    try {
      c.res.headers.append('Server-Timing', value);
    } catch {
      // A Response passed through from fetch() has immutable headers: copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append('Server-Timing', value);
    }
  };
}
