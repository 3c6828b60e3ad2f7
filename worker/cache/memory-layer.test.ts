import { beforeEach, describe, expect, it } from 'vitest';
import type { CacheEntry } from './kv-cache';
import { forgetAll, forgetTags, MEMORY_TTL_MS, recallEntry, rememberEntry } from './memory-layer';

const entry = (tags: string[]): CacheEntry<string> => ({ data: 'x', storedAt: 0, maxAge: 60, swr: 0, sie: 0, tags });

describe('memory layer', () => {
  beforeEach(forgetAll);

  it('holds an entry for MEMORY_TTL_MS from when it was remembered', () => {
    rememberEntry('k', entry(['all']), 1_000);
    expect(recallEntry('k', 1_000 + MEMORY_TTL_MS - 1)?.data).toBe('x');
    expect(recallEntry('k', 1_000 + MEMORY_TTL_MS)).toBeNull();
  });

  it('forgets entries carrying a purged tag and keeps the others', () => {
    rememberEntry('a', entry(['all', 'product:1']), 0);
    rememberEntry('b', entry(['all', 'category:2']), 0);
    forgetTags(['product:1']);
    expect(recallEntry('a', 1)).toBeNull();
    expect(recallEntry('b', 1)?.data).toBe('x');
  });

  it('stays bounded', () => {
    for (let i = 0; i < 1_200; i++) rememberEntry(`k${i}`, entry(['all']), 0);
    expect(recallEntry('k0', 1)).toBeNull();
    expect(recallEntry('k1199', 1)?.data).toBe('x');
  });
});
