// @sanity/client configured from the environment. Published content by default; the read
// token is only attached for preview (drafts) and never leaves the worker.
import { createClient, type SanityClient } from '@sanity/client';
import type { Config } from '../env';
import type { CacheContext } from '../cache/kv-cache';
import { withCache } from '../cache/kv-cache';
import { cacheKey } from '../cache/cache-key';
import type { CacheStrategy } from '../cache/strategies';
import { sanityTypeTag } from '../cache/tags';

export type Perspective = 'published' | 'drafts';

// One client per perspective and isolate: the configuration cannot change within an isolate.
const clients = new Map<Perspective, SanityClient>();

export function sanityClient(config: Config, perspective: Perspective = 'published'): SanityClient {
  const existing = clients.get(perspective);
  if (existing) return existing;
  const { sanity } = config;
  const client = createClient({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    useCdn: false,
    perspective,
    ...(sanity.apiHost ? { apiHost: sanity.apiHost, useProjectHostname: false } : {}),
    ...(perspective === 'drafts' && sanity.token ? { token: sanity.token } : {}),
    // Retries and time budget are the edge cache's business (stale-if-error).
    maxRetries: 0,
    timeout: 8_000,
  });
  clients.set(perspective, client);
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
