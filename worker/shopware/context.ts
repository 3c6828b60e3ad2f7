// Everything a Shopware operation needs during one request.
import type { CacheContext } from '../cache/kv-cache';
import { cacheKey } from '../cache/cache-key';
import { withCache } from '../cache/kv-cache';
import type { CacheStrategy } from '../cache/strategies';
import type { Config } from '../env';
import { publicClient, READ, retryRead, sessionClient, type ShopperSession, type StoreApiClient } from './client';
import { rethrowClassified } from './errors';

export interface ShopwareContext {
  config: Config;
  cache: CacheContext;
  session: ShopperSession;
  /** Token-less client for shared, cached reads. */
  readonly public: StoreApiClient;
  /** The shopper's client (cart, account, checkout): never cached. */
  readonly shopper: StoreApiClient;
}

/**
 * `faultScope`: a test's scope on the demo backend (config.demoFaultScope, tests only), sent
 * along so that the faults it switched on reach its own requests alone.
 */
export function createShopwareContext(config: Config, cache: CacheContext, session: ShopperSession, faultScope?: string): ShopwareContext {
  let pub: StoreApiClient | undefined;
  let shopper: StoreApiClient | undefined;
  const extra = config.demoFaultScope && faultScope ? { 'x-demo-scope': faultScope } : undefined;
  return {
    config, cache, session,
    get public() { return (pub ??= publicClient(config, extra)); },
    get shopper() { return (shopper ??= sessionClient(config, session, extra)); },
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

/**
 * A shopper-independent read through the edge cache. `load` receives the public client and
 * the fetch options; it is retried once on the spec's statuses.
 */
export async function cachedRead<T>(
  ctx: ShopwareContext,
  spec: CachedReadSpec,
  load: (client: StoreApiClient, fetchOptions: typeof READ) => Promise<T>,
): Promise<T> {
  const key = await cacheKey({
    backend: 'shopware', method: spec.method, url: spec.path, body: spec.body,
    language: 'nl-NL', currency: 'EUR',
  });
  return withCache(ctx.cache, { key, strategy: spec.strategy, tags: spec.tags, name: spec.name, backend: 'shopware' },
    () => retryRead(() => load(ctx.public, READ)).catch(rethrowClassified));
}
