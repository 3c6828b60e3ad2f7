// /api/cart*: the shopper's cart. Private: never cached. Each write is also the page's form
// post without JavaScript (its `form`: the same schema and handler, worker/api/route.ts): add
// to cart from a product or listing page, a line's quantity and its removal on the cart page.
import type { Context } from 'hono';
import * as z from 'zod';
import { ID, LINE_ID, QUANTITY } from '../request/input';
import { NO_INPUT, route, type RouteTable } from './route';
import { ATTEMPT_KEY, ATTEMPT_PARAM } from '../../shared/forms/attempt';
import { ADDED_PARAM, CHOOSE_PARAM } from '../../shared/catalogue/size-choice';
import { ADDITION_NOT_MADE, ADDITION_STATUS_PARAM, ADDITION_UNCONFIRMED, CART_BUSY } from '../../shared/cart/messages';
import { CART_ADD_PATH, CART_PATH, CART_QUANTITY_PATH, CART_REMOVE_PATH } from '../../shared/cart/forms';
import { backPath } from '../../shared/forms/referer';
import { messageText, shopperMessage } from '../../shared/snippets';
import { CartAdditionRefusedError, CartBusyError, errorStatus } from '../shopware/errors';
import { requestHost } from '../request/origin';
import { inShopWords } from '../account/refusals';
import { logError } from '../logging/log';
import type { AppEnv } from '../types';

const INVALID_ADDITION = shopperMessage('cart.message.invalidAddition', 'Invalid product or quantity.');
const INVALID_CHANGE = shopperMessage('cart.message.invalidChange', 'Invalid cart line or quantity.');

/** The sizes a shopper has yet to choose (shared/catalogue/size-choice.ts), as a form names them. */
const SIZES_TO_CHOOSE = /^[\p{L}\p{N} ,-]{1,60}$/u;

/**
 * A cart write refused by its gate (CartBusyError): 503, Retry-After, the shop's words, and a
 * line in the log beside the request's own (decision 021), as JSON or as the form's text.
 */
export async function cartBusy(c: Context<AppEnv>, error: CartBusyError, json = true) {
  logError('Cart writes: the cart is busy, the write was refused', error);
  const { message } = await inShopWords(c, CART_BUSY, {});
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', String(error.retryAfterSeconds));
  return json ? c.json({ error: 'Busy', message }, 503) : c.text(message, 503);
}

/** A posted quantity as the JSON carries it: a number (none when the field is empty or absent). */
const quantityField = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : Number(value));

const refusedForm = (message: typeof INVALID_ADDITION) => async (c: Context<AppEnv>) =>
  c.text(messageText(await c.var.shopWords?.(), message), 400);

const refusedAddition = refusedForm(INVALID_ADDITION);

/** Back to the cart, which shows what is true. */
const backToCart = (c: Context<AppEnv>) => c.redirect(CART_PATH, 303);

/**
 * Where an addition without JavaScript goes back to: the page it came from (only a page of this
 * site, shared/forms/referer.ts) with what happened, or the cart, which needs no word on it.
 */
function backFromAddition(c: Context<AppEnv>) {
  const url = new URL(backPath(c.req.header('referer'), requestHost(c.req.raw), CART_PATH), 'https://back.invalid');
  for (const said of [ADDED_PARAM, CHOOSE_PARAM, ADDITION_STATUS_PARAM, ATTEMPT_PARAM]) url.searchParams.delete(said);
  const toCart = url.pathname === CART_PATH;
  return {
    toCart,
    with(said: Record<string, string>) {
      if (!toCart) for (const [param, value] of Object.entries(said)) url.searchParams.set(param, value);
      return c.redirect(url.pathname + url.search, 303);
    },
  };
}

/** A line that is no longer in the cart (404: a second press, a form sent again) counts as done. */
const lineGone = (c: Context<AppEnv>, error: unknown) => (errorStatus(error) === 404 ? backToCart(c) : undefined);

export const cartRoutes = {
  cart: route(NO_INPUT, (_, c) => c.var.storefront.cart()),

  // `requestId`: one per press, so a retry after a timeout never adds twice (shared/storefront-api.ts).
  addToCart: route(z.object({
    productId: ID, quantity: QUANTITY.default(1), requestId: z.string().regex(ATTEMPT_KEY).optional(),
  }), (input, c) => c.var.storefront.addToCart(input), {
    form: {
      path: CART_ADD_PATH,
      input: (fields) => ({ productId: fields.productId, quantity: quantityField(fields.quantity), requestId: fields.requestId || undefined }),
      // The product page's form names the sizes still to choose: nothing is added, the page asks.
      before(c, fields) {
        const toChoose = fields[CHOOSE_PARAM];
        if (toChoose === undefined) return undefined;
        return SIZES_TO_CHOOSE.test(toChoose) ? backFromAddition(c).with({ [CHOOSE_PARAM]: toChoose }) : refusedAddition(c);
      },
      invalid: refusedAddition,
      done: (c, _cart, { productId }) => backFromAddition(c).with({ [ADDED_PARAM]: productId }),
      failed(c, error, { requestId }) {
        // The cart's gate is full: nothing was added; 503 with Retry-After in the shop's words.
        if (error instanceof CartBusyError) return cartBusy(c, error, false);
        // Not made (stock reached, product gone): the cart shows what is in it, with a notice.
        if (error instanceof CartAdditionRefusedError) return c.redirect(`${CART_PATH}?${ADDITION_STATUS_PARAM}=${ADDITION_NOT_MADE}`, 303);
        const status = errorStatus(error);
        if (status !== undefined && status < 500) return undefined;
        // No answer in time: the addition may still have landed. With the press's key, the page it
        // came from says so and offers the same press again (it adds once); without one, "try
        // again" could add it twice, so the cart shows what is true, with a notice (#15).
        logError('Cart addition without JavaScript not confirmed', error);
        const back = backFromAddition(c);
        if (requestId && !back.toCart) return back.with({ [ADDITION_STATUS_PARAM]: ADDITION_UNCONFIRMED, [ATTEMPT_PARAM]: requestId });
        return c.redirect(`${CART_PATH}?${ADDITION_STATUS_PARAM}=${ADDITION_UNCONFIRMED}`, 303);
      },
    },
  }),

  // A quantity is set, never added to: the same form sent again changes nothing more.
  changeCartQuantity: route(z.object({ id: LINE_ID, quantity: QUANTITY }), (input, c) => c.var.storefront.changeCartQuantity(input.id, input.quantity), {
    form: {
      path: CART_QUANTITY_PATH,
      input: (fields) => ({ id: fields.lineId, quantity: quantityField(fields.quantity) }),
      invalid: refusedForm(INVALID_CHANGE),
      done: backToCart,
      failed: lineGone,
    },
  }),

  removeCartItem: route(z.object({ id: LINE_ID }), (input, c) => c.var.storefront.removeCartItem(input.id), {
    form: { path: CART_REMOVE_PATH, input: (fields) => ({ id: fields.lineId }), invalid: refusedForm(INVALID_CHANGE), done: backToCart, failed: lineGone },
  }),

  addPromotionCode: route(z.object({
    code: z.string().trim().min(1, 'enter a promotion code').max(100, 'promotion code is too long'),
  }), (input, c) => c.var.storefront.addPromotionCode(input.code), { rateLimit: 'promotion' }),
} satisfies Partial<RouteTable>;
