// Preview mode per request (#19): a valid `sanity-preview` cookie (preview-cookie.ts) puts the
// request in preview with the stored perspective (perspective.ts). Then every Sanity read of the
// request goes past the edge cache to the Content Lake with the read token (worker/sanity/client.ts,
// cachedQuery), and every answer is `private, no-store`: draft content is never written to, nor
// read from, a shared cache. API answers carry the sync tags of what they read
// (X-Sanity-Sync-Tags), which the browser's live updates match events against.
import type { ClientPerspective } from '@sanity/client';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { PreviewMeta } from '../../shared/preview/meta';
import { readConfig, type Config } from '../env';
import type { AppEnv } from '../types';
import { parsePerspective } from './perspective';
import { PERSPECTIVE_COOKIE, PREVIEW_COOKIE, verifyPreview } from './preview-cookie';
import { logWarn } from '../logging/log';

export const SYNC_TAGS_HEADER = 'X-Sanity-Sync-Tags';

export interface SanityPreview {
  perspective: ClientPerspective;
  /** The sync tags of every query this request read (the live updates' matching). */
  syncTags: Set<string>;
}

/** The request's preview, when its cookie is one of ours and the worker can read drafts. */
export async function previewOf(cookies: { preview?: string | undefined; perspective?: string | undefined }, token: string | undefined): Promise<SanityPreview | undefined> {
  if (!token || !(await verifyPreview(cookies.preview, token))) return undefined;
  const stored = parsePerspective(cookies.perspective);
  if (stored.warning) logWarn(stored.warning);
  return { perspective: stored.perspective, syncTags: new Set() };
}

function configuredToken(env: AppEnv['Bindings']): string | undefined {
  try {
    return readConfig(env).sanity.token;
  } catch {
    return undefined; // a configuration error is the app's to report
  }
}

export function previewMode(): MiddlewareHandler<AppEnv> {
  return async function previewMode(c, next) {
    // Only a request that brings the cookie costs anything here.
    const raw = getCookie(c, PREVIEW_COOKIE);
    const preview = raw ? await previewOf({ preview: raw, perspective: getCookie(c, PERSPECTIVE_COOKIE) }, configuredToken(c.env)) : undefined;
    c.set('preview', preview);
    if (preview) c.set('studioMayFrame', true);
    await next();
    if (!preview) return;
    let headers = c.res.headers;
    try {
      headers.set('Cache-Control', 'private, no-store');
    } catch {
      c.res = new Response(c.res.body, c.res); // an answer passed through with immutable headers
      headers = c.res.headers;
      headers.set('Cache-Control', 'private, no-store');
    }
    headers.append('Vary', 'Cookie');
    if (preview.syncTags.size > 0) headers.set(SYNC_TAGS_HEADER, [...preview.syncTags].join(' '));
  };
}

/** What the preview's page tells its code (shared/preview/meta.ts), or undefined for shoppers. */
export function previewMeta(config: Config, preview: SanityPreview | undefined): PreviewMeta | undefined {
  if (!preview) return undefined;
  const { projectId, dataset, apiVersion, studioUrl } = config.sanity;
  return {
    perspective: preview.perspective as string | string[], projectId, dataset, apiVersion, studioUrl: studioUrl ?? null,
    syncTags: [...preview.syncTags],
  };
}
