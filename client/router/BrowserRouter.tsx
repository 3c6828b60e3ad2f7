// Client-side navigation. A link, navigate() or back/forward loads the next route (modules and
// loaders, in parallel) while the current page stays on screen with the progress bar; then
// the history entry and the page change together. A newer navigation supersedes an older
// one. Scroll positions follow React Router's rules: new pages start at the top (or at their
// hash), back and forward return to where the shopper was, `preventScrollReset` stays put.
// After a deploy (decision 013) the next navigation is a full load, and so is one whose route
// code is gone: never an error page, at most one such load per 10 seconds.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { createPath, type Navigator, type To } from 'react-router';
import { watchBuild } from '../lib/build-check';
import type { RouteDeps } from './types';
import { NavigationContext, type NavigationStatus } from './hooks';
import type { RouteLocation, RouteState } from './load-route';
import type { HistoryState, NavigationType, PendingScroll } from './navigate';
import { RouteView } from './RouteView';

const SCROLL_STORAGE_KEY = 'veld-scroll-positions';

type NavigationCode = typeof import('./navigate');
let navigationCodeLoad: Promise<NavigationCode> | undefined;

/**
 * The navigation procedure, matching and loaders (navigate.ts): their code comes with the
 * first navigation, not with the first view.
 * One load for navigations at once; should it fail (a deploy took the chunk), start() loads
 * the page whole and a later navigation tries again.
 */
function navigationCode(): Promise<NavigationCode> {
  navigationCodeLoad ??= import('./navigate').catch((error: unknown) => {
    navigationCodeLoad = undefined;
    throw error;
  });
  return navigationCodeLoad;
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The location of the current history entry, keyed (a fresh entry gets its key now). */
export function currentLocation(): RouteLocation {
  const entry = window.history.state as Partial<HistoryState> | null;
  let key = entry?.key;
  if (!key) {
    key = createKey();
    window.history.replaceState({ usr: entry?.usr ?? null, key } satisfies HistoryState, '');
  }
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key, state: entry?.usr ?? null };
}

export function BrowserRouter({ initial, deps, onNavigated }: {
  initial: RouteState;
  deps: RouteDeps;
  /** After a client-side navigation shows its page (the document title follows it). */
  onNavigated?: (state: RouteState) => void;
}): ReactNode {
  const [view, setView] = useState<{ state: RouteState; type: NavigationType }>({ state: initial, type: 'POP' });
  const [loading, setLoading] = useState(false);
  const [rendering, startTransition] = useTransition();
  const shown = useRef(initial);
  shown.current = view.state;
  const sequence = useRef(0);
  const latest = useRef<Promise<void>>(Promise.resolve());
  // Scroll positions by history entry; the first page keeps the scroll the browser gave it.
  const [positions] = useState(readPositions);
  const pendingScroll = useRef<PendingScroll | null>(null);
  // The loads of the navigation under way: a newer one aborts them.
  const loads = useRef<AbortController | null>(null);

  const go = useCallback(async (type: NavigationType, to: To, usr: unknown, options: { preventScrollReset?: boolean }) => {
    const id = ++sequence.current;
    const { navigate } = await navigationCode();
    if (id !== sequence.current) return;
    await navigate({
      deps, id, sequence, shown, loads, positions, pendingScroll, setLoading,
      show: (state, kind) => startTransition(() => {
        setView({ state, type: kind });
        setLoading(false);
      }),
      currentKey: () => currentLocation().key,
      createKey,
    }, type, to, usr, options);
  }, [deps, positions]);

  const start = useCallback((type: NavigationType, to: To, usr: unknown, options: { preventScrollReset?: boolean } = {}) => {
    latest.current = go(type, to, usr, options).catch((error: unknown) => {
      // Nothing above throws by design; should it, a full load is the safe way forward.
      console.error('Navigation failed', error);
      window.location.assign(typeof to === 'string' ? to : createPath(to));
    });
  }, [go]);

  const navigator = useMemo<Navigator>(() => ({
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    createURL: (to) => new URL(typeof to === 'string' ? to : createPath(to), window.location.href),
    encodeLocation: (to) => {
      const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    go: (delta) => window.history.go(delta),
    push: (to, usr, options) => start('PUSH', to, usr, options ?? {}),
    replace: (to, usr, options) => start('REPLACE', to, usr, options ?? {}),
  }), [start]);

  useEffect(() => watchBuild(), []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPopState = () => {
      const { pathname, search, hash } = window.location;
      start('POP', { pathname, search, hash }, (window.history.state as Partial<HistoryState> | null)?.usr ?? null);
    };
    // Positions outlive the document (back from another site returns to them); a reload is
    // the browser's own to restore.
    const onPageHide = () => {
      positions[shown.current.location.key] = window.scrollY;
      try { sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions)); } catch { /* private mode */ }
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = () => { window.history.scrollRestoration = 'manual'; };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [start, positions]);

  const { location } = view.state;
  const shownPathname = useRef(location.pathname);
  useLayoutEffect(() => {
    const scroll = pendingScroll.current;
    if (!scroll) return;
    pendingScroll.current = null;
    const pageChanged = location.pathname !== shownPathname.current;
    shownPathname.current = location.pathname;
    const saved = scroll.type === 'POP' ? positions[location.key] : undefined;
    const { behavior } = scroll;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior });
    } else if (location.hash) {
      let id = location.hash.slice(1);
      try { id = decodeURIComponent(id); } catch { /* as given */ }
      document.getElementById(id)?.scrollIntoView({ behavior });
    } else if (!scroll.preventScrollReset) {
      window.scrollTo({ top: 0, left: 0, behavior });
    }
    // Keyboard and screen reader users continue from the new page's main content, not from the
    // top of the document: when the link that was pressed went with the old page (focus on the
    // body), and when it stays but belongs to no page (the header's menu or search button, where
    // a closed dialog gives focus back; #50 item 3), or another page opened. A change that keeps
    // the page (a filter, a sort, a variant: preventScrollReset) leaves focus where it is.
    const focused = document.activeElement;
    const onNoPage = !focused || focused === document.body || focused.closest('.site-header') !== null;
    if (behavior === 'instant' && (onNoPage || (pageChanged && !scroll.preventScrollReset))) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [location, positions]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    onNavigated?.(view.state);
  }, [view.state, onNavigated]);

  const status = useMemo<NavigationStatus>(() => ({ busy: loading || rendering, settled: () => latest.current }), [loading, rendering]);
  return (
    <NavigationContext.Provider value={status}>
      <RouteView state={view.state} navigator={navigator} navigationType={view.type} />
    </NavigationContext.Provider>
  );
}
