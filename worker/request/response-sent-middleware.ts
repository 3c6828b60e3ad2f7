// Marks when the request's answer is out (response-sent.ts): the KV writes of its cache
// misses wait for that. A streamed document says itself when its body ended (render-page.tsx).
import type { MiddlewareHandler } from 'hono';
import { createResponseSent } from './response-sent';
import type { AppEnv } from '../types';

export function responseSent(): MiddlewareHandler<AppEnv> {
  return async function responseSent(c, next) {
    const sent = createResponseSent();
    c.set('responseSent', sent);
    try {
      await next();
    } finally {
      // Hono has put the error page in c.res when the handler threw; no answer at all is a 500.
      sent.handled(c.res?.status ?? 500);
    }
  };
}
