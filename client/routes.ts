// The route modules, shared by the worker and the browser: screens are separate chunks,
// loaded by route; loaders fill the QueryClient and return only what the screen needs to find
// its queries. Which path is which module: client/route-table.ts.
// The frame of every page: matched on every request, so it is part of the entry, not a chunk.
import * as root from './routes/root';
import { ChunkLoadError } from './router/outcomes';
import type { RouteModule } from './router/types';

/**
 * Source of each route module: the worker looks these up in Vite's manifest to preload the
 * chunks of the matched routes.
 */
export const ROUTE_MODULES = {
  root: 'client/routes/root.tsx',
  home: 'client/routes/home.tsx',
  products: 'client/routes/products.tsx',
  page: 'client/routes/page.tsx',
  showcase: 'client/routes/showcase.tsx',
  brand: 'client/routes/brand.tsx',
  cart: 'client/routes/cart.tsx',
  login: 'client/routes/login.tsx',
  account: 'client/routes/account.tsx',
  checkout: 'client/routes/checkout.tsx',
  guestOrder: 'client/routes/guest-order.tsx',
} as const;

export type RouteModuleId = keyof typeof ROUTE_MODULES;

const imports: Record<RouteModuleId, () => Promise<RouteModule>> = {
  root: () => Promise.resolve(root),
  home: () => import('./routes/home'),
  products: () => import('./routes/products'),
  page: () => import('./routes/page'),
  showcase: () => import('./routes/showcase'),
  brand: () => import('./routes/brand'),
  cart: () => import('./routes/cart'),
  login: () => import('./routes/login'),
  account: () => import('./routes/account'),
  checkout: () => import('./routes/checkout'),
  guestOrder: () => import('./routes/guest-order'),
};

const loaded = new Map<RouteModuleId, RouteModule>([['root', root]]);

export async function loadRouteModule(id: RouteModuleId): Promise<RouteModule> {
  let mod = loaded.get(id);
  if (!mod) {
    mod = await imports[id]().catch((reason: unknown) => { throw new ChunkLoadError(id, reason); });
    loaded.set(id, mod);
  }
  return mod;
}

/** A module the router loaded before rendering its route. */
export function loadedRouteModule(id: RouteModuleId): RouteModule | undefined {
  return loaded.get(id);
}
