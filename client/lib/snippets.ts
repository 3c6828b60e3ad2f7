import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { snippetsQuery } from '../queries';

/** `t(key)`: the snippet's text, or '' for an unknown key or while snippets are not loaded. */
export function useSnippets() {
  const api = useApi();
  const query = useQuery(snippetsQuery(api));
  const map = query.data;
  return {
    t: (key: string): string => map?.[key] ?? '',
    initialised: query.isSuccess,
    loading: query.isPending && query.fetchStatus === 'fetching',
    error: query.error,
  };
}
