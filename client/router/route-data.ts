// How the route the worker rendered reaches the browser: the matched routes with their loader
// data, and the error if one ended the route, in one inline script before the page's markup.
import type { RouteMatch, RouteState } from './load-route';
import { serialiseError, type SerialisedError } from './outcomes';

export const ROUTE_DATA_GLOBAL = '__ROUTE';

export interface RouteData {
  matches: RouteMatch[];
  /** Each matched module's chunk (its URL in the build), which the browser imports to hydrate. */
  chunks: Record<string, string>;
  error?: SerialisedError;
  status: number;
}

declare global {
  interface Window {
    __ROUTE?: RouteData;
  }
}

export function routeData(state: RouteState, chunks: Record<string, string>): RouteData {
  return {
    matches: state.matches,
    chunks,
    ...(state.error === undefined ? {} : { error: serialiseError(state.error) }),
    status: state.status,
  };
}

export function receiveRouteData(): RouteData {
  const data = window.__ROUTE;
  if (!data) throw new Error('The document carries no route data');
  return data;
}
