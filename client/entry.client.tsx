// Browser entry: the QueryClient starts from the state the server streamed into the HTML, the
// route the worker rendered is prepared (its chunks loaded, so nothing suspends) and hydrated
// from the worker's loader data; from then on client/router/ navigates.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app';
import { fullLoad, isChunkLoadError } from './lib/build-check';
import { createLazyBrowserApi } from './lib/lazy-api';
import { receiveDehydratedState } from './lib/dehydration';
import { loadShopTexts, setShopTextsLoader } from './lib/page-snippets';
import { createQueryClient } from './lib/query-client';
import { BrowserRouter, currentLocation } from './router/BrowserRouter';
import type { RouteState } from './router/load-route';
import { prepareRoute } from './router/prepare-route';
import { announceNavigated } from './router/navigated';
import { reviveError } from './router/outcomes';
import { receiveRouteData } from './router/route-data';
import type { RouteDeps } from './router/types';
import './styles/index.css';

async function start() {
  const queryClient = createQueryClient();
  receiveDehydratedState(queryClient);
  const deps: RouteDeps = { queryClient, api: createLazyBrowserApi(), freshKey: () => crypto.randomUUID() };
  // What shows only in the browser waits for the shop's whole texts (the page carried its own).
  setShopTextsLoader(() => loadShopTexts(queryClient, deps.api));
  const rendered = receiveRouteData();
  const initial: RouteState = {
    location: currentLocation(),
    matches: rendered.matches,
    error: rendered.error ? reviveError(rendered.error) : undefined,
    status: rendered.status,
  };
  try {
    await prepareRoute(initial, rendered.chunks);
  } catch (error) {
    // The page's code is gone (an older document after a deploy): load it whole, once.
    if (!isChunkLoadError(error)) throw error;
    // Loaded whole less than 10 seconds ago (the reload guard): the server's HTML stays, as is.
    if (!fullLoad(window.location.href, true)) console.error('Page code failed to load', error);
    return;
  }
  // The document title follows client-side navigations (its code loads with the first one).
  const onNavigated = (state: RouteState) => {
    announceNavigated();
    void import('./lib/meta').then(({ pageMeta }) => { document.title = pageMeta(state.matches, queryClient, state.status).title; });
  };
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProviders queryClient={queryClient} api={deps.api}>
          <BrowserRouter initial={initial} deps={deps} onNavigated={onNavigated} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
