// Browser entry: the QueryClient starts from the state the server streamed into the HTML,
// route chunks of the first page are loaded before hydration (so nothing suspends), and the
// router takes over from the server's loader data.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app';
import { createLazyBrowserApi } from './lib/lazy-api';
import { receiveDehydratedState } from './lib/dehydration';
import { createQueryClient } from './lib/query-client';
import { createRoutes, type RouteHandle } from './routes';
import './styles/index.css';

async function start() {
  const queryClient = createQueryClient();
  receiveDehydratedState(queryClient);
  const api = createLazyBrowserApi();
  const routes = createRoutes({ queryClient, api });
  const hydrationData = window.__staticRouterHydrationData;

  // Resolve the lazy routes of the first page before hydrating (React Router's SSR recipe).
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map(async (m) => {
    const lazy = m.route.lazy;
    if (typeof lazy !== 'function') return;
    const resolved = await lazy();
    Object.assign(m.route, { ...resolved, lazy: undefined });
    const handle = resolved.handle as RouteHandle | undefined;
    await handle?.prepareHydration?.(hydrationData?.loaderData?.[m.route.id!]);
  }));

  const router = createBrowserRouter(routes, { hydrationData });
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProviders queryClient={queryClient} api={api}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

declare global {
  interface Window {
    __staticRouterHydrationData?: import('react-router').HydrationState;
  }
}

void start();
