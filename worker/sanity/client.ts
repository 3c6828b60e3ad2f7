// @sanity/client configured from the environment. The storefront reads published content;
// preview (drafts, with the read token, which never leaves the worker) comes with the
// content-pages issue.
import { createClient, type SanityClient } from '@sanity/client';
import type { Config } from '../env';
import type { CacheContext } from '../cache/kv-cache';
import { withCache } from '../cache/kv-cache';
import { cacheKey } from '../cache/cache-key';
import type { CacheStrategy } from '../cache/strategies';
import { sanityTypeTag } from '../cache/tags';

let client: SanityClient | undefined;

/**
 * The published perspective, without a token: everything the storefront reads is public.
 * One client per isolate (the configuration cannot change within one).
 */
export function sanityClient(config: Config): SanityClient {
  if (client) return client;
  const { sanity } = config;
  client = createClient({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    useCdn: false,
    perspective: 'published',
    ...(sanity.apiHost ? { apiHost: sanity.apiHost, useProjectHostname: false } : {}),
    // Retries and time budget are the edge cache's business (stale-if-error).
    maxRetries: 0,
    timeout: 8_000,
  });
  return client;
}

export interface SanityQuerySpec {
  name: string;
  query: string;
  params?: Record<string, unknown>;
  /** Document types the query reads: each becomes a purge tag. */
  types: string[];
  strategy: CacheStrategy;
}

/**
 * A GROQ query through the edge cache (published perspective). `reshape` runs before the
 * answer is stored, so the cache holds what the storefront renders (image URLs included).
 */
export async function cachedQuery<T, R = T>(
  config: Config, cache: CacheContext, spec: SanityQuerySpec, reshape: (raw: T) => R = (raw) => raw as unknown as R,
): Promise<R> {
  const params = spec.params ?? {};
  const key = await cacheKey({
    backend: 'sanity', method: 'GET', url: `/data/query/${config.sanity.dataset}`,
    body: { query: spec.query, params, perspective: 'published' },
  });
  return withCache(cache, {
    key, strategy: spec.strategy, name: spec.name, backend: 'sanity',
    tags: spec.types.map(sanityTypeTag),
  }, async () => reshape(await sanityClient(config).fetch<T>(spec.query, params)));
}
