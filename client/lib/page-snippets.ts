// The shop's texts a page carries: only those its HTML was rendered with (decision 030). The
// whole set (every snippet, some 35 KB) would repeat in every page's state though a page reads
// a few dozen. The server records each snippet its render looked up (SnippetReads, in
// worker/render/snippet-reads.ts) and writes those alone into the page's state, under
// PAGE_SNIPPETS_KEY; the browser hydrates with them, so its first render says exactly what
// the HTML says. The whole set (snippetsQuery) loads in the browser at the first need for more
// (loadShopTexts): a client-side navigation, an answer from /api, a part woken, a render that
// looks up a snippet the page did not carry.
import { createContext, lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontApi } from '../../shared/storefront-api';
import type { Snippets } from '../../shared/site/types';
import { snippetsQuery } from '../queries';

/** The page's own snippets in the query cache: a snippet read that has none is null. */
export const PAGE_SNIPPETS_KEY = ['snippets', 'page'] as const;
export type PageSnippets = Record<string, string | null>;

/** What the server's render notes of its lookups (worker/render/snippet-reads.ts). */
export interface SnippetLookups {
  /** `map` as it reads, noting every key looked up. */
  track(map: Snippets): Snippets;
  /** Keys the page must carry though its HTML did not show them (useSnippets().carry). */
  note(keys: readonly string[]): void;
}

/** The server render's SnippetReads; null in the browser. */
export const SnippetReadsContext = createContext<SnippetLookups | null>(null);

let loadWhole: (() => Promise<void>) | null = null;

/** How the browser loads the whole set (entry.client.tsx: loadShopTexts with its QueryClient and api). */
export function setShopTextsLoader(load: (() => Promise<void>) | null): void {
  loadWhole = load;
}

/**
 * Resolves once the whole set is in (or failed to come): awaited beside the code of what shows
 * only in the browser. At once where nothing loads it (the server, which has the whole set).
 */
export function shopTextsReady(): Promise<void> {
  return loadWhole ? loadWhole() : Promise.resolve();
}

/**
 * React.lazy for what opens on a press (a drawer, a dialog): it shows once its code and the
 * shop's whole texts are in, so it never opens in English while the page carried only its own.
 * `preload()` starts both (on a pointer's approach or focus).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyWithShopTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const preload = () => Promise.all([load(), shopTextsReady()]).then(([module]) => module);
  return Object.assign(lazy(preload), { preload });
}

/**
 * The whole set of snippets in the cache: read once per tab (then HTTP-cached), awaited by
 * whatever is about to show texts the page may not carry. A failure leaves the English
 * fallbacks for what the page did not carry; it never fails what waited.
 */
export function loadShopTexts(queryClient: QueryClient, api: StorefrontApi): Promise<void> {
  return queryClient.ensureQueryData(snippetsQuery(api)).then(() => undefined, () => undefined);
}
