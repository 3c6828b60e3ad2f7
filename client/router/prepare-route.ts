// The browser's first page, before hydration. Apart from load-route.ts (matching and
// loaders), which the browser needs only from the first client-side navigation on: its code
// (React Router's route ranking, the address checks) stays out of the first view.
import { loadRouteModule } from '../routes';
import type { RouteState } from './load-route';

/**
 * The browser's first page: the state the worker rendered, with the route modules (and the
 * chunks their data needs) loaded before hydration, so hydration never suspends.
 */
export async function prepareRoute(state: RouteState): Promise<void> {
  await Promise.all(state.matches.map(async (m) => {
    const mod = await loadRouteModule(m.module);
    if (state.error === undefined) await mod.prepareHydration?.(m.data);
  }));
}

