import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useApi } from '../app';
import { queryKeys, snippetsQuery } from '../queries';
import { messageText, snippetText, type SnippetFallback, type SnippetParams } from '../../shared/snippets';
import type { Snippets } from '../../shared/site/types';
import { loadShopTexts, PAGE_SNIPPETS_KEY, SnippetReadsContext, type PageSnippets } from './page-snippets';

/**
 * `t(key)`: the snippet's text, or '' for an unknown key or while snippets are not loaded.
 * `text(key, fallback, params?)`: every text a shopper sees or hears goes through this one: the
 * snippet, else the English fallback, with {placeholders} and plurals (shared/snippets.ts).
 * `message(keyOrText)`: a form rule's or the worker's message, made elsewhere as a snippet key.
 *
 * The texts are the whole set once it is loaded, before that the page's own (page-snippets.ts):
 * a lookup of a snippet the page did not carry loads the whole set, and the text follows.
 */
export function useSnippets() {
  const api = useApi();
  const queryClient = useQueryClient();
  const reads = useContext(SnippetReadsContext);
  // Only read here, never fetched: the root loader has it on the server, loadShopTexts in the browser.
  const all = useQuery({ ...snippetsQuery(api), enabled: false }).data;
  let map: Snippets | undefined = all && reads ? reads.track(all) : all;
  // In the browser before the whole set is in: the page's own (set before hydration, never after).
  const carried = !all && !reads ? queryClient.getQueryData<PageSnippets>(PAGE_SNIPPETS_KEY) ?? {} : null;
  if (carried) {
    // A snippet the page did not carry: undefined for now (its fallback), and the whole set
    // loads, once (never tried yet: a failure is not asked again on every render).
    map = new Proxy(carried, {
      get(target, key) {
        if (typeof key !== 'string') return undefined;
        if (Object.hasOwn(target, key)) return target[key] ?? undefined;
        const whole = queryClient.getQueryState(queryKeys.snippets());
        if (whole?.status === 'pending' && whole.fetchStatus === 'idle') void loadShopTexts(queryClient, api);
        return undefined;
      },
    }) as Snippets;
  }
  return {
    t: (key: string): string => map?.[key] ?? '',
    text: (key: string, fallback: SnippetFallback, params?: SnippetParams, pluralBy?: string): string =>
      snippetText(map, key, fallback, params, pluralBy),
    /** A message that travelled as its key (shopperMessage): its text; any other text as it is. */
    message: (keyOrText: string): string => messageText(map, keyOrText),
    /**
     * The page carries these snippets too: what a stand-in says that the browser shows on a
     * press before any code or data arrives (the quick search's). Noted on the server only.
     */
    carry: (...keys: string[]): void => reads?.note(keys),
  };
}
