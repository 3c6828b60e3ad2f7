// Composition root of the Store API emulator (mounted at /store-api by ../index.ts).
//   middleware.ts  sw-access-key check, sw-context-token issue/rotation, answering errors
//   store-api-error.ts  Shopware's error format (StoreApiError), thrown by every route module
//   catalogue/     navigation, SEO URLs, categories, listing/search, products, media and the
//                  shop plugin's catalogue routes (quick search, brands, looks, dynamic groups,
//                  snippets, pages and SEO URLs by id); owns the D1 schema and the seed
//   shopper/       context, cart, account, orders, checkout, payment/shipping, newsletter,
//                  contact form
import { Hono } from 'hono';
import type { ShopwareEnv } from './types';
import { storeApiErrors, salesChannelAuth, contextToken } from './middleware';
import { catalogueRoutes } from './catalogue/routes';
import { shopperRoutes } from './shopper/routes';

export { ensureCatalogue } from './catalogue/seed';
export { mediaApp } from './catalogue/media';

export const shopwareApp = new Hono<ShopwareEnv>();
storeApiErrors(shopwareApp);
shopwareApp.use('*', salesChannelAuth(), contextToken());
shopwareApp.route('/', catalogueRoutes);
shopwareApp.route('/', shopperRoutes);
