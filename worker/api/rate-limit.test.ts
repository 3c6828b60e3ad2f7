import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryKv } from '../cache/testing/memory-kv';
import { forgetLocalRateLimits, hitRateLimit, rateLimitClient } from './rate-limit';

const LIMIT = { max: 5, windowSeconds: 600 };

beforeEach(() => {
  forgetLocalRateLimits();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('contact rate limit', () => {
  it('allows 5 hits in 10 minutes and refuses the 6th with the time until a slot frees', async () => {
    const kv = createMemoryKv().namespace;
    const start = Date.UTC(2026, 10, 21, 12);
    for (let i = 0; i < 5; i++) expect((await hitRateLimit(kv, 'contact', '203.0.113.7', LIMIT, start + i * 1000)).allowed).toBe(true);
    const refused = await hitRateLimit(kv, 'contact', '203.0.113.7', LIMIT, start + 60_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 540 });
    // Another client is not affected.
    expect((await hitRateLimit(kv, 'contact', '198.51.100.1', LIMIT, start + 60_000)).allowed).toBe(true);
    // Once the first hit is 10 minutes old there is room again.
    expect((await hitRateLimit(kv, 'contact', '203.0.113.7', LIMIT, start + 600_001)).allowed).toBe(true);
  });

  it('shares counts through KV (another isolate) and keeps counting when KV fails', async () => {
    const kv = createMemoryKv().namespace;
    const now = Date.UTC(2026, 10, 21, 12);
    for (let i = 0; i < 5; i++) await hitRateLimit(kv, 'contact', 'a', LIMIT, now + i);
    forgetLocalRateLimits();
    expect((await hitRateLimit(kv, 'contact', 'a', LIMIT, now + 10)).allowed).toBe(false);

    const broken = { get: async () => { throw new Error('down'); }, put: async () => { throw new Error('down'); } } as unknown as KVNamespace;
    forgetLocalRateLimits();
    for (let i = 0; i < 5; i++) expect((await hitRateLimit(broken, 'contact', 'b', LIMIT, now + i)).allowed).toBe(true);
    expect((await hitRateLimit(broken, 'contact', 'b', LIMIT, now + 10)).allowed).toBe(false);
  });

  it('stores no IP address in the key', async () => {
    const memory = createMemoryKv();
    await hitRateLimit(memory.namespace, 'contact', '203.0.113.7', LIMIT);
    expect(memory.keys().join()).not.toContain('203.0.113.7');
  });

  it('takes the client from CF-Connecting-IP, one constant without it', () => {
    expect(rateLimitClient(new Headers({ 'cf-connecting-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(rateLimitClient(new Headers())).toBe('local');
  });
});
