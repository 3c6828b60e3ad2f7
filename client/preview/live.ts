// Live content in a preview (#19): the Live Content API's events, with drafts, through the
// worker's relay (/api/preview/…: it adds the token, which the browser never has; the preview
// cookie goes along as the credentials). An event whose sync tags meet what the page read
// invalidates the page's content queries, and TanStack Query fetches them again; a `restart`
// (the stream lost its place) refetches them all.
import { createClient } from '@sanity/client';
import type { QueryClient, Query } from '@tanstack/react-query';
import type { PreviewMeta } from '../../shared/preview/meta';
import { touchesPage } from './sync-tags';

/** Queries that hold no content: the shopper's own, and answers to what they type. */
const NOT_CONTENT = new Set(['account', 'checkout', 'cart', 'quick-search', 'find-variant', 'address-options']);

export const isContentQuery = (query: Query) => !NOT_CONTENT.has(String(query.queryKey[0]));

export function refetchContent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isContentQuery });
}

/**
 * Listens until the returned function is called. Once the stream has said `welcome`, the page's
 * root carries data-preview-live="listening": every edit from then on reaches the page (an
 * edit made before can only show after a reload), which is what a test waits for. What the
 * Sanity client cannot do it says itself (live events need API version 2021-03-25 or later;
 * drafts need a token or credentials): the preview then goes on without live updates, with
 * that warning.
 */
export function startLiveContent(queryClient: QueryClient, meta: PreviewMeta, origin = window.location.origin): () => void {
  try {
    const client = createClient({
      projectId: meta.projectId,
      dataset: meta.dataset,
      apiVersion: meta.apiVersion,
      apiHost: `${origin}/api/preview`,
      useProjectHostname: false,
      useCdn: false,
      withCredentials: true,
    });
    const subscription = client.live.events({ includeDrafts: true, tag: 'veld.preview' }).subscribe({
      next: (event) => {
        if (event.type === 'welcome') document.documentElement.dataset.previewLive = 'listening';
        if (event.type === 'restart' || (event.type === 'message' && touchesPage(event.tags))) void refetchContent(queryClient);
      },
      error: (error: unknown) => {
        delete document.documentElement.dataset.previewLive;
        console.warn('Live preview stopped', error);
      },
    });
    return () => subscription.unsubscribe();
  } catch (error) {
    console.warn('Live preview is not available:', error instanceof Error ? error.message : error);
    return () => {};
  }
}
