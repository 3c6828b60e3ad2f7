// What a page may know of its shopper before it asks: a cookie the page's script reads, beside
// the HttpOnly session cookie (shared/session.ts), that holds no secret: how many items are in
// the cart and whether a customer is logged in. The worker writes it on every answer that
// learned either from Shopware (worker/middleware/context-token.ts); a stored page, the same for
// everyone (worker/cache/page-store.ts), shows the count from it at first paint
// (shopperHintScript) and asks for the shopper's own parts after hydration only when it is there.

export const SHOPPER_HINT_COOKIE = 'veld-shopper';

export interface ShopperHint {
  /** Items in the cart; null: a session whose cart the worker has not read yet. */
  cartCount: number | null;
  loggedIn: boolean;
}

/** At most this many items are told (the badge says 99+ past 99). */
const MAX_COUNT = 9999;

/** `3.1`: three items, logged in; `s`: a session, nothing known of it yet. */
export function serializeShopperHint(hint: ShopperHint): string {
  if (hint.cartCount === null) return hint.loggedIn ? 's.1' : 's';
  return `${Math.min(Math.max(0, Math.floor(hint.cartCount)), MAX_COUNT)}.${hint.loggedIn ? 1 : 0}`;
}

export function parseShopperHint(value: string | undefined | null): ShopperHint | null {
  if (!value) return null;
  if (value === 's') return { cartCount: null, loggedIn: false };
  if (value === 's.1') return { cartCount: null, loggedIn: true };
  const match = /^(\d{1,4})\.([01])$/.exec(value);
  return match ? { cartCount: Number(match[1]), loggedIn: match[2] === '1' } : null;
}

/** The hint in a Cookie header (the worker's side), or null. */
export function shopperHintFromCookieHeader(header: string | null | undefined): ShopperHint | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SHOPPER_HINT_COOKIE) return parseShopperHint(part.slice(eq + 1).trim());
  }
  return null;
}

/** The same in the browser. */
export function currentShopperHint(): ShopperHint | null {
  return typeof document === 'undefined' ? null : shopperHintFromCookieHeader(document.cookie);
}

/**
 * For the head's first inline script: the cart count on the root element before the body
 * paints (`data-cart-count`, and `--cart-count` for the badge's CSS), so a stored page shows
 * the shopper's own count at once without holding it. Client/styles/index.css shows it until
 * the cart itself is read.
 */
export function shopperHintScript(): string {
  return `(function(d){var m=/(?:^|;\\s*)${SHOPPER_HINT_COOKIE}=(\\d{1,4})\\.[01](?:;|$)/.exec(d.cookie),n=m?+m[1]:0;`
    + `if(n>0){var e=d.documentElement;e.dataset.cartCount=n>99?"99+":String(n);e.style.setProperty("--cart-count",JSON.stringify(e.dataset.cartCount))}})(document);`;
}
