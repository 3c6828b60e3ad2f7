// The cart routes (contract §2 Cart). Each answers with the recalculated cart.
import { Hono } from 'hono';
import { StoreApiError } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { calculateCart, cartJson } from './cart';
import { cartErrors, type CartError } from './cart-errors';
import { addProducts, addPromotionCode, clearCart, readLines, removeLines, setQuantities, type StoredLine } from './cart-store';
import { findPromotion } from './promotions';
import { requestOrigin, session, type ShopperCtx } from './session';

async function cartResponse(c: ShopperCtx, extra: { errors?: CartError[]; addedPromotions?: string[] } = {}) {
  const { db, context } = await session(c);
  const cart = await calculateCart({ db, context, origin: requestOrigin(c), ...extra });
  return c.json(cartJson(cart));
}

function invalidQuantity(quantity: unknown) {
  return StoreApiError.of(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
    `The quantity must be a positive integer. Given: "${String(quantity)}"`, { quantity });
}

function lineItemNotFound(id: string) {
  return StoreApiError.of(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, { identifier: id });
}

/** Quantity as sent: missing means 1 when adding; anything but a positive integer is refused. */
function quantityOf(value: unknown, fallback?: number): number {
  const quantity = value === undefined ? fallback : value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) throw invalidQuantity(value);
  return quantity;
}

function itemsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const items = body.items;
  if (!Array.isArray(items) || items.some((i) => i === null || typeof i !== 'object')) {
    throw StoreApiError.violations([{ code: 'IS_BLANK_ERROR', message: 'This value should not be blank.', pointer: '/items' }]);
  }
  return items as Record<string, unknown>[];
}

function idOf(item: Record<string, unknown>, field: string, index: number): string {
  const value = item[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255) {
    throw StoreApiError.violations([{ code: 'IS_BLANK_ERROR', message: 'This value should not be blank.', pointer: `/items/${index}/${field}` }]);
  }
  return value.trim();
}

/** The lines with these ids, or 404 for the first that is not in the cart. */
async function existingLines(db: D1Database, token: string, ids: string[]): Promise<StoredLine[]> {
  const lines = await readLines(db, token);
  return ids.map((id) => {
    const line = lines.find((l) => l.id === id);
    if (!line) throw lineItemNotFound(id);
    return line;
  });
}

async function removeByIds(c: ShopperCtx, ids: string[]) {
  const { db, context } = await session(c);
  await existingLines(db, context.token, ids);
  await removeLines(db, context.token, ids);
  return cartResponse(c);
}

/** readCart. One handler for both methods: the contract tests count a route by its handler. */
const readCart = (c: ShopperCtx) => cartResponse(c);

export const cartRoutes = new Hono<ShopwareEnv>()
  .get('/checkout/cart', readCart)
  // 6.6 also reads the cart by POST; Frontends still uses it in places.
  .post('/checkout/cart', readCart)
  .delete('/checkout/cart', async (c) => {
    const { db, context } = await session(c);
    await clearCart(db, context.token);
    return c.body(null, 204);
  })
  .post('/checkout/cart/line-item', async (c) => {
    const items = itemsOf(await readJsonBody(c));
    const { db, context } = await session(c);
    const products: { id: string; productId: string; quantity: number }[] = [];
    const errors: CartError[] = [];
    const addedPromotions: string[] = [];
    for (const [index, item] of items.entries()) {
      const type = item.type ?? 'product';
      if (type === 'promotion') {
        const code = idOf(item, 'referencedId', index);
        const promotion = findPromotion(code);
        if (!promotion) {
          errors.push(cartErrors.promotionNotFound(code));
          continue;
        }
        await addPromotionCode(db, context.token, promotion.discountId, promotion.code);
        addedPromotions.push(promotion.code);
      } else if (type === 'product') {
        const id = idOf(item, 'id', index);
        const productId = item.referencedId === undefined ? id : idOf(item, 'referencedId', index);
        products.push({ id, productId, quantity: quantityOf(item.quantity, 1) });
      } else {
        throw StoreApiError.of(400, 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
          `Line item type "${String(type)}" is not supported.`, { type });
      }
    }
    if (products.length > 0) await addProducts(db, context.token, products);
    return cartResponse(c, { errors, addedPromotions });
  })
  .patch('/checkout/cart/line-item', async (c) => {
    const items = itemsOf(await readJsonBody(c));
    const changes = items.map((item, index) => ({ id: idOf(item, 'id', index), quantity: quantityOf(item.quantity) }));
    const { db, context } = await session(c);
    const lines = await existingLines(db, context.token, changes.map((change) => change.id));
    const fixed = lines.find((line) => line.type !== 'product');
    if (fixed) {
      throw StoreApiError.of(400, 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
        `Line item with identifier ${fixed.id} is not stackable and the quantity cannot be changed.`, { identifier: fixed.id });
    }
    await setQuantities(db, context.token, changes);
    return cartResponse(c);
  })
  .post('/checkout/cart/line-item/delete', async (c) => {
    const body = await readJsonBody(c);
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
    if (ids.length === 0) {
      throw StoreApiError.violations([{ code: 'IS_BLANK_ERROR', message: 'This value should not be blank.', pointer: '/ids' }]);
    }
    return removeByIds(c, ids);
  })
  // Deprecated since 6.5 but still routed: DELETE /checkout/cart/line-item?ids[]=a&ids[]=b.
  .delete('/checkout/cart/line-item', async (c) => {
    const ids = [...c.req.queries('ids[]') ?? [], ...c.req.queries('ids') ?? []].flatMap((id) => id.split('|')).filter(Boolean);
    if (ids.length === 0) {
      throw StoreApiError.of(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "ids" is missing.', { parameterName: 'ids' });
    }
    return removeByIds(c, ids);
  });
