// withCache: the edge cache in front of every backend call. Entries live in Workers KV under the
// normalised request (cache-key.ts), carry their own freshness and tags, and are indexed by tag
// so a webhook can purge them (tag-index.ts, purge.ts).
import { runningLoad, trackLoad, waitToStore, type InFlightLoad, type WaitingStore } from './in-flight';
import { forgetEntry, NEGATIVE_TTL_MS, recallEntry, rememberEntry } from './memory-layer';
import type { SanityPreview } from '../preview/preview-mode';
import type { CacheOutcome, ServerTiming } from '../request/server-timing';
import { kvExpirationTtl, type CacheStrategy } from './strategies';
import { tagIndexKey } from './tag-index';
import { ALL_TAG, assertCacheTag } from './tags';
import { logWarn } from '../logging/log';
import { clockNow } from '../../shared/clock';

export interface CacheContext {
  kv: KVNamespace;
  waitUntil(promise: Promise<unknown>): void;
  timing: ServerTiming;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now?: () => number;
  /**
   * The request's deadline (request/deadline.ts): every call the shopper waits for is cancelled when
   * it aborts. Background refreshes (stale-while-revalidate) never get it.
   */
  deadline?: AbortSignal | undefined;
  /**
   * Resolves once the request's answer is out (request/response-sent.ts): the KV writes of a miss wait
   * for it, so they do not compete with the render for the first byte. Absent: at once.
   */
  afterResponse?: Promise<void> | undefined;
  /**
   * The status the request answered with (request/response-sent.ts). A "nothing here" answer is written
   * to KV only when the page it was part of answered 200 (so that a warm page has it to stand on
   * in an outage, #34), never for a 404: a scan of random paths writes nothing. Absent: never.
   */
  answeredStatus?: Promise<number> | undefined;
  /**
   * The request is a content preview (preview/preview-mode.ts): Sanity reads go past this
   * cache altogether (worker/sanity/client.ts), so that no draft is ever stored or served from it.
   */
  preview?: SanityPreview | undefined;
  /**
   * Every read of the request, told as it is answered (page-store.ts): a whole page may be stored
   * only under the tags of every read it was made from, for the shortest maxAge among them, and
   * only when none of them answered stale or failed.
   */
  reads?: PageReads | undefined;
}

/** What one cached read tells the page it is part of (page-store.ts). */
export interface PageRead {
  outcome: CacheOutcome;
  /** Every tag the read's entry carries or will carry, the answer's own (tagsOf) included. */
  tags: readonly string[];
  /** Seconds; 0 for a read that was not cached. */
  maxAge: number;
}

export interface PageReads {
  note(read: PageRead): void;
  /**
   * A listing read answered this query (its canonical form, bounded by what the listing offers:
   * shared/catalogue/listing-bounds.ts). A page with a query is stored only under a query a
   * listing read answered as asked (worker/cache/page-store.ts).
   */
  listingQuery?(query: string): void;
}

export interface CacheSpec<T = unknown> {
  key: string;
  strategy: CacheStrategy;
  /** Tags known before the call (what was asked for: a category, a product, a type). */
  tags: string[];
  /**
   * Tags of what the answer turned out to hold (the products of a listing, the documents a
   * GROQ query dereferenced): a change to any of them must purge this entry too. Added to
   * `tags` before the entry is stored.
   */
  tagsOf?: (data: T) => Iterable<string>;
  /**
   * An answer that says "nothing here" (default: null). It is held in this isolate's memory for
   * NEGATIVE_TTL_MS, and written to KV only as part of a page answered 200 (answeredStatus): a
   * scanner's random paths must not fill KV, and a warm page's "not a content page" must stand
   * in an outage like the rest of what it read.
   */
  isNegative?: (data: T) => boolean;
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
  /**
   * Memory layer only, never in KV: a negative answer (isNegative) or a definitive failure
   * (a 4xx such as not found), held for NEGATIVE_TTL_MS. `error` is rethrown to every reader.
   */
  negative?: { error?: unknown };
}

/**
 * A failure that is the backend's answer, not an outage: a 4xx (not found, gone, bad request).
 * Such a failure never falls back to the stale copy (a deleted product must not be served for
 * hours from it) and is remembered briefly as a negative entry. Timeouts and the retryable
 * statuses (408, 409, 425, 429) are outages.
 */
