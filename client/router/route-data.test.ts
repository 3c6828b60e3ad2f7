// @vitest-environment happy-dom
// The rendered route travels to the browser as data: its matches and status, and its error
// only in the serialised form (no message of ours leaks, none of the shopper's is lost).
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteState } from './load-route';
import { HttpError } from './outcomes';
import { receiveRouteData, routeData } from './route-data';

const state = (extra: Partial<RouteState> = {}): RouteState => ({
  location: { pathname: '/dames/', search: '', hash: '', key: 'k', state: null },
  matches: [{ id: 'root', module: 'root', params: {}, data: { shop: 'VELD' } }], error: undefined, status: 200, ...extra,
});

afterEach(() => { delete window.__ROUTE; });

describe('route data', () => {
  it('carries the matches, their chunks and the status, and no error key when there is none', () => {
    expect(routeData(state(), { page: '/assets/page-x.js' })).toEqual({ matches: state().matches, chunks: { page: '/assets/page-x.js' }, status: 200 });
  });

  it('carries an error serialised, without an unexpected error\'s message', () => {
    expect(routeData(state({ error: new HttpError(404, 'Niet gevonden'), status: 404 }), {}).error).toEqual({ status: 404, message: 'Niet gevonden' });
    expect(routeData(state({ error: new Error('stack detail'), status: 500 }), {}).error).toEqual({ status: 500 });
  });

  it('is read from the document, and a document without it is an error rather than an empty page', () => {
    expect(() => receiveRouteData()).toThrow('no route data');
    window.__ROUTE = JSON.parse(JSON.stringify(routeData(state(), {}))) as ReturnType<typeof routeData>;
    expect(receiveRouteData().matches[0]!.data).toEqual({ shop: 'VELD' });
  });
});
