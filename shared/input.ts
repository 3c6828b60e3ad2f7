// The shop's one check for text that arrives from outside: addresses (path and query string),
// form fields and JSON string fields. Control characters (NUL among them) and bytes that are
// not UTF-8 have no place in a search term, an address or a name; passed on, they make backends
// fail (500/502) instead of answering. They are refused with 400 before any backend call, by
// the worker's request guard and by the route loader, on both sides.
import { shopperMessage } from './snippets';

/** C0 controls (tab, line feed and carriage return aside), DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** In an address even tab and line breaks are out of place. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_ADDRESS = /[\u0000-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its partner: what `\ud800` in JSON gives, never real text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Snippet keys (shopperMessage): where the refusal is said, it is looked up in the snippets.
export const INVALID_ADDRESS_MESSAGE = shopperMessage('errors.invalidAddress',
  'The address contains characters we cannot read (control characters or invalid UTF-8). Change the search term or the link and try again.');
export const INVALID_TEXT_MESSAGE = shopperMessage('errors.invalidText',
  'The request contains characters we cannot read (control characters or invalid UTF-8). Change the text and try again.');

const TOO_DEEP_MESSAGE = shopperMessage('errors.tooDeep', 'The request is nested too deeply.');

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/**
 * Percent-decodes a URL component as UTF-8, strictly: null when the escaped bytes are not
 * valid UTF-8. A `%` that starts no escape stays as it is (browsers and URLSearchParams do the
 * same), so `%ZZ` is text, not an error. `plusIsSpace` for query strings and form bodies.
 */
export function decodeComponentStrict(component: string, plusIsSpace = false): string | null {
  if (!component.includes('%')) return plusIsSpace ? component.replace(/\+/g, ' ') : component;
  const bytes: number[] = [];
  for (let i = 0; i < component.length; i += 1) {
    const char = component[i]!;
    if (char === '%' && /^[0-9a-f]{2}$/i.test(component.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(component.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '+' && plusIsSpace) {
      bytes.push(0x20);
    } else {
      const code = component.codePointAt(i)!;
      if (code > 0xffff) i += 1;
      bytes.push(...encoder.encode(String.fromCodePoint(code)));
    }
  }
  try {
    return fatalUtf8.decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

/** Whether a piece of free text (a form field, a JSON string) is fit to pass on. */
export function isCleanText(value: string): boolean {
  return !CONTROL_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);
}

function isCleanAddressPart(value: string | null): boolean {
  return value !== null && !CONTROL_IN_ADDRESS.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * What is wrong with a URL's path or query string, in the shopper's words, or null when
 * nothing is. `search` is the raw `?…` part (URL.search), `pathname` the raw path.
 */
export function addressProblem(pathname: string, search: string): string | null {
  if (!isCleanAddressPart(decodeComponentStrict(pathname))) return INVALID_ADDRESS_MESSAGE;
  return queryProblem(search);
}

/** What is wrong with a query string (or a form-urlencoded body), or null. */
export function queryProblem(query: string, opts: { allowLineBreaks?: boolean } = {}): string | null {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (raw === '') return null;
  for (const pair of raw.split('&')) {
    const decoded = decodeComponentStrict(pair, true);
    const clean = opts.allowLineBreaks ? decoded !== null && isCleanText(decoded) : isCleanAddressPart(decoded);
    if (!clean) return opts.allowLineBreaks ? INVALID_TEXT_MESSAGE : INVALID_ADDRESS_MESSAGE;
  }
  return null;
}

/**
 * What is wrong with a parsed JSON value, or null: every string in it, keys included, must be
 * clean text. Depth is bounded so a hostile nesting cannot exhaust the stack.
 */
export function jsonTextProblem(value: unknown, depth = 0): string | null {
  if (depth > 64) return TOO_DEEP_MESSAGE;
  if (typeof value === 'string') return isCleanText(value) ? null : INVALID_TEXT_MESSAGE;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonTextProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) return INVALID_TEXT_MESSAGE;
      const problem = jsonTextProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** Strict UTF-8 decoding of a body: null when its bytes are not UTF-8. */
export function decodeUtf8Strict(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    return null;
  }
}
