// A client-side navigation changes the page without a document load, so screen readers hear
// nothing of it: a polite live region says the new page's title (its text a snippet, with a
// Dutch fallback). The first page is the browser's own to announce.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnippets } from '../../lib/snippets';
import { useRouteState } from '../../router/hooks';

/** The snippet of the announcement; '{title}' stands for the page's title. */
export const PAGE_LOADED_SNIPPET = 'storefront.pageLoaded';
export const PAGE_LOADED_FALLBACK = 'Pagina geladen: {title}';

/** The history entry last announced (module-wide: the error page mounts a frame of its own). */
let shownKey: string | undefined;

export function PageAnnouncer() {
  const { matches, status, location } = useRouteState();
  const queryClient = useQueryClient();
  const { t } = useSnippets();
  const [text, setText] = useState('');
  const template = t(PAGE_LOADED_SNIPPET) || PAGE_LOADED_FALLBACK;
  useEffect(() => {
    const first = shownKey === undefined;
    if (shownKey === location.key) return;
    shownKey = location.key;
    if (first) return;
    let current = true;
    void import('../../lib/meta').then(({ pageMeta }) => {
      if (current) setText(template.replace('{title}', pageMeta(matches, queryClient, status).title));
    });
    return () => { current = false; };
  }, [location.key, matches, status, queryClient, template]);
  return <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{text}</div>;
}

/** For tests: forget the entries announced. */
export function resetPageAnnouncer() {
  shownKey = undefined;
}
