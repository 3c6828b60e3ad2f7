// Visual editing inside the Presentation tool (#19): @sanity/visual-editing draws overlays over
// the page's stega-encoded strings (the worker's preview reads carry them) and opens the field
// in the Studio on click. Its navigation follows the shop's router both ways, a refresh the
// Studio asks for refetches the page's content (live events already bring each edit), and a
// perspective chosen in the Studio is kept by the worker (PUT /api/draft-mode/perspective).
import { enableVisualEditing, type HistoryAdapterNavigate } from '@sanity/visual-editing';
import type { QueryClient } from '@tanstack/react-query';
import { NAVIGATED_EVENT } from '../router/navigated';
import { refetchContent } from './live';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The shop's router reacts to popstate (client/router/BrowserRouter.tsx): a navigation from outside. */
function go(url: string, replace: boolean) {
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

export function startVisualEditing(queryClient: QueryClient): () => void {
  return enableVisualEditing({
    history: {
      subscribe(navigate: HistoryAdapterNavigate) {
        let last = here();
        const report = () => {
          const now = here();
          if (now === last) return;
          last = now;
          navigate({ type: 'push', url: now });
        };
        window.addEventListener(NAVIGATED_EVENT, report);
        navigate({ type: 'replace', url: last });
        return () => window.removeEventListener(NAVIGATED_EVENT, report);
      },
      update(update) {
        if (update.type === 'pop') window.history.back();
        else go(update.url, update.type === 'replace');
      },
    },
    refresh: (payload) => (payload.source === 'manual' ? refetchContent(queryClient) : false),
    // The editor switched perspective in the Studio: the worker keeps it, the page refetches.
    onPerspectiveChange: (perspective) => {
      void fetch('/api/draft-mode/perspective', {
        method: 'PUT', credentials: 'same-origin', cache: 'no-store',
        headers: { 'content-type': 'application/json' }, body: JSON.stringify({ perspective }),
      }).then((res) => (res.ok ? refetchContent(queryClient) : undefined));
    },
  });
}
