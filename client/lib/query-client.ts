import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per request on the server, one per tab in the browser. Data is fresh for a
 * minute so hydration and quick back/forward navigations never refetch what is on screen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: typeof window === 'undefined' ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
