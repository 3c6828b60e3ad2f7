// Security headers for every response the worker makes (static assets get theirs from
// public/_headers). Scripts are our own hashed bundles and the inline data scripts the render
// writes, which carry the per-response nonce.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    const set = (k: string, v: string) => { if (!h.has(k)) h.set(k, v); };
    try {
      set('X-Content-Type-Options', 'nosniff');
      set('Referrer-Policy', 'strict-origin-when-cross-origin');
      set('X-Frame-Options', 'SAMEORIGIN');
      set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
      if ((h.get('Content-Type') ?? '').startsWith('text/html')) {
        set('Content-Security-Policy', [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}' https://player.vimeo.com https://www.google.com https://www.gstatic.com`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https: http:",
          "media-src 'self' https: http:",
          "connect-src 'self'",
          "frame-src 'self' https://player.vimeo.com https://www.google.com",
          "font-src 'self' data:",
          "base-uri 'self'",
          "form-action 'self'",
          "object-src 'none'",
        ].join('; '));
      }
    } catch {
      // Immutable headers (a passed-through fetch Response): leave them as they are.
    }
  };
}
