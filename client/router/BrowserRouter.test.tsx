// @vitest-environment happy-dom
// The shop's router in a DOM (decision 006): loads are held open by the test, never raced.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Navigator } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteDeps } from './types';
import type { RouteLocation, RouteState } from './load-route';
import { ChunkLoadError, Redirect } from './outcomes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const calls: { url: URL; request: Request; resolve(value: RouteState | Redirect): void }[] = [];
let onCall: (() => void) | undefined;
vi.mock('./load-route', () => ({
  loadRoute: (url: URL, request: Request) => new Promise((resolve) => {
    calls.push({ url, request, resolve });
    onCall?.();
  }),
}));
let navigator!: Navigator;
vi.mock('./RouteView', () => ({
  RouteView: ({ state, navigator: nav }: { state: RouteState; navigator: Navigator }): ReactNode => {
    navigator = nav;
    return <p id="page">{state.location.pathname}{state.error ? ' (error)' : ''}</p>;
  },
}));
const fullLoad = vi.fn((_href: string, _replace?: boolean) => true);
vi.mock('../lib/build-check', () => ({
  checkBuild: () => Promise.resolve(false),
  fullLoad: (href: string, replace?: boolean) => fullLoad(href, replace),
  newBuildOut: () => false,
  watchBuild: () => () => {},
}));

const { BrowserRouter } = await import('./BrowserRouter');

const state = (pathname: string, extra: Partial<RouteState> = {}): RouteState => ({
  location: { pathname, search: '', hash: '', key: '', state: null } satisfies RouteLocation,
  matches: [], error: undefined, status: 200, ...extra,
});

let root: Root;
let container: HTMLElement;
const shown = () => container.querySelector('#page')!.textContent;

/**
 * Runs `action` (a push, a back) and waits until the router asks for the next page: the
 * matching code comes with the first navigation (a dynamic import), so that is a while later.
 */
const asked = (action: () => void) => act(async () => {
  const next = new Promise<void>((resolve) => { onCall = resolve; });
  action();
  await next;
});

/** Lets the router finish what a settled load started (microtasks, then React's commit). */
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

beforeEach(async () => {
  calls.length = 0;
  fullLoad.mockClear();
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root.render(<BrowserRouter initial={state('/')} deps={{} as RouteDeps} />);
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('BrowserRouter', () => {
  it('shows only the latest navigation: a superseded one is aborted and its page never shows', async () => {
    await asked(() => navigator.push('/a'));
    await asked(() => navigator.push('/b'));
    expect(calls.map((c) => c.url.pathname)).toEqual(['/a', '/b']);
    expect(calls[0]!.request.signal.aborted).toBe(true);
    expect(calls[1]!.request.signal.aborted).toBe(false);

    calls[1]!.resolve(state('/b'));
    await settle();
    expect(shown()).toBe('/b');
    calls[0]!.resolve(state('/a'));
    await settle();
    expect(shown()).toBe('/b');
    expect(window.location.pathname).toBe('/b');
  });

  it('never asks for the page of a navigation superseded while the matching code was loading', async () => {
    await asked(() => {
      navigator.push('/a');
      navigator.push('/b');
    });
    calls[0]!.resolve(state('/b'));
    await settle();
    expect(shown()).toBe('/b');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/b']);
  });

  it('follows redirects in place, and leaves a loop to the browser after five', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await asked(() => navigator.push('/loop'));
    for (let i = 0; i < 6; i++) {
      calls[i]!.resolve(new Redirect(`/loop-${i}`));
      await settle();
    }
    // Six loads (the first and five redirects), then a full load of where the sixth led.
    expect(calls).toHaveLength(6);
    expect(assign).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledWith(new URL('/loop-5', window.location.href).href);
    expect(shown()).toBe('/');
  });

  it('answers a route chunk that failed to load with one full load, not an error page', async () => {
    await asked(() => navigator.push('/dames/'));
    calls[0]!.resolve(state('/dames/', { error: new ChunkLoadError('page', new TypeError('Failed to fetch dynamically imported module')), status: 500 }));
    await settle();
    expect(fullLoad).toHaveBeenCalledWith(new URL('/dames/', window.location.href).href, false);
    expect(shown()).toBe('/');
  });

  it('shows the error page when the reload guard refuses a second full load', async () => {
    fullLoad.mockReturnValueOnce(false);
    await asked(() => navigator.push('/dames/'));
    calls[0]!.resolve(state('/dames/', { error: new ChunkLoadError('page', new Error('gone')), status: 500 }));
    await settle();
    expect(shown()).toBe('/dames/ (error)');
  });

  it('returns to the scroll position of the entry on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await asked(() => navigator.push('/a'));
    calls[0]!.resolve(state('/a'));
    await settle();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    await asked(() => navigator.push('/b'));
    calls[1]!.resolve(state('/b'));
    await settle();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    scrollTo.mockClear();
    await asked(() => window.history.back());
    expect(calls.map((c) => c.url.pathname)).toEqual(['/a', '/b', '/a']);
    calls[2]!.resolve(state('/a'));
    await settle();
    expect(shown()).toBe('/a');
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, left: 0, behavior: 'instant' });
  });
});
