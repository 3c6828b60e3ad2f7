// The route table: which path renders which route module (client/routes.ts). Matched by
// client/router/load-route.ts, in the worker for every document and in the browser from the
// first client-side navigation on; apart from routes.ts so the first view does not carry it.
import type { RouteModuleId } from './routes';

export interface RouteDefinition {
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
      { id: 'account-guest-order', module: 'guestOrder', path: 'account/order/:code' },
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
