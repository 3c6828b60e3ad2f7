// The cart's forms without JavaScript (#32): a line's quantity and its removal post here; the
// worker (worker/forms/cart-forms.ts) makes the change and sends the shopper back to the cart
// (303). With JavaScript the same forms change the cart in place.

/** Sets a line's quantity: fields `lineId` and `quantity`. */
export const CART_QUANTITY_PATH = '/cart/quantity';
/** Removes a line: field `lineId`. */
export const CART_REMOVE_PATH = '/cart/remove';
/** Where both send the shopper back. */
export const CART_PATH = '/cart';
