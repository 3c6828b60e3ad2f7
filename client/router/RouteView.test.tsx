// @vitest-environment happy-dom
// RouteView renders a RouteState: the matched route modules nested, each with its own loader
// data; the root's error page for a failed route or a render that throws (a navigation gets a
// fresh try); and a route whose module was not loaded is an error, never a blank page.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Navigator } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLoaderData, useRouteError } from './hooks';
import type { RouteMatch, RouteState } from './load-route';
import type { RouteModule } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const failing = { now: false };
function Frame() {
  return <main><h1>{useLoaderData<() => Promise<{ shop: string }>>().shop}</h1><Outlet /></main>;
}
function Product() {
  if (failing.now) throw new Error('render failed');
  return <p id="product">{useLoaderData<() => Promise<{ name: string }>>().name}</p>;
}
function ErrorPage() {
  return <p id="error">{(useRouteError() as Error).message}</p>;
}
const modules = new Map<string, RouteModule>([
  ['root', { Component: Frame, ErrorBoundary: ErrorPage }],
  ['page', { Component: Product }],
]);
vi.mock('./route-modules', () => ({
  loadedRouteModule: (id: string) => modules.get(id),
}));
const { RouteView } = await import('./RouteView');

const navigator: Navigator = { createHref: (to) => String(to), go: () => {}, push: () => {}, replace: () => {} };
const state = (pathname: string, matches: RouteMatch[], extra: Partial<RouteState> = {}): RouteState => ({
  location: { pathname, search: '', hash: '', key: pathname, state: null }, matches, error: undefined, status: 200, ...extra,
});
const frame: RouteMatch = { id: 'root', module: 'root', params: {}, data: { shop: 'VELD' } };
const product = (name: string): RouteMatch => ({ id: 'page', module: 'page', params: { '*': name }, data: { name } });

let root: Root;
let container: HTMLElement;
const show = (s: RouteState) => act(async () => root.render(<RouteView state={s} navigator={navigator} />));

beforeEach(() => {
  failing.now = false;
  container = document.createElement('div');
  root = createRoot(container, { onCaughtError: () => {} });
});
afterEach(async () => {
  await act(async () => root.unmount());
  vi.restoreAllMocks();
});

describe('RouteView', () => {
  it('renders the frame and the matched page inside it, each with its own loader data', async () => {
    await show(state('/linnen-blouse', [frame, product('Linnen blouse')]));
    expect(container.querySelector('h1')!.textContent).toBe('VELD');
    expect(container.querySelector('main #product')!.textContent).toBe('Linnen blouse');
    await show(state('/wollen-jas', [frame, product('Wollen jas')]));
    expect(container.querySelector('#product')!.textContent).toBe('Wollen jas');
  });

  it('shows the root\'s error page, with the error, when the route failed', async () => {
    await show(state('/kapot', [frame], { error: new Error('Niet gevonden'), status: 404 }));
    expect(container.querySelector('#error')!.textContent).toBe('Niet gevonden');
    expect(container.querySelector('#product')).toBeNull();
  });

  it('shows the error page for a render that throws, and tries again on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing.now = true;
    await show(state('/linnen-blouse', [frame, product('Linnen blouse')]));
    expect(container.querySelector('#error')!.textContent).toBe('render failed');
    failing.now = false;
    await show(state('/wollen-jas', [frame, product('Wollen jas')]));
    expect(container.querySelector('#product')!.textContent).toBe('Wollen jas');
  });

  it('treats a matched route whose code was not loaded as an error, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await show(state('/linnen-blouse', [frame, { ...product('Linnen blouse'), module: 'not-loaded' as never }]));
    expect(container.querySelector('#error')!.textContent).toBe('Route page was not loaded before render');
  });

  it('renders no page below the frame when only the frame matched', async () => {
    await show(state('/', [frame]));
    expect(container.querySelector('h1')!.textContent).toBe('VELD');
    expect(container.querySelector('main')!.children).toHaveLength(1);
  });
});
