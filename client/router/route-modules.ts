// The route modules this page has loaded, which RouteView renders. The frame (routes/root.tsx)
// is part of the entry; any other module arrives before the page that needs it: the browser's
// first page imports the chunks the worker named in its route data (prepare-route.ts), a
// client-side navigation loads them through the route list (client/routes.ts, load-route.ts),
// which is not in the first view.
import * as root from '../routes/root';
import { ChunkLoadError } from './outcomes';
import type { RouteModule } from './types';

const loaded = new Map<string, RouteModule>([['root', root]]);

/** A module the router loaded before rendering its route. */
export function loadedRouteModule(id: string): RouteModule | undefined {
  return loaded.get(id);
}

/** Loads a route module once: `load` imports it the first time it is asked for. */
export async function loadRouteModuleWith(id: string, load: () => Promise<RouteModule>): Promise<RouteModule> {
  let mod = loaded.get(id);
  if (!mod) {
    mod = await load().catch((reason: unknown) => { throw new ChunkLoadError(id, reason); });
    loaded.set(id, mod);
  }
  return mod;
}
