import { beforeEach, describe, expect, it } from 'vitest';
import { createRequestDeadline, RequestDeadlineError } from '../request/deadline';
import { createServerTiming } from '../request/server-timing';
import { BackendTimeoutError, withCache, type CacheContext, type CacheSpec } from './kv-cache';
import { forgetAll } from './memory-layer';
import { cacheShort } from './strategies';
import { categoryTag } from './tags';
import { createMemoryKv } from './testing/memory-kv';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withCache under a request deadline', () => {
  beforeEach(forgetAll);
  let keyCounter = 0;

  function setup(deadline?: AbortSignal) {
    let time = Date.parse('2026-05-01T10:00:00Z');
    const now = () => time;
    const kv = createMemoryKv({ now });
    const pending: Promise<unknown>[] = [];
    const timing = createServerTiming();
    const ctx: CacheContext = { kv: kv.namespace, waitUntil: (p) => void pending.push(p), timing, now, deadline };
    return {
      ctx,
      advance: (seconds: number) => void (time += seconds * 1000),
      settle: async () => { while (pending.length) await Promise.all(pending.splice(0)); },
      outcomes: () => [...timing.header().matchAll(/desc="([^"]+)"/g)].map((m) => m[1]),
    };
  }
  const spec = (): CacheSpec => ({
    key: `shopware:POST:/store-api/product:deadline-${++keyCounter}`,
    strategy: cacheShort(), tags: [categoryTag('c1')], name: 'product', backend: 'shopware', timeoutMs: 5_000,
  });
  /** A load that answers after `ms` unless its signal aborts first; records the signal. */
  const slowLoad = (ms: number, seen: AbortSignal[] = []) => (signal: AbortSignal) => {
    seen.push(signal);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve('fresh'), ms);
      signal.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
    });
  };

  it('cancels a call still running when the deadline passes, before its own timeout', async () => {
    const deadline = createRequestDeadline(30);
    const { ctx, outcomes } = setup(deadline.signal);
    const seen: AbortSignal[] = [];
    // A load that would outlast its own timeout (5 s): it ends, so something cut it, and the
    // reason says it was the deadline.
    await expect(withCache(ctx, spec(), slowLoad(60_000, seen))).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(seen[0]?.aborted).toBe(true);
    expect(seen[0]?.reason).toBeInstanceOf(RequestDeadlineError);
    expect(outcomes()).toEqual(['error']);
  });

  it('makes no call at all once the deadline has passed', async () => {
    const deadline = createRequestDeadline(0);
    await sleep(5);
    const { ctx } = setup(deadline.signal);
    const seen: AbortSignal[] = [];
    await expect(withCache(ctx, spec(), slowLoad(10, seen))).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(seen).toHaveLength(0);
  });

  it('serves the stored copy (stale-if-error) when the deadline cuts the refresh', async () => {
    const stored = setup();
    const product = spec();
    await withCache(stored.ctx, product, async () => 'last good');
    await stored.settle();
    forgetAll();
    stored.advance(3_600); // past stale-while-revalidate, within stale-if-error

    const deadline = createRequestDeadline(30);
    const ctx = { ...stored.ctx, deadline: deadline.signal };
    expect(await withCache(ctx, product, slowLoad(2_000))).toBe('last good');
    expect(stored.outcomes().at(-1)).toBe('stale-if-error');
  });

  it('lets a background refresh (stale-while-revalidate) outlive the deadline', async () => {
    const stored = setup();
    const product = spec();
    await withCache(stored.ctx, product, async () => 'old');
    await stored.settle();
    forgetAll();
    stored.advance(90); // past fresh, within stale-while-revalidate

    const deadline = createRequestDeadline(20);
    const ctx = { ...stored.ctx, deadline: deadline.signal };
    expect(await withCache(ctx, product, slowLoad(60))).toBe('old');
    expect(stored.outcomes().at(-1)).toBe('stale');
    await stored.settle();
    expect(deadline.signal.aborted).toBe(true);
    forgetAll();
    expect(await withCache(stored.ctx, product, async () => 'unused')).toBe('fresh');
  });
});
