// The protocol by which the worker streams settled queries into the HTML and the browser
// picks them up: inline scripts push dehydrated state onto window.__RQ; the browser hydrates
// what is there at start and everything pushed later.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

export const DEHYDRATED_GLOBAL = '__RQ';

declare global {
  interface Window {
    __RQ?: DehydratedState[] | { push(state: DehydratedState): void };
  }
}

/** Hydrates what the HTML already carried and anything the stream pushes afterwards. */
export function receiveDehydratedState(queryClient: QueryClient): void {
  const pending = Array.isArray(window.__RQ) ? window.__RQ : [];
  for (const state of pending) hydrate(queryClient, arrivedNow(state));
  window.__RQ = { push: (state: DehydratedState) => hydrate(queryClient, arrivedNow(state)) };
}

/** When the last state arrived, by arrivedNow's strictly increasing count. */
let lastArrival = 0;

/**
 * The page's data counts as fresh from when it reached this browser, not from when the worker
 * read it: a stored page (decision 025) may have been rendered up to a minute and a half
 * earlier, and a shopper's clock may be minutes off the server's. Judged by the server's
 * time, the first view would fetch again through /api what it has just received. The server
 * pushes a query's versions in order, so the one that arrives last still wins.
 */
function arrivedNow(state: DehydratedState): DehydratedState {
  // Strictly later than the state before it: hydrate() takes a query's data only when it is
  // newer, and the page's texts come in several pushes, often within one millisecond (the
  // fuller set would be dropped and a text shown in English: React's hydration error #418).
  lastArrival = Math.max(Date.now(), lastArrival + 1);
  const arrivedAt = lastArrival;
  return { ...state, queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: arrivedAt } })) };
}

/**
 * Query meta of a read the page's state leaves out: what every page would repeat though its
 * first view renders little of it (the whole navigation tree, every snippet: the page carries
 * those it was rendered with, lib/page-snippets.ts). The worker does not write it into the
 * HTML (worker/render/stream-state.ts); the browser reads it through /api, where the HTTP
 * cache keeps it from one page to the next, when something that needs it wakes.
 */
export const LEFT_OUT_OF_PAGE = { pageState: false } as const;

/** Whether a settled query goes into the page's state. */
export function goesIntoPageState(query: { meta?: Record<string, unknown> | undefined }): boolean {
  return query.meta?.pageState !== false;
}
