// The page store (#36 item 2, decision 025): a whole document for an anonymous GET, stored once
// in KV like any entry of the edge cache (kv-cache.ts) and served as stored bytes, with only the
// request's CSP nonce put in on the way out. It costs what reading and sending a string costs,
// where a render of the same page costs tens of milliseconds of CPU.
//
// It is one layer with the data cache, not a second cache in front of it:
// - an entry is a CacheEntry (freshness, tags), indexed by tag (tag-index.ts), so every purge
//   reaches it: a tag purge marks it purged (purge.ts), and a purged page is never served;
// - its tags are those of every read the page was made from (CacheContext.reads), `all` included;
// - its freshness is the shortest of theirs. Past it the page is rendered again, and that render
//   has the data layer's stale-while-revalidate and stale-if-error (decision 023): a stored page
//   never stands in for anything itself, so it cannot pin a stale or failed read.
import type { Context } from 'hono';
import type { CacheEntry, PageRead, PageReads } from './kv-cache';
import type { WaitingStore } from './in-flight';
import { sha256Hex } from './cache-key';
import { tagIndexKey } from './tag-index';
import { assertCacheTag } from './tags';
import { kvExpirationTtl } from './strategies';
import { logWarn } from '../logging/log';
import { MEMORY_TTL_MS } from './memory-layer';
import type { AppEnv } from '../types';
import { clockNow } from '../../shared/clock';
import { PAGE_KEY_PREFIX } from './page-key';
import { listingSearchParams, parseListingState } from '../../shared/catalogue/listing-state';

export interface StoredPage {
  html: string;
  /** The nonce the page was rendered with: replaced by the request's own on the way out. */
  nonce: string;
  /**
   * The keys the render made for this response alone (RouteDeps.freshKey: a form's idempotency
   * key): each served copy gets new ones, so no two visitors' presses share a key.
   */
  fresh?: string[];
}

/**
 * What decides the HTML of an anonymous page, for its key: the build (every asset name is in
 * the document), the path, shopper or crawler (streamed or prerendered), the consent choice (it
 * is in the markup). Null: this request must neither be served from the store nor stored.
 */
export interface PageKeyParts {
  method: string;
  path: string;
  /** The request's query as pageQuery reads it: '' none, null one no page is stored under. */
  query: string | null;
  buildId: string;
  crawler: boolean;
  /** The consent cookie's choice, as the render reads it; null: none made. */
  consent: { analytics: boolean; marketing: boolean } | null;
  preview: boolean;
  /** The demo backend's per-request scope (faults, latency): its pages are that scope's own. */
  demoScope: boolean;
  /** Whatever else the site's pages depend on: the site's address, the backends' scope. */
  scope: Record<string, string>;
}

/**
 * The query a page may be stored under: none, or a listing's canonical query (its parameters in
 * their one order and form, shared/catalogue/listing-state.ts: the shop's own links are written
 * so). Null for any other query (a tracking parameter, the consent settings' `?cookie-instellingen`,
 * a parameter written another way): such a page is rendered each time.
 */
export function pageQuery(url: URL): string | null {
  if (url.search === '') return '';
  const asked = new URLSearchParams(url.search).toString();
  return asked === listingSearchParams(parseListingState(url.searchParams)).toString() ? asked : null;
}

/** The KV key of a page, or null when the request may not use the store. */
export async function pageStoreKey(parts: PageKeyParts): Promise<string | null> {
  if (parts.method !== 'GET' && parts.method !== 'HEAD') return null;
  // A shopper's session is no part of it: a public page holds nothing of theirs (their count and
  // login come from the shopper hint, shared/shopper-hint.ts), and the routes that show their
  // own (cart, checkout, account, login) are never stored (no `storedFor`).
  if (parts.preview || parts.demoScope) return null;
  // A listing's filters, sort, page and search term are a key of their own (issue 52); a page
  // with one is stored only once a listing read answered that very query, and within the
  // isolate's budget of such writes (keepPage, takeQueryPageWrite): a scanner's `?sort=<random>`
  // is never written, and a flood of search terms no more than the budget.
  const { query } = parts;
  if (query === null) return null;
  const consent = parts.consent ? `${parts.consent.analytics ? 'a' : '-'}${parts.consent.marketing ? 'm' : '-'}` : 'none';
  const hash = await sha256Hex(JSON.stringify({
    build: parts.buildId, path: parts.path, query, crawler: parts.crawler, consent,
    scope: Object.entries(parts.scope).sort(([a], [b]) => (a < b ? -1 : 1)),
  }));
  // Readable enough to find by eye; the hash decides. KV keys are at most 512 bytes, and the tag
  // index prefixes them.
  return `${PAGE_KEY_PREFIX}${parts.buildId}:${parts.path.slice(0, 80)}${query ? '?' : ''}:${hash}`;
}

