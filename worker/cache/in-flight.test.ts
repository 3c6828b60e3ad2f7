// The isolate's running loads and waiting writes: shared by concurrent misses, forgotten when
// settled, and superseded by a purge of one of their tags so pre-purge data is never stored.
import { describe, expect, it } from 'vitest';
import { runningLoad, supersedeLoads, trackLoad, waitToStore } from './in-flight';

/** A promise the test settles. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('running loads', () => {
  it('lets a second miss of the same key join the running load, and forgets it once settled', async () => {
    const upstream = held<string>();
    const load = trackLoad('product:p1', ['product:p1', 'all'], upstream.promise);
    expect(runningLoad<string>('product:p1')).toBe(load);
    expect(runningLoad('product:p2')).toBeUndefined();
    upstream.resolve('shirt');
    await settled();
    expect(runningLoad('product:p1')).toBeUndefined();
  });

  it('forgets a failed load too, so the next request tries the backend again', async () => {
    const upstream = held<string>();
    trackLoad('product:failing', ['all'], upstream.promise);
    upstream.reject(new Error('503'));
    await upstream.promise.catch(() => {});
    await settled();
    expect(runningLoad('product:failing')).toBeUndefined();
  });

  it('does not let an older load, settling late, remove the newer load of the same key', async () => {
    const older = held<string>();
    trackLoad('nav:main', ['navigation'], older.promise);
    supersedeLoads(['navigation']);
    const newer = trackLoad('nav:main', ['navigation'], held<string>().promise);
    older.resolve('old menu');
    await settled();
    expect(runningLoad('nav:main')).toBe(newer);
    supersedeLoads(['navigation']);
  });

  it('marks a load of a purged tag superseded and lets the next caller start afresh; other loads stay', async () => {
    const purged = trackLoad('listing:dames', ['category:dames', 'product:p1', 'all'], held<string>().promise);
    const untouched = trackLoad('listing:heren', ['category:heren', 'all'], held<string>().promise);
    supersedeLoads(['product:p1']);
    expect(purged.superseded).toBe(true);
    expect(runningLoad('listing:dames')).toBeUndefined();
    expect(untouched.superseded).toBe(false);
    expect(runningLoad('listing:heren')).toBe(untouched);
    // A full purge (tag `all`) reaches every load.
    supersedeLoads(['all']);
    expect(untouched.superseded).toBe(true);
    expect(runningLoad('listing:heren')).toBeUndefined();
  });
});

describe('waiting writes', () => {
  it('marks a write waiting for the answer to go out superseded when one of its tags is purged', () => {
    const listing = waitToStore(['category:dames', 'product:p7']);
    const other = waitToStore(['category:heren']);
    supersedeLoads(['product:p7']);
    expect(listing.superseded).toBe(true);
    expect(other.superseded).toBe(false);
    listing.done();
    other.done();
  });

  it('is out of a purge\'s reach once done: a later purge leaves it as it was', () => {
    const store = waitToStore(['navigation']);
    store.done();
    supersedeLoads(['navigation']);
    expect(store.superseded).toBe(false);
  });
});
