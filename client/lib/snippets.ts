import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { snippetsQuery } from '../queries';
import { snippetText, type SnippetFallback, type SnippetParams } from '../../shared/snippets';

/**
 * `t(key)`: the snippet's text, or '' for an unknown key or while snippets are not loaded.
 * `text(key, fallback, params?)`: every text a shopper sees or hears goes through this one: the
 * snippet, else the English fallback, with {placeholders} and plurals (shared/snippets.ts).
 */
export function useSnippets() {
  const api = useApi();
  const query = useQuery(snippetsQuery(api));
  const map = query.data;
  return {
    t: (key: string): string => map?.[key] ?? '',
    text: (key: string, fallback: SnippetFallback, params?: SnippetParams, pluralBy?: string): string =>
      snippetText(map, key, fallback, params, pluralBy),
    initialised: query.isSuccess,
    loading: query.isPending && query.fetchStatus === 'fetching',
    error: query.error,
  };
}
