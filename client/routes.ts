// Every URL of the shop, and the route module that answers it: `client/routes/<module>.tsx`
// holds that URL's loader, its screen, its head (title, description, indexing), the form posts
// its page answers (`actions`) and how long its page may be stored (`storedFor`); see
// client/router/types.ts. This list is the only route table: the worker matches it for every
// document and the browser from its first client-side navigation on (client/router/load-route.ts).
// It is not in the first view: the worker tells the page which chunks its matched modules are
// (route data), and hydration imports those (client/router/route-modules.ts, decision 027).
import type { RouteModule } from './router/types';

/**
 * The route modules by file name in client/routes/. Each is a chunk of its own, loaded by route;
 * the root (the frame of every page) is part of the entry.
 */
export const ROUTE_MODULES = {
  root: () => import('./routes/root'),
  home: () => import('./routes/home'),
  products: () => import('./routes/products'),
  page: () => import('./routes/page'),
  showcase: () => import('./routes/showcase'),
  brand: () => import('./routes/brand'),
  cart: () => import('./routes/cart'),
  login: () => import('./routes/login'),
  account: () => import('./routes/account'),
  checkout: () => import('./routes/checkout'),
  'guest-order': () => import('./routes/guest-order'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type RouteModuleId = keyof typeof ROUTE_MODULES;

/** A module's source file, as Vite's manifest names it (the worker preloads its chunk). */
export const routeModuleSource = (id: RouteModuleId): string => `client/routes/${id}.tsx`;

export interface RouteDefinition {
  /** The route's own name: the head and the tests tell pages of one module apart by it. */
  id: string;
  module: RouteModuleId;
  path?: string;
  index?: boolean;
  children?: RouteDefinition[];
}

export const ROUTES: RouteDefinition[] = [
  {
    id: 'root',
    module: 'root',
    path: '/',
    children: [
      { id: 'home', module: 'home', index: true },
      { id: 'products', module: 'products', path: 'products' },
      { id: 'brand', module: 'brand', path: 'brand/:id' },
      { id: 'cart', module: 'cart', path: 'cart' },
      // The shopper's own pages: private, never cached, never indexed.
      { id: 'login', module: 'login', path: 'login' },
      { id: 'account', module: 'account', path: 'account' },
      { id: 'account-information', module: 'account', path: 'account/information' },
      { id: 'account-orders', module: 'account', path: 'account/orders' },
      { id: 'account-order', module: 'account', path: 'account/orders/:id' },
      // A guest's order by the link in its confirmation mail (Shopware's /account/order/{deepLinkCode}).
      { id: 'account-guest-order', module: 'guest-order', path: 'account/order/:code' },
      { id: 'account-wishlist', module: 'account', path: 'account/wishlist' },
      { id: 'account-recover', module: 'login', path: 'account/recover/password' },
      { id: 'checkout', module: 'checkout', path: 'checkout' },
      { id: 'checkout-success', module: 'checkout', path: 'checkout/success' },
      { id: 'checkout-failed', module: 'checkout', path: 'checkout/failed' },
      // The internal design showcase.
      { id: 'showcase', module: 'showcase', path: 'stylingViewer' },
      { id: 'showcase-inputs', module: 'showcase', path: 'components/inputs' },
      { id: 'showcase-buttons', module: 'showcase', path: 'components/buttons' },
      // Content pages, categories and products: any depth (spec route /:slug).
      { id: 'page', module: 'page', path: '*' },
    ],
  },
];
