// The shopper side of the Store API: everything tied to a context token rather than the
// catalogue. Mounted under /store-api after the envelope middleware (../app.ts).
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { accountRoutes } from './account-routes';
import { addressRoutes } from './address-routes';
import { cartRoutes } from './cart-routes';
import { checkoutRoutes } from './checkout-routes';
import { contextRoutes } from './context-routes';
import { formRoutes } from './form-routes';
import { systemRoutes } from './system-routes';
import { orderRoutes } from './order-routes';
import { wishlistRoutes } from './wishlist-routes';
import { refusingRoutes } from './refusing-routes';

export const shopperRoutes = new Hono<ShopwareEnv>()
  .route('/', contextRoutes)
  .route('/', cartRoutes)
  .route('/', accountRoutes)
  .route('/', addressRoutes)
  .route('/', checkoutRoutes)
  .route('/', orderRoutes)
  .route('/', wishlistRoutes)
  .route('/', formRoutes)
  .route('/', systemRoutes)
  .route('/', refusingRoutes);
