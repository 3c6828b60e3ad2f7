// POST /cart/quantity and /cart/remove: the cart page's forms without JavaScript (#32,
// shared/cart/forms.ts). The same inputs as PATCH and DELETE /api/cart/items/:id; the answer
// is a 303 back to the cart, which shows what is true. Both are idempotent: a quantity is set,
// never added to, and a line that is already gone (a second press, a form sent again from the
// history) is not an error: the shopper simply sees the cart without it.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { LINE_ID, QUANTITY } from '../request/input';
import { CART_PATH, CART_QUANTITY_PATH, CART_REMOVE_PATH } from '../../shared/cart/forms';
import { messageText, shopperMessage } from '../../shared/snippets';
import { errorStatus } from '../shopware/errors';
import type { AppEnv } from '../types';

export const cartForms = new Hono<AppEnv>();

const INVALID_CHANGE = shopperMessage('cart.message.invalidChange', 'Invalid cart line or quantity.');

function backToCart(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(CART_PATH, 303);
}

/** Makes the change; a line that is no longer in the cart (404) counts as done. */
async function change(c: Context<AppEnv>, action: () => Promise<unknown>) {
  try {
    await action();
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
  }
  return backToCart(c);
}

cartForms.post(CART_QUANTITY_PATH, async (c) => {
  const parsed = z.object({ lineId: LINE_ID, quantity: z.coerce.number().pipe(QUANTITY) })
    .safeParse(await c.req.parseBody().catch(() => ({})));
  if (!parsed.success) return c.text(messageText(await c.var.shopWords?.(), INVALID_CHANGE), 400);
  return change(c, () => c.var.storefront.changeCartQuantity(parsed.data.lineId, parsed.data.quantity));
});

cartForms.post(CART_REMOVE_PATH, async (c) => {
  const parsed = z.object({ lineId: LINE_ID }).safeParse(await c.req.parseBody().catch(() => ({})));
  if (!parsed.success) return c.text(messageText(await c.var.shopWords?.(), INVALID_CHANGE), 400);
  return change(c, () => c.var.storefront.removeCartItem(parsed.data.lineId));
});
