// The browser's first page, before hydration. Apart from load-route.ts (matching and
// loaders), which the browser needs only from the first client-side navigation on: its code
// (React Router's route ranking, the address checks) stays out of the first view.
import type { RouteState } from './load-route';
import { loadRouteModuleWith } from './route-modules';
import type { LoaderArgs, RouteDeps } from './types';

/**
 * The browser's first page: the state the worker rendered, with the route modules (and the
 * chunks their data needs) loaded before hydration, so hydration never suspends. `chunks`: each
 * matched module's chunk, as the worker named it (its file in the build): the route list and
 * its imports stay out of the first view.
 */
export async function prepareRoute(state: RouteState, chunks: Readonly<Record<string, string>>): Promise<void> {
  await Promise.all(state.matches.map(async (m) => {
    const mod = await loadRouteModuleWith(m.module, () => {
      const chunk = chunks[m.module];
      if (chunk === undefined) throw new Error(`The document names no chunk for ${m.module}`);
      return import(/* @vite-ignore */ chunk);
    });
    if (state.error === undefined) await mod.prepareHydration?.(m.data);
  }));
}

/**
 * A route's loader kept in a chunk of its own (decision 029): it runs on the server and before a
 * client-side page change, never for the first view's hydration (the data came with the HTML),
 * so the route module a first view loads does not carry it. `loader = loaderIn(() => import('./x-loader'))`.
 */
export function loaderIn<T>(load: () => Promise<{ loader: (args: LoaderArgs, deps: RouteDeps) => Promise<T> }>) {
  return async (args: LoaderArgs, deps: RouteDeps): Promise<T> => (await load()).loader(args, deps);
}
