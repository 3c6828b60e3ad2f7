// Purge by tag: every entry indexed under a tag is marked stale (decision 009). A purged entry
// is never served as fresh again, but while its staleIfError window lasts it still stands in
// for a failing backend: a purge during an outage must not turn warm pages into errors.
//
// A webhook's purge runs as a job in slices (purge-job.ts, decision 022), because one Worker
// invocation may make at most 1,000 KV operations. `purgeTags` does it all at once and is only
// for tags that reach a handful of entries (the preview's sync tags).
import { supersedeLoads } from './in-flight';
import type { CacheEntry } from './kv-cache';
import { forgetTags } from './memory-layer';
import { forgetPages } from './page-store';
import { tagIndexPrefix } from './tag-index';
import { logWarn } from '../logging/log';
import { clockNow } from '../../shared/clock';

/** KV operations run this many at a time: enough to be quick, few enough to stay polite. */
export const MARK_BATCH = 50;
/** KV refuses an expiration less than 60 seconds away. */
const KV_MIN_TTL = 60;
/**
 * The most KV operations marking one entry takes: a read, a write and, when the write is
 * refused, a delete. A purge slice reserves this much per entry it lists.
 */
export const KV_OPERATIONS_PER_MARK = 3;

/**
 * What a purge does in this isolate, at once: loads of these tags under way must not store
 * their pre-purge result, and the memory layer forgets its copies. Validates every tag first.
 */
export function purgeInIsolate(tags: readonly string[]): string[] {
  const uniqueTags = [...new Set(tags)];
  uniqueTags.forEach(tagIndexPrefix);
  supersedeLoads(uniqueTags);
  forgetTags(uniqueTags);
  forgetPages(uniqueTags);
  return uniqueTags;
}

/**
 * Marks every entry indexed under one of `tags` as purged (stale, still usable on error), in
 * one invocation. `purgedKeys` counts the entry keys the index reached, including any that had
 * already expired or been purged under another tag. Index keys stay: they expire with their
 * entries, and a later purge reaching an entry already marked leaves it as it is.
 */
export async function purgeTags(kv: KVNamespace, tags: readonly string[], now = clockNow()): Promise<{ purgedKeys: number }> {
  const uniqueTags = purgeInIsolate(tags);
  const entryKeys = new Set<string>();
  for (const prefix of uniqueTags.map(tagIndexPrefix)) {
    for await (const indexKey of listKeys(kv, prefix)) entryKeys.add(indexKey.slice(prefix.length));
  }
  const keys = [...entryKeys];
  for (let start = 0; start < keys.length; start += MARK_BATCH) {
    await Promise.all(keys.slice(start, start + MARK_BATCH).map((key) => markPurged(kv, key, now)));
  }
  return { purgedKeys: entryKeys.size };
}

/**
 * Marks one entry purged. False when there was nothing to mark: the entry is gone, unreadable,
 * or already purged (so marking again, as a resumed or retried purge does, changes nothing), or
 * stored at or after `storedBefore` (a purge's second sweep: purge-job.ts).
 */
export async function markPurged(kv: KVNamespace, key: string, now: number, storedBefore = Infinity): Promise<boolean> {
  // A failed read throws: the purge stops there and resumes later, rather than skipping an
  // entry it could not see. An unreadable value is no entry the cache would serve.
  const entry = parseEntry(await kv.get(key, 'text'));
  if (!entry || typeof entry.storedAt !== 'number' || entry.purgedAt !== undefined || entry.storedAt >= storedBefore) return false;
  // Kept as long as it was going to be kept: until it can no longer be served in any way.
  const servableUntil = entry.storedAt / 1000 + entry.maxAge + Math.max(entry.swr, entry.sie);
  const expiration = Math.ceil(Math.max(servableUntil, now / 1000 + KV_MIN_TTL));
  const marked: CacheEntry<unknown> = { ...entry, purgedAt: now };
  try {
    await kv.put(key, JSON.stringify(marked), { expiration });
  } catch (error) {
    // KV allows one write per key per second. Fall back to the old behaviour: gone is better
    // than fresh after a purge.
    logWarn(`[cache] could not mark ${key} as purged; deleting it`, error);
    await kv.delete(key);
  }
  return true;
}

function parseEntry(value: string | null): CacheEntry<unknown> | null {
  if (value === null) return null;
  try {
    return JSON.parse(value) as CacheEntry<unknown>;
  } catch {
    return null;
  }
}

async function* listKeys(kv: KVNamespace, prefix: string): AsyncGenerator<string> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    for (const key of page.keys) yield key.name;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
