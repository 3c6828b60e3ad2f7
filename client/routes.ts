// The route table, shared by the worker (createStaticHandler) and the browser
// (createBrowserRouter). Screens are separate chunks, loaded by route; loaders fill the
// QueryClient and return only what the screen needs to find its queries.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { StorefrontApi } from '../shared/storefront-api';
// The frame of every page: matched on every request, so it is part of the entry, not a chunk.
import * as root from './routes/root';

export interface RouteDeps {
  queryClient: QueryClient;
  api: StorefrontApi;
}

export interface RouteModule {
  Component: React.ComponentType;
  loader?: (args: LoaderFunctionArgs, deps: RouteDeps) => Promise<unknown>;
  ErrorBoundary?: React.ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** Further chunks the screen needs for this loader data (preloaded by the worker). */
  modulesFor?: (loaderData: unknown) => string[];
  /** Loads those chunks in the browser before hydration, so hydration never suspends. */
  prepareHydration?: (loaderData: unknown) => Promise<void>;
}

/** What route modules put on `handle`, for the worker's render and the browser's entry. */
export interface RouteHandle {
  /** Source of the route's own module (for the worker's preload list). */
  module: string;
  modulesFor?: RouteModule['modulesFor'];
  prepareHydration?: RouteModule['prepareHydration'];
}

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
} as const;

type RouteId = keyof typeof ROUTE_MODULES;

const imports: Record<Exclude<RouteId, 'root'>, () => Promise<RouteModule>> = {
  home: () => import('./routes/home'),
  products: () => import('./routes/products'),
  page: () => import('./routes/page'),
  showcase: () => import('./routes/showcase'),
  brand: () => import('./routes/brand'),
  cart: () => import('./routes/cart'),
};

function lazyRoute(id: Exclude<RouteId, 'root'>, deps: RouteDeps): RouteObject['lazy'] {
  return async () => {
    const mod = await imports[id]();
    const handle: RouteHandle = { module: ROUTE_MODULES[id], modulesFor: mod.modulesFor, prepareHydration: mod.prepareHydration };
    return {
      Component: mod.Component,
      handle,
      ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}),
      ...(mod.shouldRevalidate ? { shouldRevalidate: mod.shouldRevalidate } : {}),
      ...(mod.loader ? { loader: (args: LoaderFunctionArgs) => mod.loader!(args, deps) } : {}),
    };
  };
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: root.Component,
      ErrorBoundary: root.ErrorBoundary,
      loader: (args: LoaderFunctionArgs) => root.loader(args, deps),
      shouldRevalidate: root.shouldRevalidate,
      handle: { module: ROUTE_MODULES.root } satisfies RouteHandle,
      children: [
        { id: 'home', index: true, lazy: lazyRoute('home', deps) },
        { id: 'products', path: 'products', lazy: lazyRoute('products', deps) },
        { id: 'brand', path: 'brand/:id', lazy: lazyRoute('brand', deps) },
        { id: 'cart', path: 'cart', lazy: lazyRoute('cart', deps) },
        // The internal design showcase.
        { id: 'showcase', path: 'stylingViewer', lazy: lazyRoute('showcase', deps) },
        { id: 'showcase-inputs', path: 'components/inputs', lazy: lazyRoute('showcase', deps) },
        { id: 'showcase-buttons', path: 'components/buttons', lazy: lazyRoute('showcase', deps) },
        // Content pages, categories and products: any depth (spec route /:slug).
        { id: 'page', path: '*', lazy: lazyRoute('page', deps) },
      ],
    },
  ];
}
