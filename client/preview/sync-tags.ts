// The sync tags of what this preview page read (#19): from the document (its meta) and from
// every /api answer (X-Sanity-Sync-Tags, recorded by client/lib/api-client.ts). A live event
// whose tags meet them means the page's content changed. Empty outside a preview.

export const SYNC_TAGS_HEADER = 'x-sanity-sync-tags';

const seen = new Set<string>();

export function recordSyncTags(header: string | null | undefined): void {
  for (const tag of (header ?? '').split(/[\s,]+/)) if (tag) seen.add(tag);
}

/** Whether an event's tags touch anything the page read. */
export function touchesPage(tags: readonly string[]): boolean {
  return tags.some((tag) => seen.has(tag));
}

export function knownSyncTags(): ReadonlySet<string> {
  return seen;
}