/**
 * Pages with a query this isolate may write per minute (a bucket of as many, refilled one by one
 * over the minute). Every listing variant and search term answered as asked may be stored on its
 * first request, until a flood of them (random terms, every filter combination) has spent the
 * bucket: then they are rendered, as before they were stored at all, and the store grows by no
 * more than this per isolate per minute, each such page gone by KV's own expiry (its lifetime and
 * 30 s) and none lengthening a purge by more than its own index keys.
 */
export const QUERY_PAGE_WRITES_PER_MINUTE = 60;
const QUERY_PAGE_REFILL_MS = 60_000 / QUERY_PAGE_WRITES_PER_MINUTE;
let queryPageTokens = QUERY_PAGE_WRITES_PER_MINUTE;
let queryPageRefilledAt = 0;

/** Takes one write of a page with a query from the isolate's bucket; false when it is spent. */
export function takeQueryPageWrite(now: number): boolean {
  const refill = Math.floor((now - queryPageRefilledAt) / QUERY_PAGE_REFILL_MS);
  if (refill > 0) {
    queryPageTokens = Math.min(QUERY_PAGE_WRITES_PER_MINUTE, queryPageTokens + refill);
    // The time a next write has already earned is kept (a call every 1.5 s refills one a second
    // all the same); a full bucket earns nothing more.
    queryPageRefilledAt = queryPageTokens === QUERY_PAGE_WRITES_PER_MINUTE ? now : queryPageRefilledAt + refill * QUERY_PAGE_REFILL_MS;
  }
  if (queryPageTokens <= 0) return false;
  queryPageTokens -= 1;
  return true;
}

/**
 * How long past its freshness a stored page still answers, while one render in the isolate makes
 * its successor (stale-while-revalidate, as for data). Without it every request that came while
 * a popular page was being rendered again rendered it too (and tried to write it): at 50
 * connections, 50 renders and 50 writes of 200 KB each time a page expired. Never a purged page.
 */
export const PAGE_STALE_SECONDS = 30;

/** A stored page that may answer: fresh, or within PAGE_STALE_SECONDS past it (`stale`). */
export interface ServablePage {
  entry: CacheEntry<StoredPage>;
  stale: boolean;
}

/** The stored page under `key` while it may answer (not purged, fresh or just past it); anything else is a miss. */
export async function readStoredPage(kv: KVNamespace, key: string, now: number): Promise<ServablePage | null> {
  try {
    const entry = await kv.get<CacheEntry<StoredPage>>(key, 'json');
    if (!entry || typeof entry.storedAt !== 'number' || typeof entry.data?.html !== 'string') return null;
    if (entry.purgedAt !== undefined) return null;
    const age = (now - entry.storedAt) / 1000;
    if (age >= entry.maxAge + (entry.swr ?? 0)) return null;
    return { entry, stale: age >= entry.maxAge };
  } catch (error) {
    logWarn(`[page-store] could not read ${key}`, error);
    return null;
  }
}

/** Keys of stale pages being rendered again in this isolate: one render each. */
const refreshing = new Set<string>();

/**
 * Claims the one render that replaces a stale page in this isolate: true for the first caller
 * until `done` is called, false for the others (they answer with the stale page alone).
 */
export function claimPageRefresh(key: string): { done: () => void } | null {
  if (refreshing.has(key)) return null;
  refreshing.add(key);
  return { done: () => { refreshing.delete(key); } };
}

/**
 * A stored page cut where its per-response parts go (the nonce, then each fresh key), as bytes
 * ready to send. The nonce is 16 random bytes and a fresh key a random UUID: each occurs in the
 * document only where the render put it (script nonces, modulepreload links; a form's hidden
 * input and the route data), so cutting at them is exact, and cheaper than parsing the
 * document (HTMLRewriter).
 */
interface CutPage {
  /** The document's bytes between the per-response parts. */
  pieces: Uint8Array[];
  /** What goes after each piece but the last: 0 the nonce, n the n-th fresh key. */
  slots: number[];
}

/**
 * Pages held in this isolate's memory, cut and ready to send. A KV read of a 200 KB page and its
 * JSON parse, the replace and the encoding cost more than the rest of the request together
 * (measured: 2.5 of 4 ms); held, a page costs a copy. Held for MEMORY_TTL_MS, as data is
 * (memory-layer.ts): a purge elsewhere reaches this isolate's copy within that; a purge here
 * forgets it at once (forgetPages).
 */
interface HeldPage extends CutPage {
  tags: ReadonlySet<string>;
  until: number;
}

