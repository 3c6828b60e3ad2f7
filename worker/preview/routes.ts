// Content preview's routes under /api (#19, decision 016):
// - GET /draft-mode/enable: the Presentation tool's preview URL. Its secret is checked with
//   @sanity/preview-url-secret against the content project's secret documents (read with the
//   token); valid, the preview cookie (signed, HttpOnly) and the perspective are set and the
//   editor goes on to the requested path of this site. Without a valid secret: 401, nothing set.
// - GET /draft-mode/disable: ends the preview (from the shop's own pages only) and goes back.
// - PUT /draft-mode/perspective: the Presentation tool switched perspective ({perspective}).
// - GET /preview/v{version}/data/live/events/{dataset}: the Live Content API's events with
//   drafts, relayed with the token (the browser's @sanity/client points its live client here,
//   with credentials). What the events carry also purges the edge cache's entries with those
//   sync tags. Preview only.
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { sitePath } from '../../shared/site-path';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import { purgeTags } from '../cache/purge';
import { sanitySyncTag } from '../cache/tags';
import { readConfig } from '../env';
import { isSameOrigin } from '../middleware/same-origin';
import { sanityClient } from '../sanity/client';
import type { AppEnv } from '../types';
import { rateLimited } from '../rate-limit/middleware';
import { parsePerspective, perspectiveCookieValue } from './perspective';
import { PERSPECTIVE_COOKIE, PREVIEW_COOKIE, PREVIEW_TTL_S, signPreview } from './preview-cookie';

/** The spec's message when preview is asked for but the worker cannot read drafts. */
export const NOT_CONFIGURED = 'Visual editing is not configured';
const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** Cookies that work inside the Studio's frame, another site: SameSite=None needs Secure (https). */
function cookieOptions(c: Context<AppEnv>) {
  const secure = new URL(c.req.url).protocol === 'https:';
  return { path: '/', httpOnly: true, secure, sameSite: secure ? 'None' as const : 'Lax' as const };
}

export const previewRoutes = new Hono<AppEnv>();

previewRoutes.get('/draft-mode/enable', rateLimited('preview'), async (c) => {
  const config = readConfig(c.env);
  const { token } = config.sanity;
  if (!token) return c.text(NOT_CONFIGURED, 501, NO_STORE);
  const client = sanityClient(config).withConfig({ token });
  const { isValid, redirectTo, studioPreviewPerspective } = await validatePreviewUrl(client, c.req.url);
  if (!isValid) return c.json({ error: 'Unauthorized', message: 'Invalid or expired preview secret' }, 401, NO_STORE);
  const options = cookieOptions(c);
  setCookie(c, PREVIEW_COOKIE, await signPreview(token), { ...options, maxAge: PREVIEW_TTL_S });
  const { perspective } = parsePerspective(studioPreviewPerspective);
  setCookie(c, PERSPECTIVE_COOKIE, perspectiveCookieValue(perspective), { ...options, maxAge: PREVIEW_TTL_S });
  c.header('Cache-Control', 'private, no-store');
  // The Presentation tool opens the preview in its frame: this answer starts it there.
  c.set('studioMayFrame', true);
  return c.redirect(sitePath(redirectTo, '/'), 307);
});

previewRoutes.get('/draft-mode/disable', (c) => {
  // A GET that changes something: only from the shop's own pages (or typed in).
  if (!isSameOrigin(c.req.raw.headers, c.req.url)) return c.json({ error: 'Forbidden' }, 403, NO_STORE);
  const options = cookieOptions(c);
  deleteCookie(c, PREVIEW_COOKIE, options);
  deleteCookie(c, PERSPECTIVE_COOKIE, options);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(sitePath(c.req.query('redirect'), '/'), 303);
});

const perspectiveBody = z.object({ perspective: z.union([z.string().max(700), z.array(z.string().max(64)).max(10)]) });

previewRoutes.put('/draft-mode/perspective', async (c) => {
  if (!c.get('preview')) return c.json({ error: 'Unauthorized', message: 'Not in preview' }, 401, NO_STORE);
  const parsed = perspectiveBody.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({ error: 'Invalid request', message: 'perspective must be a perspective name or a stack of them' }, 400, NO_STORE);
  const raw = Array.isArray(parsed.data.perspective) ? parsed.data.perspective.join(',') : parsed.data.perspective;
  const stored = parsePerspective(raw);
  if (stored.warning) return c.json({ error: 'Invalid request', message: stored.warning }, 400, NO_STORE);
  setCookie(c, PERSPECTIVE_COOKIE, perspectiveCookieValue(stored.perspective), { ...cookieOptions(c), maxAge: PREVIEW_TTL_S });
  return c.json({ perspective: stored.perspective });
});

/** The Live Content API's `message` frames: their tags purge what the edge cache holds of them. */
function purgingFrames(onTags: (tags: string[]) => void): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  let buffered = '';
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      buffered += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!/^event: message$/m.test(frame)) continue;
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        try {
          const tags = (JSON.parse(data ?? 'null') as { tags?: unknown } | null)?.tags;
          if (Array.isArray(tags)) onTags(tags.filter((t): t is string => typeof t === 'string' && t.length <= 200));
        } catch {
          // not JSON: nothing to purge
        }
      }
      if (buffered.length > 64 * 1024) buffered = ''; // no frame is this long
    },
  });
}

previewRoutes.get('/preview/:version{v(?:\\d{4}-\\d{2}-\\d{2}|X)}/data/live/events/:dataset', async (c) => {
  if (!c.get('preview')) return c.json({ error: 'Unauthorized', message: 'Not in preview' }, 401, NO_STORE);
  const config = readConfig(c.env);
  const { token } = config.sanity;
  if (!token) return c.text(NOT_CONFIGURED, 501, NO_STORE);
  if (c.req.param('dataset') !== config.sanity.dataset) return c.json({ error: 'Not found' }, 404, NO_STORE);
  const host = config.sanity.apiHost ?? `https://${config.sanity.projectId}.api.sanity.io`;
  const upstream = new URL(`${host}/${c.req.param('version')}/data/live/events/${config.sanity.dataset}`);
  upstream.searchParams.set('includeDrafts', 'true');
  const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
  // On a custom host @sanity/client names the project in a header; the emulator does too.
  if (config.sanity.apiHost) headers['x-sanity-project-id'] = config.sanity.projectId;
  const lastEventId = c.req.header('last-event-id');
  if (lastEventId && /^[\w:.-]{1,200}$/.test(lastEventId)) headers['last-event-id'] = lastEventId;
  let answer: Response;
  try {
    answer = await fetch(upstream, { headers });
  } catch {
    return c.json({ error: 'Bad gateway' }, 502, NO_STORE);
  }
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    return c.json({ error: 'Bad gateway', status: answer.status }, 502, NO_STORE);
  }
  const purge = (tags: string[]) => {
    if (tags.length > 0) c.executionCtx.waitUntil(purgeTags(c.env.CACHE, tags.map(sanitySyncTag)).catch(() => undefined));
  };
  return new Response(answer.body.pipeThrough(purgingFrames(purge)), {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Accel-Buffering': 'no' },
  });
});
