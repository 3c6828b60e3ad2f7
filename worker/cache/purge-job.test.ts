import { describe, expect, it, vi } from 'vitest';
import { newPurgeJob, purgeSlice, RESWEEP_AFTER_MS, SLICE_KV_BUDGET } from './purge-job';
import { createMemoryKv } from './testing/memory-kv';
import { createMemoryPurgeJobs } from './testing/memory-purge-jobs';

const TAG = 'category:c1';

async function cacheEntries(kv: ReturnType<typeof createMemoryKv>, count: number) {
  for (let i = 0; i < count; i += 1) {
    const key = `entry:${String(i).padStart(4, '0')}`;
    await kv.namespace.put(`tag:${TAG}/${key}`, '', { expirationTtl: 3600 });
    await kv.namespace.put(key, JSON.stringify({ data: i, storedAt: Date.now(), maxAge: 60, swr: 60, sie: 3600, tags: [TAG] }), { expirationTtl: 3600 });
  }
}

describe('purgeSlice', () => {
  it('keeps within its KV budget even when every write is refused (read, write, delete per entry)', async () => {
    const kv = createMemoryKv();
    await cacheEntries(kv, 500);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = vi.spyOn(kv.namespace, 'put').mockRejectedValue(new Error('KV PUT failed: 429 Too Many Requests'));
    const before = kv.operations();
    const { job, kvOps } = await purgeSlice(kv.namespace, newPurgeJob({ tags: [TAG], signedAtMs: Date.now() }, Date.now()), Date.now());
    // Measured by the fake (the refused writes are the spy's) and by the slice itself.
    expect(kvOps).toBe(kv.operations() - before + refused.mock.calls.length);
    expect(kvOps).toBeLessThanOrEqual(SLICE_KV_BUDGET);
    expect(SLICE_KV_BUDGET).toBeLessThan(1_000);
    expect(job.doneAt).toBeNull();
    expect(job.cursor).not.toBeNull();
    vi.restoreAllMocks();
  });

  it('moves on to the next tag within one slice while the budget allows', async () => {
    const kv = createMemoryKv();
    await cacheEntries(kv, 30);
    const { job } = await purgeSlice(kv.namespace, newPurgeJob({ tags: [TAG, 'navigation', TAG], signedAtMs: Date.now() }, Date.now()), Date.now());
    expect(job).toMatchObject({ tags: [TAG, 'navigation'], doneAt: expect.any(Number), purged: 30, reached: 30, slices: 1 });
  });
});

describe('PurgeJobRunner', () => {
  it('forgets a finished job once its webhook has left the replay window', async () => {
    let now = Date.now();
    const kv = createMemoryKv();
    await cacheEntries(kv, 3);
    const jobs = createMemoryPurgeJobs(kv.namespace, kv.operations, () => now);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const stub = jobs.namespace.get(jobs.namespace.idFromName('shopware:abc'));
    expect(await stub.run({ tags: [TAG], signedAtMs: now })).toMatchObject({ done: true, purged: 3 });
    expect(jobs.jobs()).toHaveLength(1);
    now += 5 * 60_000;
    await jobs.fireAlarms();
    expect(jobs.jobs()).toHaveLength(1);
    now += 2 * 60_000;
    await jobs.fireAlarms();
    expect(jobs.jobs()).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('sweeps its tags\' stored pages once more when KV has settled: a page made from what the purge had not reached yet is purged too', async () => {
    let now = Date.now();
    const kv = createMemoryKv({ now: () => now });
    const store = async (key: string, storedAt: number) => {
      await kv.namespace.put(`tag:${TAG}/${key}`, '', { expirationTtl: 3600 });
      await kv.namespace.put(key, JSON.stringify({ data: key, storedAt, maxAge: 3600, swr: 30, sie: 0, tags: [TAG] }), { expirationTtl: 7200 });
    };
    const purged = async (key: string) => (JSON.parse((await kv.namespace.get(key, 'text'))!) as { purgedAt?: number }).purgedAt !== undefined;
    await store('page1:b:/dames:before', now - 1000);
    const jobs = createMemoryPurgeJobs(kv.namespace, kv.operations, () => now);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const stub = jobs.namespace.get(jobs.namespace.idFromName('shopware:resweep'));
    // The sender is told it is done after the first sweep.
    expect(await stub.run({ tags: [TAG], signedAtMs: now })).toMatchObject({ done: true, purged: 1 });
    expect(await purged('page1:b:/dames:before')).toBe(true);
    // Meanwhile, elsewhere: a page rendered from a copy the purge had not reached, and data read fresh.
    now += 30_000;
    await store('page1:b:/dames:meanwhile', now);
    await store('data:listing:meanwhile', now);
    await jobs.fireAlarms();
    expect(await purged('page1:b:/dames:meanwhile')).toBe(false);
    now += RESWEEP_AFTER_MS;
    // Made once KV had settled everywhere: from data the purge had reached.
    const settled = now;
    await jobs.fireAlarms();
    await store('page1:b:/dames:after', settled + 1);
    expect(await purged('page1:b:/dames:meanwhile')).toBe(true);
    expect(await purged('data:listing:meanwhile')).toBe(false);
    expect(await purged('page1:b:/dames:after')).toBe(false);
    expect(jobs.jobs()[0]).toMatchObject({ sweeps: 2 });
    // A retry of the webhook reports the job, and purges nothing again.
    expect(await stub.run({ tags: [TAG], signedAtMs: now - RESWEEP_AFTER_MS - 30_000 })).toMatchObject({ done: true });
    expect(await purged('page1:b:/dames:after')).toBe(false);
    now += 10 * 60_000;
    await jobs.fireAlarms();
    expect(jobs.jobs()).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
