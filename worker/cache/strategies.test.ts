import { describe, expect, it } from 'vitest';
import { cacheCustom, cacheLong, cacheNone, cacheShort, kvExpirationTtl } from './strategies';

describe('strategies', () => {
  it('name their windows in seconds', () => {
    expect(cacheShort()).toEqual({ mode: 'cache', maxAge: 60, staleWhileRevalidate: 600, staleIfError: 86_400 });
    expect(cacheLong()).toMatchObject({ maxAge: 3600, staleWhileRevalidate: 86_400 });
    expect(cacheNone().mode).toBe('none');
    expect(cacheCustom({ maxAge: 5 })).toEqual({ ...cacheShort(), maxAge: 5 });
  });

  it('refuse nonsense windows', () => {
    expect(() => cacheCustom({ maxAge: -1 })).toThrow(RangeError);
    expect(() => cacheCustom({ staleIfError: Number.NaN })).toThrow(RangeError);
  });

  it('keep an entry in KV as long as it can be served, never below 60 s', () => {
    expect(kvExpirationTtl(cacheShort())).toBe(60 + 86_400);
    expect(kvExpirationTtl(cacheCustom({ maxAge: 1, staleWhileRevalidate: 0, staleIfError: 0 }))).toBe(60);
  });
});
