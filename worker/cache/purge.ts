// Purge by tag: every entry indexed under a tag is deleted, with its index keys.
import { supersedeLoads } from './in-flight';
import { forgetTags } from './memory-layer';
import { tagIndexPrefix } from './tag-index';

/** KV deletes run this many at a time: enough to be quick, few enough to stay polite. */
const DELETE_BATCH = 50;

/**
 * Deletes every entry indexed under one of `tags`, and those index keys. `purgedKeys` counts the
 * entry keys the index reached, including any that had already expired or been purged under
 * another tag: KV's delete does not say whether a key existed, and reading each one first would
 * double the cost of a purge.
 */
export async function purgeTags(kv: KVNamespace, tags: readonly string[]): Promise<{ purgedKeys: number }> {
  const uniqueTags = [...new Set(tags)];
  // Validates every tag before anything is deleted.
  const prefixes = uniqueTags.map(tagIndexPrefix);
  // Loads of these tags already under way must not store their pre-purge result afterwards.
  supersedeLoads(uniqueTags);
  forgetTags(uniqueTags);

  const entryKeys = new Set<string>();
  const indexKeys: string[] = [];
  for (const prefix of prefixes) {
    for await (const indexKey of listKeys(kv, prefix)) {
      indexKeys.push(indexKey);
      entryKeys.add(indexKey.slice(prefix.length));
    }
  }
  // Entries first: if the purge is cut short, the remaining index keys let a retry find them.
  // Index keys of an entry's other tags are left to expire; purging them later deletes nothing.
  await deleteKeys(kv, [...entryKeys]);
  await deleteKeys(kv, indexKeys);
  return { purgedKeys: entryKeys.size };
}

async function* listKeys(kv: KVNamespace, prefix: string): AsyncGenerator<string> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    for (const key of page.keys) yield key.name;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function deleteKeys(kv: KVNamespace, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    await Promise.all(keys.slice(start, start + DELETE_BATCH).map((key) => kv.delete(key)));
  }
}
