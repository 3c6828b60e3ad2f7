// What a shopper reads about the cart's errors (Shopware keys them by id; see
// docs/demo-backend/shopper.md), looked up in the snippets through `text` (useSnippets().text).
// Unknown keys fall back to Shopware's own message.
import { shopperMessage, type SnippetLookup } from '../snippets';
import type { CartMessage } from './types';

export interface CartNotice {
  id: string;
  tone: 'success' | 'warning' | 'error';
  text: string;
}

export function cartNotice(message: CartMessage, text: SnippetLookup): CartNotice {
  const code = typeof message.parameters.code === 'string' ? message.parameters.code : '';
  const name = typeof message.parameters.name === 'string' ? message.parameters.name : text('cart.notice.anItem', 'An item');
  if (message.id === 'promotion-not-found' || message.key === 'promotion-not-found') {
    return { id: message.id, tone: 'error', text: text('cart.notice.promotionNotFound', 'The discount code {code} does not exist.', { code }).replace('  ', ' ') };
  }
  if (message.id.startsWith('promotion-discount-added')) {
    return { id: message.id, tone: 'success', text: text('cart.notice.promotionAdded', 'The discount has been applied.') };
  }
  if (message.id === 'promotion-not-eligible' || message.key === 'promotion-not-eligible') {
    return { id: message.id, tone: 'warning', text: text('cart.notice.promotionNotEligible', 'The discount code {code} does not apply to your cart yet.', { code }).replace('  ', ' ') };
  }
  if (message.id.startsWith('product-stock-reached')) {
    return { id: message.id, tone: 'warning', text: text('cart.notice.stockReached', '{name}: you have the maximum quantity in stock.', { name }) };
  }
  if (message.id.startsWith('product-out-of-stock')) {
    return { id: message.id, tone: 'error', text: text('cart.notice.outOfStock', '{name} is no longer in stock and has been removed from your cart.', { name }) };
  }
  return { id: message.id, tone: message.level === 'notice' ? 'success' : message.level === 'warning' ? 'warning' : 'error', text: message.message };
}

/**
 * Where /cart/add (the form without JavaScript) sends the shopper when the backend did not
 * confirm the addition in time: to the cart, which shows what is true. The addition may have
 * landed, so "try again" would risk adding it twice; the cart tells them whether it is there.
 */
export const ADDITION_STATUS_PARAM = 'toevoeging';
export const ADDITION_UNCONFIRMED = 'onbevestigd';

export function additionUnconfirmedNotice(text: SnippetLookup): CartNotice {
  return {
    id: 'addition-unconfirmed', tone: 'warning',
    text: text('cart.notice.additionUnconfirmed', 'We could not confirm the addition. Check your cart below: if the product is not in it, add it again.'),
  };
}

// The worker's refusals below are made once, where the worker answers; marked pure so that the
// page's code, which imports this module for the notices, leaves them out (first-view budget).

/**
 * The cart has as many writes waiting as it may (worker/shopware/cart-gate.ts): nothing was
 * written; a 503 with Retry-After says it (the JSON API and /cart/add alike).
 */
export const CART_BUSY = /* @__PURE__ */ shopperMessage('cart.message.busy', 'Your cart is busy right now. Nothing was added or changed: try again in a few seconds.');

/** An addition Shopware answered without making it (worker/shopware/operations/cart.ts additionNotMade). */
export const ADDITION_STOCK_REACHED = /* @__PURE__ */ shopperMessage('cart.message.stockReached', 'There is no more of this product in stock: your cart already holds as many as you can order.');
export const ADDITION_PRODUCT_GONE = /* @__PURE__ */ shopperMessage('cart.message.productGone', 'This product is no longer available and was not added.');

/** /cart/add without JavaScript: the addition was not made (stock reached, product gone); the cart shows what is in it. */
export const ADDITION_NOT_MADE = 'niet-toegevoegd';

export function additionNotMadeNotice(text: SnippetLookup): CartNotice {
  return { id: 'addition-not-made', tone: 'warning', text: text('cart.message.stockReached', 'There is no more of this product in stock: your cart already holds as many as you can order.') };
}
