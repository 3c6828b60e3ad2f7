// Everything a Shopware operation needs during one request.
import type { CacheContext } from '../cache/kv-cache';
import { cacheKey } from '../cache/cache-key';
import { withCache, type CacheSpec } from '../cache/kv-cache';
import type { CacheStrategy } from '../cache/strategies';
import type { Config } from '../env';
import { publicClient, READ, retryRead, type ReadOptions, sessionClient, type ShopperSession, type StoreApiClient } from './client';
import { rethrowClassified } from './errors';
import type { Entry, WriteOutcome } from './cart-gate';

export interface ShopwareContext {
  config: Config;
  cache: CacheContext;
  session: ShopperSession;
  /** Token-less client for shared, cached reads. */
  readonly public: StoreApiClient;
  /** The shopper's client (cart, account, checkout): never cached. */
  readonly shopper: StoreApiClient;
  /** The Durable Objects that order each shopper's cart writes (CART_WRITES), if bound. */
  cartWrites?: CartWritesNamespace | undefined;
}

/** The CART_WRITES binding as the cart operations use it. */
export interface CartWritesNamespace {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): {
    enter(key: string | null, leaseMs: number, maxWaitMs?: number): Promise<Entry>;
    leave(ticket: string, outcome: WriteOutcome, memo?: string): Promise<void> | void;
    forget(key: string): Promise<void> | void;
    recall(key: string): Promise<string | undefined>;
  };
}

/**
 * `faultScope`: a test's scope on the demo backend (config.demoFaultScope, tests only), sent
 * along so that the faults it switched on reach its own requests alone.
 */
export function createShopwareContext(config: Config, cache: CacheContext, session: ShopperSession, faultScope?: string, cartWrites?: CartWritesNamespace): ShopwareContext {
  let pub: StoreApiClient | undefined;
  let shopper: StoreApiClient | undefined;
  const extra = config.demoFaultScope && faultScope ? { 'x-demo-scope': faultScope } : undefined;
  return {
    config, cache, session, cartWrites,
    get public() { return (pub ??= publicClient(config, extra)); },
    get shopper() { return (shopper ??= sessionClient(config, session, extra, cache.deadline)); },
  };
}

export interface CachedReadSpec {
  /** Operation name for Server-Timing and logs, e.g. 'listing'. */
  name: string;
  /** Method + path + body identify the answer; never the token. */
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  strategy: CacheStrategy;
  tags: string[];
}

/** The spec of a read whose answer is `T`: tags may also come from what it returned. */
export type CachedReadSpecOf<T> = CachedReadSpec & Pick<CacheSpec<T>, 'tagsOf' | 'isNegative'>;

/**
 * What, besides the request, decides a Store API answer: the shop, the sales channel (its
 * access key) and the language and currency the calls ask for (unset: the channel's defaults,
 * which the access key already decides). Two channels or environments sharing one KV
 * namespace therefore never share an entry.
 */
export function shopwareKeyScope(config: Config): Record<string, string> {
  const { endpoint, accessKey, languageId, currencyId } = config.shopware;
  return { endpoint, salesChannel: accessKey, language: languageId ?? 'channel-default', currency: currencyId ?? 'channel-default' };
}

/**
 * A shopper-independent read through the edge cache. `load` receives the public client and
 * the fetch options; it is retried once on the spec's statuses.
 */
export async function cachedRead<T>(
  ctx: ShopwareContext,
  spec: CachedReadSpecOf<T>,
  load: (client: StoreApiClient, fetchOptions: ReadOptions) => Promise<T>,
): Promise<T> {
  const key = await cacheKey({
    backend: 'shopware', method: spec.method, url: spec.path, body: spec.body, scope: shopwareKeyScope(ctx.config),
  });
  return withCache(ctx.cache, {
    key, strategy: spec.strategy, tags: spec.tags, name: spec.name, backend: 'shopware',
    ...(spec.tagsOf ? { tagsOf: spec.tagsOf } : {}), ...(spec.isNegative ? { isNegative: spec.isNegative } : {}),
  },
  // The cache's deadline aborts the request itself (ofetch passes the signal to fetch), so a
  // timed-out call stops using a connection and the backend's time.
  (signal) => retryRead(() => load(ctx.public, { ...READ, signal }), signal).catch(rethrowClassified));
}
