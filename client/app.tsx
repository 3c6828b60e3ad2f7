// Providers shared by the server render and the browser: one QueryClient and the
// StorefrontApi implementation of the side we run on.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { StorefrontApi } from '../shared/storefront-api';

const ApiContext = createContext<StorefrontApi | null>(null);

export function useApi(): StorefrontApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <AppProviders>');
  return api;
}

export function AppProviders({ queryClient, api, children }: { queryClient: QueryClient; api: StorefrontApi; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}
