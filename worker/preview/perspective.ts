// Which content a preview shows (#19, spec: "the stored perspective is used (cookie
// sanity-preview-perspective), defaulting to previewDrafts; an invalid stored value falls back
// to previewDrafts with a console warning"). `previewDrafts` is the old name of `drafts`, which
// @sanity/client sends. Release perspectives pass through: a stack of release ids with
// `drafts` (or `published`) under them, as the Presentation tool writes it ("rAbC12345,drafts").
import type { ClientPerspective } from '@sanity/client';

export const DEFAULT_PERSPECTIVE = 'drafts';
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

export interface StoredPerspective {
  perspective: ClientPerspective;
  /** Said once per request with a bad value (the log, logging/log.ts). */
  warning?: string;
}

/** The cookie's (or the Studio's) value as a perspective for @sanity/client. */
export function parsePerspective(raw: string | undefined | null): StoredPerspective {
  if (raw === undefined || raw === null || raw === '') return { perspective: DEFAULT_PERSPECTIVE };
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    value = raw;
  }
  if (value === 'published' || value === 'drafts') return { perspective: value };
  if (value === 'previewDrafts') return { perspective: 'drafts' };
  const stack = value.split(',').map((name) => name.trim());
  if (stack.length > 1 && stack.length <= 10 && stack.every((name) => NAME.test(name)) && !stack.includes('raw')) {
    return { perspective: stack.map((name) => (name === 'previewDrafts' ? 'drafts' : name)) as ClientPerspective };
  }
  return {
    perspective: DEFAULT_PERSPECTIVE,
    warning: `Invalid preview perspective "${value.slice(0, 100)}" in the ${'sanity-preview-perspective'} cookie: showing drafts instead`,
  };
}

/** The value the cookie keeps for a perspective. */
export function perspectiveCookieValue(perspective: ClientPerspective): string {
  return encodeURIComponent(Array.isArray(perspective) ? perspective.join(',') : perspective);
}