export function isDefinitiveFailure(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 && ![408, 409, 425, 429].includes(status);
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
  spec: CacheSpec<T>,
  load: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const clock = ctx.now ?? clockNow;
  const startedAt = clock();
  const record = (outcome: CacheOutcome, read?: { tags: readonly string[]; maxAge: number }) => {
    ctx.timing.add({ name: spec.name, backend: spec.backend, outcome, durationMs: clock() - startedAt });
    ctx.reads?.note({ outcome, tags: read?.tags ?? [], maxAge: read?.maxAge ?? 0 });
  };
  const answered = (data: T) => ({ tags: answerTags(spec, tags, data), maxAge: spec.strategy.maxAge });

  if (spec.strategy.mode === 'none') {
    try {
      const data = await withDeadline(spec, load, ctx.deadline);
      record('bypass');
      return data;
    } catch (error) {
      record('error');
      throw markOutage(error);
    }
  }

  const tags = [...new Set([...spec.tags, ALL_TAG])];
  // A malformed tag is a programming error: fail the call rather than store an entry no purge reaches.
  tags.forEach(assertCacheTag);
  let entry = recallEntry<T>(spec.key, clock());
  if (entry?.negative) {
    record('negative', { tags: entry.tags, maxAge: NEGATIVE_TTL_MS / 1000 });
    if ('error' in entry.negative) throw entry.negative.error;
    return entry.data;
  }
  if (!entry) {
    entry = await readEntry<T>(ctx.kv, spec.key);
    // Held from the moment it was read, so a busy key still expires from memory on time.
    if (entry) rememberEntry(spec.key, entry, clock());
  }
  const ageSeconds = () => (entry ? (clock() - entry.storedAt) / 1000 : Infinity);
  // A purged entry counts as expired, but may still answer when the backend fails.
  const usable = entry !== null && entry.purgedAt === undefined;
  const stored = entry !== null;

  if (entry && usable && ageSeconds() < entry.maxAge) {
    // What is left of its freshness: a page made from it must not outlive it.
    record('hit', { tags: entry.tags, maxAge: entry.maxAge - ageSeconds() });
    return entry.data;
  }
  if (entry && usable && ageSeconds() < entry.maxAge + entry.swr) {
    ctx.waitUntil(
      // Not bound by the shopper's deadline: the answer has gone out already.
      sharedLoad(ctx, spec, tags, load, true, undefined).catch((error: unknown) => {
        if (!isDefinitiveFailure(error)) {
          logWarn(`[cache] background refresh of ${spec.backend} ${spec.name} failed; the stale copy stays`, error);
        }
      }),
    );
    record('stale');
    return entry.data;
  }
  // The backend failed a moment ago (in this isolate): the stored copy answers at once and one
  // refresh tries the backend in the background, instead of every page waiting out the
  // deadline first (#34: a hanging backend after a purge cost every page 3 s).
  if (entry && backendDown(spec.backend, clock()) && ageSeconds() < entry.maxAge + entry.sie) {
    ctx.waitUntil(sharedLoad(ctx, spec, tags, load, true, undefined).catch(() => undefined));
    record('stale-if-error');
    return entry.data;
  }
  try {
    const data = await sharedLoad(ctx, spec, tags, load, stored, ctx.deadline);
    record('miss', answered(data));
    return data;
  } catch (error) {
    // Not found is an answer, not an outage: the stale copy of a deleted thing is never served;
    // nor is one of a shop closed for maintenance (coveredByStale).
    if (entry && !isDefinitiveFailure(error) && coveredByStale(error) && ageSeconds() < entry.maxAge + entry.sie) {
      record('stale-if-error');
      return entry.data;
    }
    record('error');
    throw markOutage(error);
  }
}

/**
 * A failed load with nothing to stand in for it is an outage (shared/errors.ts `isOutage`): the
 * page answers 503 with Retry-After, /api says the backend is unavailable (#34). Not so a 4xx (an
 * answer) or maintenance (closed on purpose). Marked here, where every backend call passes,
 * whatever shape its client's error has (ofetch, @sanity/client, a platform TypeError).
 */
function markOutage(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && !isDefinitiveFailure(error) && coveredByStale(error) && Object.isExtensible(error)) {
    try {
      Object.defineProperty(error, 'backendOutage', { value: true, configurable: true });
    } catch {
      // A frozen or exotic error stays as it is: the page answers 500 instead.
    }
  }
  return error;
}

