// Purge by tag (decision 009): an entry reached through the tag index is marked purged, kept
// as long as it was servable (it still stands in for a failing backend), and never marked
// twice; a refused write deletes it rather than leave it fresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runningLoad, trackLoad } from './in-flight';
import type { CacheEntry } from './kv-cache';
import { forgetAll, recallEntry, rememberEntry } from './memory-layer';
import { markPurged, MARK_BATCH, purgeInIsolate, purgeTags } from './purge';
import { tagIndexKey } from './tag-index';
import { createMemoryKv } from './testing/memory-kv';

// The test's own instant, the KV fake's too: an expiry is judged by the same clock that wrote it.
const NOW = Date.UTC(2026, 10, 26, 12);
const entry = (tags: string[], extra: Partial<CacheEntry<unknown>> = {}): CacheEntry<unknown> => ({
  data: { name: 'Linnen blouse' }, storedAt: NOW - 10_000, maxAge: 300, swr: 600, sie: 86_400, tags, ...extra,
});

async function cached(kv: ReturnType<typeof createMemoryKv>, key: string, value: CacheEntry<unknown>) {
  await kv.namespace.put(key, JSON.stringify(value), { expirationTtl: 3600 });
  for (const tag of value.tags) await kv.namespace.put(tagIndexKey(tag, key), '', { expirationTtl: 3600 });
}
const read = async (kv: ReturnType<typeof createMemoryKv>, key: string) => JSON.parse((await kv.namespace.get(key, 'text'))!) as CacheEntry<unknown>;

afterEach(() => {
  forgetAll();
  vi.restoreAllMocks();
});

describe('markPurged', () => {
  it('marks the entry purged and keeps it until it could no longer be served, stale-if-error included', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    await kv.namespace.put('product:p1', JSON.stringify(entry(['product:p1'])));
    const put = vi.spyOn(kv.namespace, 'put');
    expect(await markPurged(kv.namespace, 'product:p1', NOW)).toBe(true);
    const marked = await read(kv, 'product:p1');
    expect(marked).toMatchObject({ purgedAt: NOW, data: { name: 'Linnen blouse' } });
    const servableUntil = (NOW - 10_000) / 1000 + 300 + 86_400;
    expect(put.mock.calls[0]![2]).toEqual({ expiration: Math.ceil(servableUntil) });
  });

  it('keeps an entry past its servable life at least the 60 seconds KV requires', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    await kv.namespace.put('old', JSON.stringify(entry(['all'], { storedAt: NOW - 10_000_000, sie: 0, swr: 0 })));
    const put = vi.spyOn(kv.namespace, 'put');
    await markPurged(kv.namespace, 'old', NOW);
    expect(put.mock.calls[0]![2]).toEqual({ expiration: NOW / 1000 + 60 });
  });

  it('leaves an entry already purged as it is: a resumed purge does not move its purge time', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    await kv.namespace.put('product:p1', JSON.stringify(entry(['product:p1'], { purgedAt: NOW - 5_000 })));
    expect(await markPurged(kv.namespace, 'product:p1', NOW)).toBe(false);
    expect((await read(kv, 'product:p1')).purgedAt).toBe(NOW - 5_000);
  });

  it('finds nothing to mark in a missing or unreadable entry', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    await kv.namespace.put('broken', '{not json');
    expect(await markPurged(kv.namespace, 'gone', NOW)).toBe(false);
    expect(await markPurged(kv.namespace, 'broken', NOW)).toBe(false);
    expect(await kv.namespace.get('broken')).toBe('{not json');
  });

  it('deletes the entry when KV refuses the write: gone is better than fresh after a purge', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    await kv.namespace.put('product:p1', JSON.stringify(entry(['product:p1'])));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(kv.namespace, 'put').mockRejectedValue(new Error('KV PUT failed: 429 Too Many Requests'));
    expect(await markPurged(kv.namespace, 'product:p1', NOW)).toBe(true);
    expect(await kv.namespace.get('product:p1')).toBeNull();
  });

  it('stops the purge when the read fails, rather than skip an entry it could not see', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    vi.spyOn(kv.namespace, 'get').mockRejectedValue(new Error('KV GET failed: 500'));
    await expect(markPurged(kv.namespace, 'product:p1', NOW)).rejects.toThrow('KV GET failed');
  });
});

describe('purgeTags', () => {
  it('marks every entry under the tags once, counts each entry once, and leaves other tags alone', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    await cached(kv, 'listing:dames', entry(['category:dames', 'product:p1']));
    await cached(kv, 'product:p1', entry(['product:p1']));
    await cached(kv, 'listing:heren', entry(['category:heren']));
    const { purgedKeys } = await purgeTags(kv.namespace, ['product:p1', 'category:dames', 'product:p1'], NOW);
    expect(purgedKeys).toBe(2);
    expect((await read(kv, 'listing:dames')).purgedAt).toBe(NOW);
    expect((await read(kv, 'product:p1')).purgedAt).toBe(NOW);
    expect((await read(kv, 'listing:heren')).purgedAt).toBeUndefined();
    // The index keys stay: they expire with their entries.
    expect(kv.keys()).toContain(tagIndexKey('product:p1', 'product:p1'));
  });

  it('reaches entries on every page of the index listing and marks them in batches', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    const count = MARK_BATCH * 2 + 3;
    for (let i = 0; i < count; i += 1) await cached(kv, `entry:${String(i).padStart(3, '0')}`, entry(['all']));
    // Pages of 40 keys, as a long index is paginated by KV.
    const realList = kv.namespace.list.bind(kv.namespace);
    const list = vi.spyOn(kv.namespace, 'list').mockImplementation((options) => realList({ ...options, limit: 40 }));
    const { purgedKeys } = await purgeTags(kv.namespace, ['all'], NOW);
    expect(purgedKeys).toBe(count);
    expect(list.mock.calls.length).toBeGreaterThan(1);
    expect((await read(kv, `entry:${String(count - 1).padStart(3, '0')}`)).purgedAt).toBe(NOW);
  });

  it('refuses a malformed tag before it touches anything', async () => {
    const kv = createMemoryKv({ now: () => NOW });
    await cached(kv, 'product:p1', entry(['product:p1']));
    await expect(purgeTags(kv.namespace, ['product:p1', 'bad/tag'], NOW)).rejects.toThrow();
    expect((await read(kv, 'product:p1')).purgedAt).toBeUndefined();
  });
});

describe('purgeInIsolate', () => {
  it('supersedes running loads of the tags and forgets the memory layer\'s copies, other tags kept', () => {
    const load = trackLoad('product:p1', ['product:p1'], new Promise<never>(() => {}));
    rememberEntry('product:p1', entry(['product:p1']), NOW);
    rememberEntry('navigation', entry(['navigation']), NOW);
    expect(purgeInIsolate(['product:p1', 'product:p1'])).toEqual(['product:p1']);
    expect(load.superseded).toBe(true);
    expect(runningLoad('product:p1')).toBeUndefined();
    expect(recallEntry('product:p1', NOW)).toBeNull();
    expect(recallEntry('navigation', NOW)).not.toBeNull();
  });
});