/** Few and large: a bound by count keeps the isolate's memory to a few megabytes. */
const MAX_HELD_PAGES = 24;
const heldPages = new Map<string, HeldPage>();
const encoder = new TextEncoder();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function cutPage(page: StoredPage): CutPage {
  const parts = [page.nonce, ...(page.fresh ?? [])];
  const split = page.html.split(new RegExp(`(${parts.map(escapeRegExp).join('|')})`));
  // split with a capture group alternates: piece, part, piece, part, …, piece.
  const pieces: Uint8Array[] = [];
  const slots: number[] = [];
  split.forEach((text, index) => {
    if (index % 2 === 0) pieces.push(encoder.encode(text));
    else slots.push(parts.indexOf(text));
  });
  return { pieces, slots };
}

/** The cut page's bytes with this request's nonce and new fresh keys. */
function joinPage(cut: CutPage, nonce: string): Uint8Array<ArrayBuffer> {
  const fresh = new Map<number, Uint8Array>([[0, encoder.encode(nonce)]]);
  for (const slot of cut.slots) if (!fresh.has(slot)) fresh.set(slot, encoder.encode(crypto.randomUUID()));
  const size = cut.pieces.reduce((n, piece) => n + piece.byteLength, 0) + cut.slots.reduce((n, slot) => n + fresh.get(slot)!.byteLength, 0);
  const out = new Uint8Array(size);
  let at = 0;
  cut.pieces.forEach((piece, index) => {
    if (index > 0) {
      const part = fresh.get(cut.slots[index - 1]!)!;
      out.set(part, at);
      at += part.byteLength;
    }
    out.set(piece, at);
    at += piece.byteLength;
  });
  return out;
}

export function holdPage(key: string, entry: CacheEntry<StoredPage>, now: number): void {
  const until = Math.min(now + MEMORY_TTL_MS, entry.storedAt + entry.maxAge * 1000);
  if (until <= now) return;
  if (heldPages.size >= MAX_HELD_PAGES) {
    // Map keeps insertion order: the oldest goes.
    const oldest = heldPages.keys().next().value;
    if (oldest !== undefined) heldPages.delete(oldest);
  }
  heldPages.delete(key);
  heldPages.set(key, { ...cutPage(entry.data), tags: new Set(entry.tags), until });
}

/** The held page's bytes with this request's nonce and fresh keys of its own, or null. */
export function heldPage(key: string, nonce: string, now: number): Uint8Array<ArrayBuffer> | null {
  const held = heldPages.get(key);
  if (!held) return null;
  if (held.until <= now) {
    heldPages.delete(key);
    return null;
  }
  return joinPage(held, nonce);
}

/** A stored page's bytes with this request's nonce and fresh keys of its own (not held). */
export function servedPage(page: StoredPage, nonce: string): Uint8Array<ArrayBuffer> {
  return joinPage(cutPage(page), nonce);
}

/** A purge in this isolate: held pages carrying any of the tags are forgotten at once. */
export function forgetPages(tags: readonly string[]): void {
  for (const [key, held] of heldPages) {
    if (tags.some((tag) => held.tags.has(tag))) heldPages.delete(key);
  }
}

/** For tests: nothing held, no render under way, the budget of pages with a query full. */
export function forgetAllPages(): void {
  heldPages.clear();
  refreshing.clear();
  queryPageTokens = QUERY_PAGE_WRITES_PER_MINUTE;
  queryPageRefilledAt = 0;
}

/**
 * The reads of one request, folded as they are answered: the tags a stored page must carry,
 * the shortest freshness among them, and whether any read makes the page unfit to store.
 */
export interface PageReadLog extends PageReads {
  /** Tags of every read so far, `all` included (grows while the page streams). */
  readonly tags: Set<string>;
  /** Seconds: the shortest freshness of any read; Infinity before the first. */
  readonly maxAge: number;
  /** A read answered stale, failed or went past the cache: the page must not be stored. */
  readonly unfit: boolean;
  readonly count: number;
  /** The queries listing reads answered (canonical, bounded). */
  readonly listingQueries: ReadonlySet<string>;
  listingQuery(query: string): void;
}

/** Outcomes a stored page may be made from: fresh data, loaded or held. */
const FIT: ReadonlySet<PageRead['outcome']> = new Set(['hit', 'miss', 'negative']);

export function pageReadLog(): PageReadLog {
  const tags = new Set<string>();
  let maxAge = Infinity;
  let unfit = false;
  let count = 0;
  const listingQueries = new Set<string>();
  return {
    tags,
    listingQueries,
    listingQuery: (query) => { listingQueries.add(query); },
    get maxAge() { return maxAge; },
    get unfit() { return unfit; },
    get count() { return count; },
    note(read) {
      count += 1;
      if (!FIT.has(read.outcome)) unfit = true;
      for (const tag of read.tags) tags.add(tag);
      maxAge = Math.min(maxAge, read.maxAge);
    },
  };
}

