import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../shared/errors';
import { INVALID_ADDRESS_MESSAGE } from '../../shared/input';
import type { ResolvedPath } from '../../shared/routing';
import type { StorefrontApi } from '../../shared/storefront-api';
import { loadRoute, routeModuleSources, type RouteLocation, type RouteState } from './load-route';
import { HttpError, Redirect, reviveError, serialiseError } from './outcomes';

/** A backend that knows snippets and how paths resolve; every other call fails. */
function api(resolve: (path: string) => ResolvedPath, snippets: () => Promise<unknown> = async () => ({})): StorefrontApi {
  return new Proxy({}, {
    get: (_, name) => {
      if (name === 'snippets') return snippets;
      if (name === 'resolvePath') return async (path: string) => resolve(path);
      return async () => { throw new Error(`not in this test: ${String(name)}`); };
    },
  }) as StorefrontApi;
}

const at = (path: string): [URL, Request, RouteLocation] => {
  const url = new URL(path, 'https://veld.test');
  return [url, new Request(url), { pathname: url.pathname, search: url.search, hash: '', key: 'k', state: null }];
};

function load(path: string, backend: StorefrontApi, previous?: RouteState) {
  const [url, request, location] = at(path);
  return loadRoute(url, request, { queryClient: new QueryClient(), api: backend, freshKey: () => crypto.randomUUID() }, location, previous);
}

describe('loadRoute', () => {
  it('redirects a technical path to its SEO URL, keeping the query string', async () => {
    const result = await load('/navigation/abc?p=2', api(() => ({ type: 'redirect', location: '/dames/' })));
    expect(result).toBeInstanceOf(Redirect);
    expect(result).toMatchObject({ location: '/dames/?p=2', status: 301 });
  });

  it('ends an unknown path with the spec 404, the frame still matched', async () => {
    const result = await load('/nergens', api(() => ({ type: 'not-found' }))) as RouteState;
    expect(result.status).toBe(404);
    expect(result.error).toEqual(new HttpError(404, 'Page not found: /nergens'));
    expect(result.matches.map((m) => m.id)).toEqual(['root', 'page']);
    expect(result.matches[0]!.data).toBeNull();
  });

  it('makes maintenance mode the whole page (503), whichever loader met it', async () => {
    const down = async () => { throw new Error(MAINTENANCE_MESSAGE); };
    const result = await load('/nergens', api(() => ({ type: 'not-found' }), down)) as RouteState;
    expect(result.status).toBe(503);
    expect((result.error as Error).message).toBe(MAINTENANCE_MESSAGE);
  });

  it('reads nothing of the shopper into the frame: the same data with a session as without (the page store serves it to both)', async () => {
    const backend = api(() => ({ type: 'not-found' }));
    const [url, , location] = at('/over-veld');
    const request = new Request(url, { headers: { cookie: 'sw-context-token=abcdefghijklmnop1234; veld-shopper=3.1' } });
    const withSession = await loadRoute(url, request, { queryClient: new QueryClient(), api: backend, freshKey: () => crypto.randomUUID() }, location) as RouteState;
    const without = await load('/over-veld', backend) as RouteState;
    expect(withSession.matches.find((m) => m.id === 'root')?.data).toEqual(without.matches.find((m) => m.id === 'root')?.data);
    // Client-side navigations keep the frame's data.
    const next = await load('/nergens', backend, withSession) as RouteState;
    expect(next.matches[0]!.data).toBeNull();
  });

  it('answers 400 for control characters or invalid UTF-8 in the address, calling no backend with them', async () => {
    for (const path of ['/products?search=jurk%00', '/products?search=%FF', '/dames%00/']) {
      const asked: string[] = [];
      const backend = new Proxy({}, {
        get: (_, name) => async () => { asked.push(String(name)); return name === 'snippets' ? {} : { type: 'not-found' }; },
      }) as StorefrontApi;
      const result = await load(path, backend) as RouteState;
      expect(result.status, path).toBe(400);
      expect(result.error).toBeInstanceOf(HttpError);
      expect((result.error as HttpError).message).toBe(INVALID_ADDRESS_MESSAGE); // its snippet key: the error page looks it up
      // Only the frame's own reads (navigation, footer, configuration, snippets): no listing, no path lookup.
      expect(asked.filter((name) => !['mainNavigation', 'footerNavigation', 'siteConfig', 'snippets'].includes(name)), path).toEqual([]);
    }
  });

  it('lists the route modules of the page for the preload, and no screen data on an error', async () => {
    const result = await load('/nergens', api(() => ({ type: 'not-found' }))) as RouteState;
    expect(routeModuleSources(result)).toEqual(['client/routes/root.tsx', 'client/routes/page.tsx']);
  });
});

describe('route errors travel to the browser', () => {
  it('keeps our own status and message', () => {
    const revived = reviveError(serialiseError(new HttpError(404, 'Page not found: /x')));
    expect(revived).toEqual(new HttpError(404, 'Page not found: /x'));
  });

  it('tells nothing of an unexpected error but its status', () => {
    expect(serialiseError(new Error('secret stack detail'))).toEqual({ status: 500 });
    expect((reviveError(serialiseError(new Error(MAINTENANCE_MESSAGE))) as Error).message).toBe(MAINTENANCE_MESSAGE);
  });
});
