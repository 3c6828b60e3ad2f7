// The KV tag index: one empty key per (tag, entry), `tag:<tag>/<entry key>`, written beside the
// entry with the same TTL. A purge lists the prefix `tag:<tag>/` to reach every entry carrying
// the tag. Tags never contain '/' (tags.ts), so the prefix of one tag never matches another.
import { assertCacheTag } from './tags';

export function tagIndexPrefix(tag: string): string {
  assertCacheTag(tag);
  return `tag:${tag}/`;
}

export function tagIndexKey(tag: string, entryKey: string): string {
  return `${tagIndexPrefix(tag)}${entryKey}`;
}
