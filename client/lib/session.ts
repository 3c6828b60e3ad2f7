// Whether the shopper has a Shopware session. The browser cannot read that HttpOnly cookie;
// it reads the shopper hint beside it (shared/shopper-hint.ts, which the worker keeps while a
// session lasts), and it knows when one began here: a write the worker answered (a cart line, a
// login) carries the session's cookie. A document knows nothing of it: the same stored page
// goes to everyone (issue 52).
import { currentShopperHint } from '../../shared/shopper-hint';

let started = false;

/** A write of the shopper's own (cart, account, checkout) succeeded: a session exists now. */
export function noteSessionStarted(): void {
  started = true;
}

export function sessionStartedHere(): boolean {
  return started;
}

/** Whether the page should ask for the shopper's own parts (the cart, the customer): in the browser only. */
export function hasShopperSession(): boolean {
  return started || currentShopperHint() !== null;
}

/** Paths whose writes start (or need) a session. */
export function startsSession(path: string, method = 'GET'): boolean {
  return method.toUpperCase() !== 'GET' && /^\/(cart|account|checkout)(\/|$)/.test(path);
}
