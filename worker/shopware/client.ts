// The one way the worker talks to Shopware: @shopware/api-client configured from the
// validated environment. Two flavours:
//  - publicClient: no context token. For shopper-independent reads (catalogue, navigation),
//    whose answers are cached and shared; a token here would leak one shopper's context
//    into everyone's cache.
//  - sessionClient: the shopper's sw-context-token. For cart, account and checkout; never
//    cached. When Shopware answers with a new token the session records it and the
//    context-token middleware rotates the cookie.
import { ApiClientError, createAPIClient } from '@shopware/api-client';
import type { Config } from '../env';
import type { AppOperations } from './app-operations';
import type { CorrectedOperations } from './store-api-types';
import { countUpstreamCall } from '../logging/log';

export type StoreApiOperations = CorrectedOperations & AppOperations;
export type StoreApiClient = ReturnType<typeof createAPIClient<StoreApiOperations>>;
/** The request body of a Store API operation, as its call takes it. */
export type RequestBody<Name extends keyof StoreApiOperations> = StoreApiOperations[Name] extends { body?: infer Body } ? Body : never;

/** Statuses on which a non-mutating request is retried once (spec section 9). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];

/** Upstream time budget per call: a slow backend must never hang a page. */
export const UPSTREAM_TIMEOUT_MS = 8_000;

/**
 * Fetch options of every call. ofetch's own retry never runs here: the api-client's error hook
 * throws before ofetch would retry, so reads go through `retryRead` instead.
 */
export const READ = { retry: 0, timeout: UPSTREAM_TIMEOUT_MS } as const;
/** A read's fetch options; `signal` cancels the request (the edge cache's deadline). */
export type ReadOptions = typeof READ & { signal?: AbortSignal };
/** Writes are never retried (a repeated add-to-cart would add twice). */
export const WRITE = { retry: 0, timeout: UPSTREAM_TIMEOUT_MS } as const;

const RETRY_DELAY_MS = 50;

/** Runs a non-mutating call, and once more if it failed with one of RETRY_STATUS_CODES. */
export async function retryRead<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiClientError) || !RETRY_STATUS_CODES.includes(error.status)) throw error;
    // Past the deadline, a second attempt would only load the backend for nobody.
    if (signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return call();
  }
}

/** Headers of every Store API call; `extra` only ever holds the demo backend's test scope. */
const defaultHeaders = (config: Config, extra: Record<string, string> = {}) => ({
  'sw-include-seo-urls': 'true',
  // Unset: the sales channel's default language and currency. Either way the cache key
  // includes them (shopwareKeyScope in context.ts).
  ...(config.shopware.languageId ? { 'sw-language-id': config.shopware.languageId } : {}),
  ...(config.shopware.currencyId ? { 'sw-currency-id': config.shopware.currencyId } : {}),
  ...extra,
});

export function publicClient(config: Config, extraHeaders?: Record<string, string>): StoreApiClient {
  return counted(createAPIClient<StoreApiOperations>({
    baseURL: config.shopware.endpoint,
    accessToken: config.shopware.accessKey,
    defaultHeaders: defaultHeaders(config, extraHeaders),
    fetchOptions: { retry: 0, timeout: UPSTREAM_TIMEOUT_MS },
  }));
}

/** Every call that goes out is counted for the request's log line (logging/request-log.ts). */
function counted(client: StoreApiClient): StoreApiClient {
  client.hook('onRequest', () => countUpstreamCall('shopware'));
  return client;
}

/** The shopper's session as the worker sees it during one request. */
export interface ShopperSession {
  /** Token from the cookie, if any. */
  readonly token: string | undefined;
  /** Set when Shopware issued or rotated the token during this request. */
  rotatedTo?: string;
  /**
   * What this request learned of the shopper from Shopware (the cart's item count, whether a
   * customer is logged in; null: not known): the context-token middleware tells the page in
   * the shopper hint cookie (shared/shopper-hint.ts). Noted by the storefront façade.
   */
  learned?: { cartCount?: number | null; loggedIn?: boolean };
}

/**
 * `deadline`: the request's (worker/request/deadline.ts). The shopper's calls are never cached, so
 * they do not pass withCache's bound: the client carries it instead, and every call of the
 * request stops when it passes (#34: a login behind a 6 s backend took 12 s, two calls in a row).
 * ofetch leaves its own `timeout` out once a signal is given: the signal carries it too.
 */
export function sessionClient(config: Config, session: ShopperSession, extraHeaders?: Record<string, string>, deadline?: AbortSignal): StoreApiClient {
  const client = createAPIClient<StoreApiOperations>({
    baseURL: config.shopware.endpoint,
    accessToken: config.shopware.accessKey,
    ...(session.token ? { contextToken: session.token } : {}),
    defaultHeaders: defaultHeaders(config, extraHeaders),
    fetchOptions: {
      retry: 0,
      timeout: UPSTREAM_TIMEOUT_MS,
      ...(deadline ? { signal: AbortSignal.any([deadline, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]) } : {}),
    },
  });
  counted(client);
  client.hook('onContextChanged', (token) => {
    if (token && token !== session.token) session.rotatedTo = token;
  });
  return client;
}
