// What a log line must never carry (decision 021): a shopper's e-mail address, postal address,
// password, context token or cookie, nor a query string (account and checkout URLs carry
// codes and addresses in theirs). Log text comes from errors whose messages quote the backend
// (Shopware writes "The email address "…" is already in use"), so every string that goes into
// a line passes through here, whatever its source.

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** The keys whose values are private: `key: value`, `key=value`, `"key":"value"`. */
const PRIVATE_KEY =
  '\\b(?:sw-context-token|context-?token|access-?token|token|password|passwd|cookie|authorization|e-?mail|street|address(?:line)?\\d?|zip-?code|post-?code|postal-?code|city|phone(?:-?number)?|first-?name|last-?name)';
/** A quoted value (it may hold spaces: "Damrak 1"), then an unquoted one up to a separator. */
const QUOTED_PRIVATE_VALUE = new RegExp(`(${PRIVATE_KEY}["']?\\s*[:=]\\s*)(["'])(?:(?!\\2)[^\\\\]|\\\\.)*\\2`, 'gi');
const PRIVATE_VALUE = new RegExp(`(${PRIVATE_KEY}["']?\\s*[:=]\\s*)(?:bearer\\s+)?(?!\\[)[^"'\\s,;&}\\]]+`, 'gi');
/** A query string, wherever a URL appears in the text. */
const QUERY = /\?[^\s"'`<>)\]]+/g;
/**
 * A bare token: 24 or more letters and digits with at least one letter past 'f' (Shopware's
 * context tokens are 32 mixed-case alphanumerics). Ids in hex (product, category) stay: on
 * call they say what failed.
 */
const TOKEN = /\b(?=[A-Za-z0-9]*[g-zG-Z])(?=[A-Za-z]*[0-9])[A-Za-z0-9]{24,}\b/g;

/** `text` with everything private replaced by a placeholder that says what was there. */
export function redact(text: string): string {
  // The query first: whatever it held goes with it.
  return text
    .replace(QUERY, '?[query]')
    .replace(EMAIL, '[e-mail]')
    .replace(QUOTED_PRIVATE_VALUE, '$1$2[redacted]$2')
    .replace(PRIVATE_VALUE, '$1[redacted]')
    .replace(TOKEN, '[token]');
}

/** Paths of the shopper's own pages and forms: their segments may be codes or ids of theirs. */
const PRIVATE_PATH = /^\/(?:api\/)?(?:account|checkout|order|login|logout|register|wishlist|guest-order)(?:\/|$)/i;

/**
 * The path as a log line may carry it: never its query; for a shopper's own pages (an order's
 * code, an address id), the route alone says enough, and the path is left out.
 */
export function loggablePath(pathname: string): string | undefined {
  if (PRIVATE_PATH.test(pathname)) return undefined;
  return redact(pathname);
}
