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
import { sanityQueryTags } from './query-tags';

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
  /**
   * Document types the query reads beyond those it filters `*` on (which come from the parsed
   * query), e.g. the type of documents it dereferences: each becomes a purge tag.
   */
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
  const { projectId, dataset, apiVersion, apiHost } = config.sanity;
  const key = await cacheKey({
    backend: 'sanity', method: 'GET', url: `/data/query/${dataset}`,
    body: { query: spec.query, params, perspective: 'published' },
    // Two projects (or datasets, or API versions, which change query semantics) sharing a KV
    // namespace must never read each other's answers.
    scope: { projectId, dataset, apiVersion, apiHost: apiHost ?? 'sanity.io' },
  });
  // Tags of what this load's answer holds (query-tags.ts). Set by the load and read when its
  // result is stored, which only the request that started the load does.
  let answerTags: string[] = [];
  return withCache<R>(cache, {
    key, strategy: spec.strategy, name: spec.name, backend: 'sanity',
    tags: spec.types.map(sanityTypeTag),
    tagsOf: () => answerTags,
  }, async (signal) => {
    // The signal cancels the HTTP request when the cache's deadline passes.
    const raw = await sanityClient(config).fetch<T>(spec.query, params, { signal });
    answerTags = sanityQueryTags(spec.query, params, raw);
    return reshape(raw);
  });
}
