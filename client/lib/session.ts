// Whether the shopper has a Shopware session. The document knows it from the cookie (the root
// loader, on the server); the browser cannot read that HttpOnly cookie, but it knows when one
// began: a write the worker answered (a cart line, a login) carries the session's cookie.

let started = false;

/** A write of the shopper's own (cart, account, checkout) succeeded: a session exists now. */
export function noteSessionStarted(): void {
  started = true;
}

export function sessionStartedHere(): boolean {
  return started;
}

/** Paths whose writes start (or need) a session. */
export function startsSession(path: string, method = 'GET'): boolean {
  return method.toUpperCase() !== 'GET' && /^\/(cart|account|checkout)(\/|$)/.test(path);
}
