// /api/cart*: the shopper's cart. Private: never cached.
import * as z from 'zod';
import { ID, LINE_ID, QUANTITY } from '../request/input';
import { NO_INPUT, route, type RouteTable } from './route';


export const cartRoutes = {
  cart: route(NO_INPUT, (_, c) => c.var.storefront.cart()),

  // `requestId`: one per press, so a retry after a timeout never adds twice (shared/storefront-api.ts).
  addToCart: route(z.object({
    productId: ID, quantity: QUANTITY.default(1), requestId: z.string().regex(/^[\w-]{8,64}$/).optional(),
  }), (input, c) => c.var.storefront.addToCart(input)),

  changeCartQuantity: route(z.object({ id: LINE_ID, quantity: QUANTITY }), (input, c) => c.var.storefront.changeCartQuantity(input.id, input.quantity)),

  removeCartItem: route(z.object({ id: LINE_ID }), (input, c) => c.var.storefront.removeCartItem(input.id)),

  addPromotionCode: route(z.object({
    code: z.string().trim().min(1, 'enter a promotion code').max(100, 'promotion code is too long'),
  }), (input, c) => c.var.storefront.addPromotionCode(input.code), { rateLimit: 'promotion' }),
} satisfies Partial<RouteTable>;
