// Purge by tag: every entry indexed under a tag is marked stale (decision 009). A purged entry
// is never served as fresh again, but while its staleIfError window lasts it still stands in
// for a failing backend: a purge during an outage must not turn warm pages into errors.
import { supersedeLoads } from './in-flight';
import type { CacheEntry } from './kv-cache';
import { forgetTags } from './memory-layer';
import { tagIndexPrefix } from './tag-index';
import { logWarn } from '../logging/log';

/** KV operations run this many at a time: enough to be quick, few enough to stay polite. */
const BATCH = 50;
/** KV refuses an expiration less than 60 seconds away. */
const KV_MIN_TTL = 60;

/**
 * Marks every entry indexed under one of `tags` as purged (stale, still usable on error).
 * `purgedKeys` counts the entry keys the index reached, including any that had already expired
 * or been purged under another tag. Index keys stay: they expire with their entries, and a
 * later purge reaching an entry already marked leaves it as it is.
 */
export async function purgeTags(kv: KVNamespace, tags: readonly string[], now = Date.now()): Promise<{ purgedKeys: number }> {
  const uniqueTags = [...new Set(tags)];
  // Validates every tag before anything is changed.
  const prefixes = uniqueTags.map(tagIndexPrefix);
  // Loads of these tags already under way must not store their pre-purge result afterwards.
  supersedeLoads(uniqueTags);
  forgetTags(uniqueTags);

  const entryKeys = new Set<string>();
  for (const prefix of prefixes) {
    for await (const indexKey of listKeys(kv, prefix)) entryKeys.add(indexKey.slice(prefix.length));
  }
  const keys = [...entryKeys];
  for (let start = 0; start < keys.length; start += BATCH) {
    await Promise.all(keys.slice(start, start + BATCH).map((key) => markPurged(kv, key, now)));
  }
  return { purgedKeys: entryKeys.size };
}

async function markPurged(kv: KVNamespace, key: string, now: number): Promise<void> {
  const entry = await kv.get<CacheEntry<unknown>>(key, 'json').catch(() => null);
  if (!entry || typeof entry.storedAt !== 'number' || entry.purgedAt !== undefined) return;
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
}

async function* listKeys(kv: KVNamespace, prefix: string): AsyncGenerator<string> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    for (const key of page.keys) yield key.name;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