/**
 * Whether a stored copy may stand in for this failure. A backend may say no: a shop in
 * maintenance is closed on purpose (spec: a fatal 503), not failing (its error carries
 * `staleIfError: false`).
 */
export function coveredByStale(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && (error as { staleIfError?: unknown }).staleIfError === false);
}

/**
 * Joins the running load of this key, or starts one and stores its result. `stored`: KV holds
 * an entry for the key, which a negative answer or a definitive failure must remove.
 */
function sharedLoad<T>(
  ctx: CacheContext,
  spec: CacheSpec<T>,
  tags: string[],
  load: (signal: AbortSignal) => Promise<T>,
  stored: boolean,
  deadline: AbortSignal | undefined,
): Promise<T> {
  const running = runningLoad<T>(spec.key);
  // The running load belongs to another request; a deadline of our own means this request
  // cannot hang if that request's I/O is cancelled.
  if (running) return withDeadline(spec, () => running.promise, deadline);

  const promise = withDeadline(spec, load, deadline);
  const flight = trackLoad(spec.key, tags, promise);
  // Also keeps the starting request alive until the load settles, for the requests waiting on
  // it. Every KV write of a miss happens here, after the answer went to the caller.
  ctx.waitUntil(
    promise.then(
      (data) => {
        backendAnswered(spec.backend);
        return (spec.isNegative ?? isNull)(data)
          ? rememberNegative(ctx, spec, tags, flight, { data }, stored)
          : storeEntry(ctx, spec, tags, flight, data).then(() => undefined);
      },
      (error: unknown) => {
        if (!isDefinitiveFailure(error)) return backendFailed(spec.backend, error, (ctx.now ?? clockNow)());
        backendAnswered(spec.backend);
        return rememberNegative(ctx, spec, tags, flight, { error }, stored);
      },
    ),
  );
  return promise;
}

const isNull = (data: unknown) => data === null;

/** The request's tags and those of what the answer holds (tagsOf). */
function answerTags<T>(spec: CacheSpec<T>, tags: string[], data: T): string[] {
  return spec.tagsOf ? [...new Set([...tags, ...spec.tagsOf(data)])] : tags;
}

/**
 * How long a backend counts as down in this isolate after a load of it got no answer in time:
 * within it, a stored copy answers at once while one refresh per key tries the backend in the
 * background, and the first answer (any, a 404 included) ends it. Only a timeout counts: a
 * backend that fails fast costs a page no wait, and its stored copy answers right after.
 */
export const BACKEND_DOWN_MS = 10_000;
const downUntil = new Map<CacheSpec['backend'], number>();

function backendDown(backend: CacheSpec['backend'], now: number): boolean {
  return (downUntil.get(backend) ?? 0) > now;
}

function backendFailed(backend: CacheSpec['backend'], error: unknown, now: number): void {
  if (error instanceof BackendTimeoutError) downUntil.set(backend, now + BACKEND_DOWN_MS);
}

function backendAnswered(backend: CacheSpec['backend']): void {
  downUntil.delete(backend);
}

/** For tests: every backend up again. */
export function forgetBackendFailures(): void {
  downUntil.clear();
}

/**
 * A negative answer lives in this isolate's memory for NEGATIVE_TTL_MS (bounded by the
 * strategy's maxAge). It goes to KV like any entry only when the page it was read for answered
 * 200 (#34): `/Dames/` is no content page, and in an outage that answer must still be there for
 * the category to stand on. Otherwise (a 404, a scanner's path; a definitive failure always) a
 * stored entry of the key is deleted, so neither another isolate nor a later outage can serve
 * the thing that is gone.
 */
