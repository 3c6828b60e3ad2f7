// Runs the route table for one URL: matches it, loads the matched route modules and runs their
// loaders in parallel (no waterfall). The worker does this before it renders a document, the
// browser before it shows the next page, so both render from the same RouteState.
import { matchRoutes, type RouteObject } from 'react-router';
import { isMaintenance } from '../../shared/errors';
import { addressProblem } from '../../shared/input';
import { ROUTE_MODULES, routeModuleSource, ROUTES, type RouteDefinition, type RouteModuleId } from '../routes';
import { loadedRouteModule, loadRouteModuleWith } from './route-modules';
import type { RouteDeps, RouteParams } from './types';
import { ChunkLoadError, errorStatus, HttpError, Redirect } from './outcomes';

export interface RouteMatch {
  id: string;
  module: RouteModuleId;
  params: RouteParams;
  /** What the route's loader returned (undefined when it has none or it failed). */
  data: unknown;
}

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry: scroll positions are remembered by it. */
  key: string;
  /** What a navigation passed along (React Router's `state` option). */
  state: unknown;
}

export interface RouteState {
  location: RouteLocation;
  matches: RouteMatch[];
  /** The error that ended the route, if one did: the error page shows instead. */
  error: unknown;
  /** The document's status: 200, or the error's. */
  status: number;
}

/** A route module, loaded once (the frame's is loaded already). */
export function loadRouteModule(id: RouteModuleId) {
  return loadRouteModuleWith(id, ROUTE_MODULES[id]);
}

function match(pathname: string) {
  // The table has the shape matchRoutes reads (id, path or index, children).
  return matchRoutes(ROUTES as RouteObject[], pathname) as { route: RouteDefinition; params: RouteParams }[] | null;
}

/**
 * Loads the route at `url`. Loaders of routes that load once per document keep the data in
 * `previous`. Answers a `Redirect` when a loader redirected; any other failure becomes the
 * state's error, so this never throws.
 */
export async function loadRoute(
  url: URL, request: Request, deps: RouteDeps, location: RouteLocation, previous?: RouteState,
): Promise<RouteState | Redirect> {
  const matched = match(url.pathname) ?? [];
  // Control characters or bytes that are not UTF-8 in the address: the page answers 400 with
  // the error page, and only the frame's loaders (which never read the address) run, so the
  // input reaches no backend.
  const badAddress = addressProblem(url.pathname, url.search);
  // An empty segment (`//x`, `/Dames//`): no page of the shop has one, whatever the router makes
  // of it, so the page answers 404 and, as above, only the frame's loaders run.
  const emptySegment = url.pathname.includes('//');
  const frameOnly = badAddress !== null || emptySegment;
  const outcomes = await Promise.allSettled(matched.map(async ({ route, params }): Promise<RouteMatch> => {
    const mod = await loadRouteModule(route.module);
    const kept = mod.loadsOnce ? previous?.matches.find((m) => m.id === route.id) : undefined;
    const skipped = frameOnly && !mod.loadsOnce;
    const data = kept ? (mod.keep ? await mod.keep(kept.data, deps) : kept.data) : skipped ? undefined : await mod.loader?.({ request, params }, deps);
    return { id: route.id, module: route.module, params, data };
  }));
  const errors: unknown[] = [];
  const matches: RouteMatch[] = outcomes.map((outcome, i) => {
    if (outcome.status === 'fulfilled') return outcome.value;
    errors.push(outcome.reason);
    const { route, params } = matched[i]!;
    return { id: route.id, module: route.module, params, data: undefined };
  });
  const redirect = errors.find((e): e is Redirect => e instanceof Redirect);
  if (redirect) return redirect;
  if (badAddress !== null) errors.unshift(new HttpError(400, badAddress));
  else if (emptySegment) errors.unshift(new HttpError(404, `Page not found: ${url.pathname}`));
  else if (matched.length === 0) errors.push(new HttpError(404, `Page not found: ${url.pathname}`));
  // Maintenance mode makes the whole page the maintenance page, whichever loader met it.
  // A route whose code did not load is answered by a full load in the browser (BrowserRouter).
  const error = errors.find(isMaintenance) ?? errors.find((e) => e instanceof ChunkLoadError) ?? errors[0];
  return { location, matches, error, status: error === undefined ? 200 : errorStatus(error) };
}

/** The source modules a loaded route renders with, for the worker's preload list. */
export function routeModuleSources(state: RouteState): string[] {
  return state.matches.flatMap((m) => [
    routeModuleSource(m.module),
    // loadRoute loaded the module (unless it failed to, and the error page shows instead).
    ...(state.error === undefined ? loadedRouteModule(m.module)?.modulesFor?.(m.data) ?? [] : []),
  ]);
}
