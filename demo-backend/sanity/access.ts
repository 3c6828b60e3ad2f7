// Who is asking, and which view of the content they get.
// There is one token (env.DEMO_SANITY_TOKEN, a read-write demo value). Without a token a
// request sees published documents with root ids only (store.ts), whatever perspective it asks for; a wrong token is
// refused outright, as the Content Lake does.
import type { Context } from 'hono';
import type { DemoEnv } from '../env';
import type { ViewName } from './store';

export type Access = 'anonymous' | 'authenticated' | 'invalid';

/**
 * The token an editor's Studio gets when they log in to the demo backend (routes/auth.ts):
 * Sanity hands a logged-in editor a session token the Studio sends as a bearer token.
 */
export const DEMO_EDITOR_TOKEN = 'demo-editor-session-token-for-the-local-studio';

/** The Content Lake's answer to a request without a session it knows (a wrong token, no login). */
export const unauthorized = (c: Context) =>
  c.json({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' }, 401);

export function accessOf(c: Context<DemoEnv>): Access {
  const header = c.req.header('authorization');
  if (!header) return 'anonymous';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  return token && (token === c.env.DEMO_SANITY_TOKEN || token === DEMO_EDITOR_TOKEN) ? 'authenticated' : 'invalid';
}

/** The API version from which a request without `perspective` reads `published` (not `raw`). */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19';

/**
 * Maps the `perspective` parameter to a view, or returns an error description.
 * Accepts published, drafts, previewDrafts (the old name of drafts), raw, and a
 * comma-separated stack such as "rSpring,drafts". The emulator has no content releases:
 * release ids in a stack are accepted and ignored.
 */
export function viewFor(perspective: string | undefined, apiVersion: string, access: Access): ViewName | { error: string } {
  const requested = perspective ?? (apiVersion === 'X' || apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw');
  const stack = requested.split(',').map((name) => name.trim());
  if (stack.some((name) => !/^[A-Za-z0-9_-]+$/.test(name)) || (stack.includes('raw') && stack.length > 1)) {
    return { error: `Invalid perspective "${requested}"` };
  }
  if (access !== 'authenticated') return 'public';
  if (stack[0] === 'raw') return 'raw';
  return stack.includes('drafts') || stack.includes('previewDrafts') ? 'drafts' : 'published';
}