async function rememberNegative<T>(
  ctx: CacheContext,
  spec: CacheSpec<T>,
  tags: string[],
  flight: InFlightLoad<T>,
  outcome: { data: T } | { error: unknown },
  stored: boolean,
): Promise<void> {
  const now = (ctx.now ?? clockNow)();
  if (flight.superseded) {
    forgetEntry(spec.key);
  } else {
    const entry: CacheEntry<T> = {
      data: 'data' in outcome ? outcome.data : (null as T),
      storedAt: now, maxAge: 0, swr: 0, sie: 0, tags,
      negative: 'error' in outcome ? { error: outcome.error } : {},
    };
    rememberEntry(spec.key, entry, now, Math.min(NEGATIVE_TTL_MS, spec.strategy.maxAge * 1000));
  }
  if ('data' in outcome && ctx.answeredStatus && (await storeEntry(ctx, spec, tags, flight, outcome.data, ctx.answeredStatus)) !== 'not-kept') return;
  if (!stored) return;
  try {
    await ctx.afterResponse;
    await ctx.kv.delete(spec.key);
  } catch (error) {
    logWarn(`[cache] could not drop ${spec.backend} ${spec.name}, which is gone upstream`, error);
  }
}

/**
 * Writes a loaded answer to KV once the request's answer is out. `onlyIfPage200`: a negative
 * answer, kept only when the page answered 200 ('not-kept' otherwise; it stays in memory).
 */
async function storeEntry<T>(
  ctx: CacheContext,
  spec: CacheSpec<T>,
  specTags: string[],
  flight: InFlightLoad<T>,
  data: T,
  onlyIfPage200?: Promise<number>,
): Promise<'stored' | 'not-kept' | 'skipped'> {
  if (flight.superseded) return 'skipped';
  const { maxAge, staleWhileRevalidate: swr, staleIfError: sie } = spec.strategy;
  const options = { expirationTtl: kvExpirationTtl(spec.strategy) };
  let waiting: WaitingStore | undefined;
  try {
    const tags = answerTags(spec, specTags, data);
    tags.forEach(assertCacheTag);
    const entry: CacheEntry<T> = { data, storedAt: (ctx.now ?? clockNow)(), maxAge, swr, sie, tags };
    // A negative answer is in memory already, as such (rememberNegative).
    if (!onlyIfPage200) rememberEntry(spec.key, entry, entry.storedAt);
    // KV after the answer is out; a purge of any of its tags meanwhile cancels the write.
    waiting = waitToStore(tags);
    await ctx.afterResponse;
    if (onlyIfPage200 && (await onlyIfPage200) !== 200) return 'not-kept';
    if (waiting.superseded) return 'skipped';
    const value = JSON.stringify(entry);
    // Index first: an index key without its entry is harmless; an entry without index keys
    // could not be purged.
    await Promise.all(tags.map((tag) => ctx.kv.put(tagIndexKey(tag, spec.key), '', options)));
    // A purge may have run while the index was written.
    if (waiting.superseded) return 'skipped';
    await ctx.kv.put(spec.key, value, options);
    return 'stored';
  } catch (error) {
    // KV refuses writes to one key more than once a second; the next miss stores it again.
    logWarn(`[cache] could not store ${spec.backend} ${spec.name}`, error);
    return 'skipped';
  } finally {
    waiting?.done();
  }
}

/** A KV failure or an unreadable entry is a miss: the shop still answers from the backend. */
async function readEntry<T>(kv: KVNamespace, key: string): Promise<CacheEntry<T> | null> {
  try {
    const entry = await kv.get<CacheEntry<T>>(key, 'json');
    return entry && typeof entry.storedAt === 'number' && typeof entry.maxAge === 'number' ? entry : null;
  } catch (error) {
    logWarn(`[cache] could not read ${key}`, error);
    return null;
  }
}

/**
 * Runs `work`, rejecting with BackendTimeoutError (and aborting its signal) after the spec's
 * timeout or when the request's deadline passes, whichever comes first.
 */
async function withDeadline<T>(
  spec: Pick<CacheSpec, 'backend' | 'name' | 'timeoutMs'>,
  work: (signal: AbortSignal) => Promise<T>,
  requestDeadline?: AbortSignal,
): Promise<T> {
  const timeoutMs = spec.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const startedAt = Date.now();
  const timeout = new AbortController();
  const signal = requestDeadline ? AbortSignal.any([timeout.signal, requestDeadline]) : timeout.signal;
  const timedOut = () => (timeout.signal.aborted ? timeout.signal.reason : new BackendTimeoutError(spec, Date.now() - startedAt));
  // Past the deadline already: the call is not made at all.
  if (signal.aborted) throw timedOut();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    onAbort = () => reject(timedOut());
    signal.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(() => timeout.abort(new BackendTimeoutError(spec, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([work(signal), deadline]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
