// The shopper's Shopware session cookie. Its value never leaves the worker (HttpOnly); only
// whether a session exists is shared with the page, so a first-time visitor's browser does
// not ask for a cart it does not have.
export const CONTEXT_TOKEN_COOKIE = 'sw-context-token';
/** Shopware tokens are alphanumeric; anything else is not a session of ours. */
export const CONTEXT_TOKEN = /^[A-Za-z0-9]{16,64}$/;

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const [name, ...value] = part.trim().split('=');
    return name === CONTEXT_TOKEN_COOKIE && CONTEXT_TOKEN.test(value.join('='));
  });
}
