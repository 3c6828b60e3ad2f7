// The last snippet set this isolate read (any page, /api/getSnippets, a refusal's own read):
// what a refusal says when its read is slower than SNIPPET_WAIT_MS (a busy isolate, a backend
// down; worker/storefront/middleware.ts), rather than the English fallback. Only an isolate that
// never read them falls back. One set, tens of kilobytes.
import type { Snippets } from '../../shared/site/types';

let last: Snippets | undefined;

/** Keeps `words` as the isolate's last set; answers them. */
export function rememberShopWords(words: Snippets): Snippets {
  last = words;
  return words;
}

export const lastShopWords = (): Snippets | undefined => last;
