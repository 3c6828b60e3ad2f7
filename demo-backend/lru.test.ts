import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('forgets the least recently used entry first, and a read counts as a use', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('replaces a value without growing', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('a', 2);
    lru.set('b', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('a')).toBe(2);
  });
});
