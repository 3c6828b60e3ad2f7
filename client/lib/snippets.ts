import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { snippetsQuery } from '../queries';
import { messageText, snippetText, type SnippetFallback, type SnippetParams } from '../../shared/snippets';

/**
 * `t(key)`: the snippet's text, or '' for an unknown key or while snippets are not loaded.
 * `text(key, fallback, params?)`: every text a shopper sees or hears goes through this one: the
 * snippet, else the English fallback, with {placeholders} and plurals (shared/snippets.ts).
 * `message(keyOrText)`: a form rule's or the worker's message, made elsewhere as a snippet key.
 */
export function useSnippets() {
  const api = useApi();
  const query = useQuery(snippetsQuery(api));
  const map = query.data;
  return {
    t: (key: string): string => map?.[key] ?? '',
    text: (key: string, fallback: SnippetFallback, params?: SnippetParams, pluralBy?: string): string =>
      snippetText(map, key, fallback, params, pluralBy),
    /** A message that travelled as its key (shopperMessage): its text; any other text as it is. */
    message: (keyOrText: string): string => messageText(map, keyOrText),
    initialised: query.isSuccess,
    loading: query.isPending && query.fetchStatus === 'fetching',
    error: query.error,
  };
}
