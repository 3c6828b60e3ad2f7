// In-isolate copies of KV entries. An isolate serves many requests, and a page reads the same
// handful of keys (navigation, snippets, site configuration) every time: holding them in
// memory for a few seconds saves a KV read (and a JSON parse) per key per request.
//
// The lifetime is short on purpose: a purge clears this isolate's copies at once, but other
// isolates keep theirs for at most MEMORY_TTL_MS, which bounds how stale a purge can leave
// the shop. Entries are treated as immutable by every reader.
import type { CacheEntry } from './kv-cache';

export const MEMORY_TTL_MS = 5_000;
/**
 * How long a negative answer (nothing at this path, product not found) is held, in this
 * isolate only. Never in KV: a scan of random paths would otherwise fill KV (and the bill), and
 * a product created after its URL was first asked for would keep answering 404 for days. A
 * purge of the entry's tags in this isolate clears it sooner.
 */
export const NEGATIVE_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

interface Held {
  entry: CacheEntry<unknown>;
  until: number;
}

const held = new Map<string, Held>();

export function recallEntry<T>(key: string, now: number): CacheEntry<T> | null {
  const h = held.get(key);
  if (!h) return null;
  if (h.until <= now) {
    held.delete(key);
    return null;
  }
  return h.entry as CacheEntry<T>;
}

export function rememberEntry(key: string, entry: CacheEntry<unknown>, now: number, ttlMs = MEMORY_TTL_MS): void {
  if (ttlMs <= 0) return;
  if (held.size >= MAX_ENTRIES) {
    // Map keeps insertion order: drop the oldest tenth.
    let drop = Math.ceil(MAX_ENTRIES / 10);
    for (const k of held.keys()) {
      held.delete(k);
      if (--drop === 0) break;
    }
  }
  // Re-inserted, so a refreshed key moves to the young end of the eviction order.
  held.delete(key);
  held.set(key, { entry, until: now + ttlMs });
}

export function forgetEntry(key: string): void {
  held.delete(key);
}

/** Forgets every held entry that carries one of the tags (a purge in this isolate). */
export function forgetTags(tags: readonly string[]): void {
  const purged = new Set(tags);
  for (const [key, h] of held) {
    if (h.entry.tags.some((t) => purged.has(t))) held.delete(key);
  }
}

/** For tests: an empty memory. */
export function forgetAll(): void {
  held.clear();
}