/** A page shorter-lived than this is not worth a KV write. */
const MIN_PAGE_MAX_AGE = 1;
/**
 * Storing a page costs one KV write per tag (its index keys) and one for the page, in the same
 * invocation as the render's own data writes; Workers allow 1,000 KV operations per invocation.
 * Pages carry 22-44 tags (measured: a listing of 24 products 34, home 44); a page with more than
 * this is rendered each time instead of risking the limit.
 */
export const MAX_PAGE_TAGS = 200;
/**
 * Keeps the rendered document: reads the teed copy of the body while it streams to the shopper,
 * and writes it once the answer is out, if the page turned out fit to store. Runs in waitUntil.
 */
export async function keepPage(opts: {
  kv: KVNamespace;
  key: string;
  copy: ReadableStream<Uint8Array>;
  nonce: string;
  /** The render's fresh keys (RouteDeps.freshKey), asked once the page has streamed. */
  fresh?: () => string[];
  reads: PageReadLog;
  /** waitToStore(reads.tags), registered when the render began (a purge meanwhile supersedes it). */
  waiting: WaitingStore;
  /** Asked once the answer is out. `complete`: the whole document of a GET, no render error, not cut off by the deadline. */
  outcome: () => { complete: boolean; status: number; personal: boolean };
  /**
   * Seconds the matched route lets its page be kept (its module's `storedFor`, client/routes/):
   * the page lives as long as its shortest read, and never longer. Undefined: not kept.
   */
  storedFor: number | undefined;
  /**
   * The page's query (pageQuery): '' for none. A page with one is kept only when a listing read
   * answered that very query, and within the isolate's budget (takeQueryPageWrite).
   */
  query?: string;
  afterResponse: Promise<void>;
  now?: () => number;
}): Promise<'stored' | 'unfit' | 'skipped'> {
  const clock = opts.now ?? clockNow;
  const { waiting } = opts;
  try {
    const chunks: Uint8Array[] = [];
    const reader = opts.copy.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    await opts.afterResponse;
    const { complete, status, personal } = opts.outcome();
    const { reads } = opts;
    const maxAge = Math.floor(Math.min(reads.maxAge, opts.storedFor ?? 0));
    const query = opts.query ?? '';
    if (!complete || status !== 200 || personal || reads.unfit || reads.count === 0 || maxAge < MIN_PAGE_MAX_AGE
      || reads.tags.size > MAX_PAGE_TAGS || (query !== '' && !reads.listingQueries.has(query))) return 'unfit';
    if (query !== '' && !takeQueryPageWrite(clock())) return 'skipped';
    if (waiting.superseded) return 'skipped';
    const tags = [...reads.tags];
    tags.forEach(assertCacheTag);
    // Decoded chunk by chunk (a character may span two): no joined copy of the bytes first.
    const decoder = new TextDecoder();
    const html = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
    const fresh = opts.fresh?.() ?? [];
    const entry: CacheEntry<StoredPage> = { data: { html, nonce: opts.nonce, ...(fresh.length > 0 ? { fresh } : {}) }, storedAt: clock(), maxAge, swr: PAGE_STALE_SECONDS, sie: 0, tags };
    // Kept in KV no longer than it may be served (KV's own minimum aside).
    const options = { expirationTtl: kvExpirationTtl({ mode: 'cache', maxAge, staleWhileRevalidate: PAGE_STALE_SECONDS, staleIfError: 0 }) };
    // Index first, as storeEntry does: an entry no purge could reach must never exist.
    await Promise.all(tags.map((tag) => opts.kv.put(tagIndexKey(tag, opts.key), '', options)));
    if (waiting.superseded) return 'skipped';
    await opts.kv.put(opts.key, JSON.stringify(entry), options);
    // Held only once written: a purge meanwhile must not leave a copy here either. Held from
    // when the page was made, not from when the write returned (on a busy isolate that can be
    // seconds later): a copy is never fresher than MEMORY_TTL_MS past the bytes it holds.
    if (!waiting.superseded) holdPage(opts.key, entry, entry.storedAt);
    return 'stored';
  } catch (error) {
    logWarn('[page-store] could not store a page', error);
    return 'skipped';
  } finally {
    waiting.done();
  }
}

/** Server-Timing says whether the page came from the store (the bench and tests read it). */
export function notePageStore(c: Context<AppEnv>, outcome: 'hit' | 'stale' | 'miss', durationMs: number): void {
  c.get('timing').phase('page', durationMs, outcome);
}
