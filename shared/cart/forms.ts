// The cart's forms without JavaScript (#32): adding to the cart, a line's quantity and its
// removal post here; the worker (the cart operations' form posts, worker/api/cart.ts) makes the
// change and sends the shopper back (303). With JavaScript the same forms change the cart in place.

/** Adds a product: fields `productId`, `quantity`, the press's `requestId`; back where it was posted from. */
export const CART_ADD_PATH = '/cart/add';

/** Sets a line's quantity: fields `lineId` and `quantity`. */
export const CART_QUANTITY_PATH = '/cart/quantity';
/** Removes a line: field `lineId`. */
export const CART_REMOVE_PATH = '/cart/remove';
/** Where both send the shopper back. */
export const CART_PATH = '/cart';
