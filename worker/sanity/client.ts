// @sanity/client configured from the environment. Shoppers get published content through the
// edge cache; a preview (#19, preview/preview-mode.ts) reads its perspective with the read
// token, which never leaves the worker, past the cache, stega-encoded for visual editing.
import { createClient, type ClientPerspective, type SanityClient } from '@sanity/client';
import type { Config } from '../env';
import type { CacheContext } from '../cache/kv-cache';
import { withCache } from '../cache/kv-cache';
import { cacheKey } from '../cache/cache-key';
import type { CacheStrategy } from '../cache/strategies';
import { sanitySyncTag, sanityTypeTag } from '../cache/tags';
import { sanityQueryTags } from './query-tags';
import { countUpstreamCall } from '../logging/log';
import { stegaFilter } from './stega';

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

const previewClients = new Map<string, SanityClient>();

/**
 * The preview's client: the read token, the stored perspective, and stega (invisible edit links
 * in strings, for the Presentation tool's overlays) when a Studio URL is configured.
 */
export function previewClient(config: Config, perspective: ClientPerspective): SanityClient {
  const key = Array.isArray(perspective) ? perspective.join(',') : perspective;
  let client = previewClients.get(key);
  if (!client) {
    const { token, studioUrl } = config.sanity;
    client = sanityClient(config).withConfig({
      token, perspective, useCdn: false,
      ...(studioUrl ? { stega: { enabled: true, studioUrl, filter: stegaFilter } } : {}),
    });
    previewClients.set(key, client);
  }
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
  if (cache.preview) {
    // Drafts never touch the cache: read past it, and remember what the answer depends on.
    const started = performance.now();
    countUpstreamCall('sanity');
    const answer = await previewClient(config, cache.preview.perspective)
      .fetch<T>(spec.query, params, { filterResponse: false, signal: cache.deadline });
    for (const tag of answer.syncTags ?? []) cache.preview.syncTags.add(tag);
    cache.timing.add({ name: spec.name, outcome: 'bypass', durationMs: performance.now() - started, backend: 'sanity' });
    return reshape(answer.result);
  }
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
    countUpstreamCall('sanity');
    const answer = await sanityClient(config).fetch<T>(spec.query, params, { signal, filterResponse: false });
    answerTags = [...sanityQueryTags(spec.query, params, answer.result), ...(answer.syncTags ?? []).map(sanitySyncTag)];
    return reshape(answer.result);
  });
}
