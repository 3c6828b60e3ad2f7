// withCache: the edge cache in front of every backend call. Entries live in Workers KV under the
// normalised request (cache-key.ts), carry their own freshness and tags, and are indexed by tag
// so a webhook can purge them (tag-index.ts, purge.ts).
import { runningLoad, trackLoad, type InFlightLoad } from './in-flight';
import { recallEntry, rememberEntry } from './memory-layer';
import type { CacheOutcome, ServerTiming } from './server-timing';
import { kvExpirationTtl, type CacheStrategy } from './strategies';
import { tagIndexKey } from './tag-index';
import { ALL_TAG, assertCacheTag } from './tags';

export interface CacheContext {
  kv: KVNamespace;
  waitUntil(promise: Promise<unknown>): void;
  timing: ServerTiming;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now?: () => number;
}

export interface CacheSpec {
  key: string;
  strategy: CacheStrategy;
  tags: string[];
  /** What the call is for ('listing', 'navigation'): the Server-Timing metric name. */
  name: string;
  backend: 'shopware' | 'sanity';
  /** After this long the backend counts as failed (stale-if-error applies). */
  timeoutMs?: number;
}

/**
 * What KV holds under an entry key. Freshness and tags travel inside the value rather than in KV
 * metadata, which is capped at 1024 bytes: the product tags of one listing page exceed that.
 */
export interface CacheEntry<T> {
  data: T;
  /** Milliseconds since the epoch. */
  storedAt: number;
  /** Seconds, copied from the strategy the entry was stored with. */
  maxAge: number;
  swr: number;
  sie: number;
  tags: string[];
  /**
   * Set by a purge (purge.ts), in milliseconds since the epoch: the entry is no longer served
   * as fresh or stale-while-revalidate, but it still stands in for a failing backend within
   * its staleIfError window.
   */
  purgedAt?: number;
}

export const DEFAULT_TIMEOUT_MS = 8_000;

export class BackendTimeoutError extends Error {
  override name = 'BackendTimeoutError';
  constructor(spec: Pick<CacheSpec, 'backend' | 'name'>, timeoutMs: number) {
    super(`${spec.backend} ${spec.name} did not answer within ${timeoutMs} ms`);
  }
}

/**
 * Answers from the cache when it can, from the backend when it must:
 * fresh → hit; stale within staleWhileRevalidate → the stale copy now and one refresh in
 * waitUntil; otherwise load, and if the load fails or times out, the stored copy while it is
 * within staleIfError. `load` receives a signal that aborts on timeout; its value must be
 * JSON-serialisable data without anything of the shopper (no token, no cookie).
 */
export async function withCache<T>(
  ctx: CacheContext,
  spec: CacheSpec,
  load: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const clock = ctx.now ?? Date.now;
  const startedAt = clock();
  const record = (outcome: CacheOutcome) =>
    ctx.timing.add({ name: spec.name, backend: spec.backend, outcome, durationMs: clock() - startedAt });

  if (spec.strategy.mode === 'none') {
    try {
      const data = await withDeadline(spec, load);
      record('bypass');
      return data;
    } catch (error) {
      record('error');
      throw error;
    }
  }

  const tags = [...new Set([...spec.tags, ALL_TAG])];
  // A malformed tag is a programming error: fail the call rather than store an entry no purge reaches.
  tags.forEach(assertCacheTag);
  let entry = recallEntry<T>(spec.key, clock());
  if (!entry) {
    entry = await readEntry<T>(ctx.kv, spec.key);
    // Held from the moment it was read, so a busy key still expires from memory on time.
    if (entry) rememberEntry(spec.key, entry, clock());
  }
  const ageSeconds = () => (entry ? (clock() - entry.storedAt) / 1000 : Infinity);
  // A purged entry counts as expired, but may still answer when the backend fails.
  const usable = entry !== null && entry.purgedAt === undefined;

  if (entry && usable && ageSeconds() < entry.maxAge) {
    record('hit');
    return entry.data;
  }
  if (entry && usable && ageSeconds() < entry.maxAge + entry.swr) {
    ctx.waitUntil(
      sharedLoad(ctx, spec, tags, load).catch((error: unknown) =>
        console.warn(`[cache] background refresh of ${spec.backend} ${spec.name} failed; the stale copy stays`, error),
      ),
    );
    record('stale');
    return entry.data;
  }
  try {
    const data = await sharedLoad(ctx, spec, tags, load);
    record('miss');
    return data;
  } catch (error) {
    if (entry && ageSeconds() < entry.maxAge + entry.sie && coveredByStale(error)) {
      record('stale-if-error');
      return entry.data;
    }
    record('error');
    throw error;
  }
}

/**
 * Whether a stored copy may stand in for this failure. A backend may say no: a shop in
 * maintenance is closed on purpose (spec: a fatal 503), not failing (its error carries
 * `staleIfError: false`).
 */
export function coveredByStale(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && (error as { staleIfError?: unknown }).staleIfError === false);
}

/** Joins the running load of this key, or starts one and stores its result. */
function sharedLoad<T>(
  ctx: CacheContext,
  spec: CacheSpec,
  tags: string[],
  load: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const running = runningLoad<T>(spec.key);
  // The running load belongs to another request; a deadline of our own means this request
  // cannot hang if that request's I/O is cancelled.
  if (running) return withDeadline(spec, () => running.promise);

  const promise = withDeadline(spec, load);
  const flight = trackLoad(spec.key, tags, promise);
  // Also keeps the starting request alive until the load settles, for the requests waiting on it.
  ctx.waitUntil(
    promise.then(
      (data) => storeEntry(ctx, spec, tags, flight, data),
      () => undefined,
    ),
  );
  return promise;
}

async function storeEntry<T>(
  ctx: CacheContext,
  spec: CacheSpec,
  tags: string[],
  flight: InFlightLoad<T>,
  data: T,
): Promise<void> {
  if (flight.superseded) return;
  const { maxAge, staleWhileRevalidate: swr, staleIfError: sie } = spec.strategy;
  const entry: CacheEntry<T> = { data, storedAt: (ctx.now ?? Date.now)(), maxAge, swr, sie, tags };
  const options = { expirationTtl: kvExpirationTtl(spec.strategy) };
  try {
    const value = JSON.stringify(entry);
    rememberEntry(spec.key, entry, entry.storedAt);
    // Index first: an index key without its entry is harmless; an entry without index keys
    // could not be purged.
    await Promise.all(tags.map((tag) => ctx.kv.put(tagIndexKey(tag, spec.key), '', options)));
    // A purge may have run while the index was written.
    if (flight.superseded) return;
    await ctx.kv.put(spec.key, value, options);
  } catch (error) {
    // KV refuses writes to one key more than once a second; the next miss stores it again.
    console.warn(`[cache] could not store ${spec.backend} ${spec.name}`, error);
  }
}

/** A KV failure or an unreadable entry is a miss: the shop still answers from the backend. */
async function readEntry<T>(kv: KVNamespace, key: string): Promise<CacheEntry<T> | null> {
  try {
    const entry = await kv.get<CacheEntry<T>>(key, 'json');
    return entry && typeof entry.storedAt === 'number' && typeof entry.maxAge === 'number' ? entry : null;
  } catch (error) {
    console.warn(`[cache] could not read ${key}`, error);
    return null;
  }
}

/** Runs `work`, rejecting with BackendTimeoutError (and aborting its signal) after the spec's timeout. */
async function withDeadline<T>(spec: CacheSpec, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeoutMs = spec.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new BackendTimeoutError(spec, timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
