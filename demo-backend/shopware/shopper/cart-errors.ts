// Cart errors (Shopware's Checkout/Cart/Error/Error subclasses). They are not stored with the
// cart: each shows up in the answer of the request whose calculation raised it.

export const NOTICE = 0;
export const WARNING = 10;
export const ERROR = 20;

export interface CartError {
  /** The key in cart.errors: the message key, plus the line item id for per-line errors. */
  id: string;
  messageKey: string;
  level: typeof NOTICE | typeof WARNING | typeof ERROR;
  message: string;
  parameters: Record<string, unknown>;
  /** Whether the error stops an order from being placed. */
  block: boolean;
}

export const cartErrors = {
  productNotFound: (lineItemId: string): CartError => ({
    id: `product-not-found${lineItemId}`, messageKey: 'product-not-found', level: ERROR, block: true,
    message: `The product ${lineItemId} could not be found.`, parameters: { id: lineItemId },
  }),
  productOutOfStock: (lineItemId: string, name: string): CartError => ({
    id: `product-out-of-stock${lineItemId}`, messageKey: 'product-out-of-stock', level: ERROR, block: true,
    message: `The product ${name} is no longer available`, parameters: { id: lineItemId, name },
  }),
  /** The quantity was lowered to what may be bought, so the cart is fine again: a warning. */
  productStockReached: (lineItemId: string, name: string, quantity: number): CartError => ({
    id: `product-stock-reached${lineItemId}`, messageKey: 'product-stock-reached', level: WARNING, block: false,
    message: `The product ${name} is only available ${quantity} times`, parameters: { name, quantity },
  }),
  promotionNotFound: (code: string): CartError => ({
    id: 'promotion-not-found', messageKey: 'promotion-not-found', level: ERROR, block: false,
    message: `Promotion with code ${code} could not be found.`, parameters: { code },
  }),
  promotionNotEligible: (name: string): CartError => ({
    id: 'promotion-not-eligible', messageKey: 'promotion-not-eligible', level: ERROR, block: false,
    message: `Promotion ${name} not eligible for cart!`, parameters: { name },
  }),
  /** Frontends shows this notice as a success message. */
  promotionDiscountAdded: (discountLineItemId: string, name: string): CartError => ({
    id: `promotion-discount-added-${discountLineItemId}`, messageKey: 'promotion-discount-added', level: NOTICE,
    block: false, message: `Discount ${name} has been added`, parameters: { name, discountLineItemId },
  }),
};

/** cart.errors: an object keyed by error id, but `[]` when there are none (PHP's empty array). */
export function cartErrorsJson(errors: CartError[]) {
  if (errors.length === 0) return [];
  return Object.fromEntries(errors.map((e) => [e.id, {
    code: 0, key: e.id, level: e.level, message: e.message, messageKey: e.messageKey,
    parameters: e.parameters, block: e.block,
  }]));
}
