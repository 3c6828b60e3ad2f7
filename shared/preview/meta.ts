// What a content preview's page tells its code (#19): written by the worker into
// <meta name="sanity-preview"> only in a preview, read by client/preview/. Public values only:
// the token never leaves the worker (its reads and the live events go through /api).

export const PREVIEW_META = 'sanity-preview';

export interface PreviewMeta {
  /** The stored perspective ('drafts', 'published', or a release stack). */
  perspective: string | string[];
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** The Studio the Presentation tool runs in (edit links); null without one. */
  studioUrl: string | null;
  /** The sync tags of what the page's render read (live updates match events against them). */
  syncTags: string[];
}

/** The page's preview, or null for every shopper's page. */
export function readPreviewMeta(doc: Pick<Document, 'querySelector'>): PreviewMeta | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PREVIEW_META}"]`)?.content;
  if (!content) return null;
  try {
    const meta = JSON.parse(content) as PreviewMeta;
    return typeof meta.projectId === 'string' && typeof meta.dataset === 'string' ? meta : null;
  } catch {
    return null;
  }
}
