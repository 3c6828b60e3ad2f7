// A client-side navigation from its start to the page shown (BrowserRouter): the route's code
// and data loaded (load-route.ts), redirects followed, the history entry written, then the
// view swapped in a transition. Its own chunk, with the route matching: the browser needs it
// from the first navigation on, not for the first view. BrowserRouter keeps what a
// navigation reads and changes (NavigationRun).
import { createPath, type To } from 'react-router';
import { checkBuild, fullLoad, newBuildOut } from '../lib/build-check';
import type { RouteDeps } from './types';
import { loadRoute, type RouteLocation, type RouteState } from './load-route';
import { ChunkLoadError, Redirect } from './outcomes';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface HistoryState {
  usr: unknown;
  key: string;
}

export interface PendingScroll {
  type: NavigationType;
  preventScrollReset: boolean;
  /** A jump within the page may glide (the site's smooth-scroll style); a page change does not. */
  behavior: ScrollBehavior;
}

/** BrowserRouter's side of a navigation: its refs, its state setters, and the current entry's key. */
export interface NavigationRun {
  deps: RouteDeps;
  /** The navigation's number; a newer one supersedes it. */
  id: number;
  sequence: { current: number };
  shown: { current: RouteState };
  loads: { current: AbortController | null };
  positions: Record<string, number>;
  pendingScroll: { current: PendingScroll | null };
  setLoading(loading: boolean): void;
  show(state: RouteState, type: NavigationType): void;
  /** The key of the current history entry (a fresh entry gets one). */
  currentKey(): string;
  createKey(): string;
}

export async function navigate(run: NavigationRun, type: NavigationType, to: To, usr: unknown, options: { preventScrollReset?: boolean }): Promise<void> {
  const { id, sequence, shown } = run;
  let url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  let kind = type;
  const from = shown.current.location;
  // A jump within the page (a hash link): no loading, only the scroll.
  const hashOnly = url.pathname === from.pathname && url.search === from.search && url.hash !== '';
  let state: RouteState | Redirect = shown.current;
  if (!hashOnly) {
    // A newer build is out: this page's code may be gone, the whole document is the way.
    if (newBuildOut() && fullLoad(url.href, kind !== 'PUSH')) return;
    run.loads.current?.abort();
    const controller = new AbortController();
    run.loads.current = controller;
    run.setLoading(true);
    for (let redirects = 0; ; redirects++) {
      const request = new Request(url, { signal: controller.signal });
      const location: RouteLocation = { pathname: url.pathname, search: url.search, hash: url.hash, key: '', state: usr ?? null };
      state = await loadRoute(url, request, run.deps, location, shown.current);
      if (id !== sequence.current) return;
      if (!(state instanceof Redirect)) {
        // The route's code is gone (an older build's chunk): the whole document instead.
        if (state.error instanceof ChunkLoadError) {
          void checkBuild();
          if (fullLoad(url.href, kind !== 'PUSH')) return;
        }
        break;
      }
      const target = new URL(state.location, url);
      if (target.origin !== window.location.origin || redirects >= 5) {
        window.location.assign(target.href);
        return;
      }
      url = target;
      // The address bar shows the path that redirected: replace it with where it led.
      if (kind === 'POP') kind = 'REPLACE';
    }
  }
  const settledState = state as RouteState;
  run.positions[from.key] = window.scrollY;
  const key = kind === 'POP' ? run.currentKey() : run.createKey();
  const location: RouteLocation = { pathname: url.pathname, search: url.search, hash: url.hash, key, state: usr ?? null };
  const href = url.pathname + url.search + url.hash;
  if (kind === 'PUSH') window.history.pushState({ usr: usr ?? null, key } satisfies HistoryState, '', href);
  if (kind === 'REPLACE') window.history.replaceState({ usr: usr ?? null, key } satisfies HistoryState, '', href);
  run.pendingScroll.current = { type: kind, preventScrollReset: options.preventScrollReset === true, behavior: hashOnly ? 'auto' : 'instant' };
  run.show({ ...settledState, location }, kind);
}
