// Security headers for every response the worker makes (static assets get theirs from
// public/_headers). Scripts are our own hashed bundles and the inline data scripts the render
// writes, which carry the per-response nonce.
//
// script-src trusts the nonce and, through 'strict-dynamic', what a nonced script loads (the
// bootstrap's modulepreload links, which carry the nonce too, its import() of the entry, and
// the chunks and the reCAPTCHA script that code loads in turn). Browsers that know
// 'strict-dynamic' then ignore host sources; 'self' and the hosts stay for those that do not.
// reCAPTCHA's hosts are listed only when a site key is configured: www.google.com and
// www.gstatic.com serve script that can be abused to run a page's own markup as code.
//
// Framing: only the shop's own pages may frame a page (frame-ancestors 'self', and the older
// X-Frame-Options: SAMEORIGIN). A content preview is the exception: the Studio's Presentation
// tool, always on another origin, frames it, so a preview's answers (and the one that starts a
// preview) name the Studio's origin in frame-ancestors and carry no X-Frame-Options, which
// knows no other origin and would refuse the frame (#33).
import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../env';
import type { AppEnv } from '../types';

const RECAPTCHA_HOSTS = 'https://www.google.com https://www.gstatic.com';
/** Google Tag Manager and the Google Analytics endpoints its tags send to (only with GTM_ID). */
const TAG_MANAGER_SCRIPT_HOSTS = 'https://www.googletagmanager.com';
const TAG_MANAGER_CONNECT_HOSTS = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

/** Two years, subdomains included: sent only over https (browsers ignore it over http anyway). */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function contentSecurityPolicy(nonce: string, opts: { recaptcha: boolean; tagManager?: boolean; studioOrigin?: string | undefined }): string {
  const recaptcha = opts.recaptcha ? ` ${RECAPTCHA_HOSTS}` : '';
  const tagManager = opts.tagManager ? ` ${TAG_MANAGER_SCRIPT_HOSTS}` : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https://player.vimeo.com${recaptcha}${tagManager}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' https: http:",
    `connect-src 'self'${opts.tagManager ? ` ${TAG_MANAGER_CONNECT_HOSTS}` : ''}`,
    `frame-src 'self' https://player.vimeo.com${opts.recaptcha ? ' https://www.google.com' : ''}`,
    "font-src 'self' data:",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors 'self'${opts.studioOrigin ? ` ${opts.studioOrigin}` : ''}`,
  ].join('; ');
}

function configured(env: AppEnv['Bindings']): { recaptcha: boolean; tagManager: boolean; studioUrl: string | undefined } {
  try {
    const config = readConfig(env);
    return { recaptcha: config.recaptchaSiteKey !== undefined, tagManager: config.gtmId !== undefined, studioUrl: config.sanity.studioUrl };
  } catch {
    // Without a valid configuration there is no page with a contact form or tags either.
    return { recaptcha: false, tagManager: false, studioUrl: undefined };
  }
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    const set = (k: string, v: string) => { if (!h.has(k)) h.set(k, v); };
    try {
      const studioMayFrame = c.get('studioMayFrame') === true;
      set('X-Content-Type-Options', 'nosniff');
      set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (!studioMayFrame) set('X-Frame-Options', 'SAMEORIGIN');
      set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
      if (new URL(c.req.url).protocol === 'https:') set('Strict-Transport-Security', HSTS);
      if ((h.get('Content-Type') ?? '').startsWith('text/html')) {
        const { studioUrl, ...options } = configured(c.env);
        const studioOrigin = studioMayFrame && studioUrl ? new URL(studioUrl).origin : undefined;
        set('Content-Security-Policy', contentSecurityPolicy(nonce, { ...options, studioOrigin }));
      }
    } catch {
      // Immutable headers (a passed-through fetch Response): leave them as they are.
    }
  };
}
