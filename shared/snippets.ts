// Looking up a shopper-facing text: the snippet (Dutch, from the shop's content) or, when no
// snippet exists, the spec's English fallback. Texts may hold {placeholders}; numbers are
// written the Dutch way (1.234). A count picks the plural form: the snippet `key.one` (or the
// fallback's `one`) for exactly one in Dutch, else `key` itself.
import type { Snippets } from './site/types';

export type SnippetParams = Record<string, string | number>;
/** An English fallback: one text, or a singular and a plural form. */
export type SnippetFallback = string | { one: string; other: string };

/** `useSnippets().text` in the browser, snippetText over the worker's snippets on the server. */
export type SnippetLookup = (key: string, fallback: SnippetFallback, params?: SnippetParams) => string;

// Made on first use: made when the module loads, Intl's formatters were 20 of the worker's 140 ms
// of startup CPU (decision 033), paid by every new isolate whether it used them or not.
let numberFormat: Intl.NumberFormat | undefined;
const numbers = () => (numberFormat ??= new Intl.NumberFormat('nl-NL'));

/** Fills {name} placeholders; numbers in Dutch notation; unknown placeholders stay as they are. */
export function interpolate(template: string, params: SnippetParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers().format(value) : value;
  });
}

/**
 * The text for `key`: its snippet, else the fallback, with `params` filled in. `pluralBy` names
 * the parameter whose number chooses singular or plural (default `count`).
 */
export function snippetText(
  snippets: Snippets | undefined, key: string, fallback: SnippetFallback, params?: SnippetParams, pluralBy = 'count',
): string {
  const n = params?.[pluralBy];
  // Dutch has one singular, for exactly 1 (CLDR: i = 1 and v = 0), so no Intl.PluralRules is needed.
  const one = n === 1;
  const snippet = (one ? snippets?.[`${key}.one`]?.trim() : undefined) || snippets?.[key]?.trim();
  const english = typeof fallback === 'string' ? fallback : one ? fallback.one : fallback.other;
  return interpolate(snippet || english, params);
}

/**
 * Shopper texts made away from where they are shown (a form rule's message, a refusal the
 * worker answers with) travel as their snippet key: `shopperMessage(key, englishFallback)`
 * records the fallback and returns the key; `messageText` looks the key up where the text is
 * shown (the browser's form, the worker's JSON answer). A text that is no recorded key (a
 * message from Shopware itself, one already looked up) is shown as it is.
 */
const MESSAGES = new Map<string, { fallback: SnippetFallback; params: SnippetParams | undefined }>();

export function shopperMessage(key: string, fallback: SnippetFallback, params?: SnippetParams): string {
  MESSAGES.set(key, { fallback, params });
  return key;
}

export function messageText(snippets: Snippets | undefined, keyOrText: string): string {
  const message = MESSAGES.get(keyOrText);
  return message ? snippetText(snippets, keyOrText, message.fallback, message.params) : keyOrText;
}

/** Every field's message looked up (see messageText). */
export function messageTexts(snippets: Snippets | undefined, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, messageText(snippets, m)]));
}
