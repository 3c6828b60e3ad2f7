import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_DOWN_MS, BackendTimeoutError, forgetBackendFailures, withCache, type CacheContext, type CacheEntry, type CacheSpec } from './kv-cache';
import { forgetAll, NEGATIVE_TTL_MS } from './memory-layer';
import { purgeTags } from './purge';
import { createServerTiming } from '../request/server-timing';
import { cacheCustom, cacheLong, cacheNone, cacheShort } from './strategies';
import { categoryTag, productTag } from './tags';
import { createMemoryKv } from './testing/memory-kv';

// Each test starts with an empty in-isolate memory layer, as a fresh isolate would.
beforeEach(() => {
  forgetAll();
  forgetBackendFailures();
});

let keyCounter = 0;

/** A cache over an in-memory KV with a clock the test moves by hand. */
function setup() {
  let time = Date.parse('2026-05-01T10:00:00Z');
  const now = () => time;
  const kv = createMemoryKv({ now });
  const pending: Promise<unknown>[] = [];
  const timing = createServerTiming();
  const ctx: CacheContext = { kv: kv.namespace, waitUntil: (p) => void pending.push(p), timing, now };
  return {
    kv,
    ctx,
    advance: (seconds: number) => void (time += seconds * 1000),
    /** Runs everything handed to waitUntil, including work it schedules in turn. */
    async settle() {
      while (pending.length) await Promise.all(pending.splice(0));
    },
    outcomes: () => [...timing.header().matchAll(/desc="([^"]+)"/g)].map((match) => match[1]),
  };
}

/** Each test gets its own key: loads in flight are tracked per isolate, across tests. */
function spec(overrides: Partial<CacheSpec> = {}): CacheSpec {
  keyCounter += 1;
  return {
    key: `shopware:POST:/store-api/product-listing:${keyCounter}`,
    strategy: cacheShort(),
    tags: [categoryTag('c1')],
    name: 'listing',
    backend: 'shopware',
    ...overrides,
  };
}

const never = () => new Promise<never>(() => {});

describe('withCache', () => {
  it('loads on a miss, stores the entry with its freshness and tags, then hits', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    const listing = spec({ tags: [categoryTag('c1'), productTag('p1')] });
    const load = vi.fn(async () => ({ products: ['p1'] }));

    expect(await withCache(ctx, listing, load)).toEqual({ products: ['p1'] });
    await settle();
    expect(await withCache(ctx, listing, load)).toEqual({ products: ['p1'] });

    expect(load).toHaveBeenCalledTimes(1);
    expect(outcomes()).toEqual(['miss', 'hit']);
    const entry = await kv.namespace.get<CacheEntry<unknown>>(listing.key, 'json');
    expect(entry).toMatchObject({ maxAge: 60, swr: 600, sie: 86_400, tags: ['category:c1', 'product:p1', 'all'] });
    expect(entry?.storedAt).toBe(Date.parse('2026-05-01T10:00:00Z'));
  });

  it('keeps entries in KV for maxAge plus the longer stale window, and at least KV minimum', async () => {
    const { ctx, kv, settle } = setup();
    const long = spec({ strategy: cacheCustom({ maxAge: 10, staleWhileRevalidate: 20, staleIfError: 100 }) });
    const brief = spec({ strategy: cacheCustom({ maxAge: 1, staleWhileRevalidate: 0, staleIfError: 0 }) });
    await withCache(ctx, long, async () => 1);
    await withCache(ctx, brief, async () => 2);
    await settle();

    const { keys } = await kv.namespace.list({ prefix: 'shopware:' });
    const expiry = Object.fromEntries(keys.map((key) => [key.name, key.expiration]));
    const storedAt = Date.parse('2026-05-01T10:00:00Z') / 1000;
    expect(expiry[long.key]).toBe(storedAt + 110);
    expect(expiry[brief.key]).toBe(storedAt + 60);
  });

  it('serves a stale entry at once and refreshes it once in waitUntil, however many ask', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const listing = spec();
    await withCache(ctx, listing, async () => 'old');
    await settle();
    advance(61);

    const refresh = vi.fn(async () => 'new');
    const answers = await Promise.all(Array.from({ length: 20 }, () => withCache(ctx, listing, refresh)));
    expect(answers).toEqual(Array(20).fill('old'));
    expect(outcomes().slice(1)).toEqual(Array(20).fill('stale'));

    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await withCache(ctx, listing, refresh)).toBe('new');
    expect(outcomes().at(-1)).toBe('hit');
  });

  it('loads again once an entry is beyond its stale-while-revalidate window', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const listing = spec();
    await withCache(ctx, listing, async () => 'old');
    await settle();
    advance(60 + 600 + 1);

    expect(await withCache(ctx, listing, async () => 'new')).toBe('new');
    expect(outcomes()).toEqual(['miss', 'miss']);
  });

  it('serves the stored copy when the backend fails, within staleIfError', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const listing = spec();
    await withCache(ctx, listing, async () => 'last good');
    await settle();
    advance(3600);

    const answer = await withCache(ctx, listing, async () => {
      throw new Error('503 from the Store API');
    });
    expect(answer).toBe('last good');
    expect(outcomes().at(-1)).toBe('stale-if-error');
  });

  it('lets a failure that says so through, even with a stored copy (a shop in maintenance is closed)', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const listing = spec();
    await withCache(ctx, listing, async () => 'last good');
    await settle();
    advance(3600);

    const closed = Object.assign(new Error('MAINTENANCE_MODE'), { staleIfError: false });
    await expect(withCache(ctx, listing, async () => { throw closed; })).rejects.toBe(closed);
    expect(outcomes().at(-1)).toBe('error');
  });

  it('serves the stored copy when the backend times out, and aborts the load', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const listing = spec({ timeoutMs: 20 });
    await withCache(ctx, listing, async () => 'last good');
    await settle();
    advance(3600);

    let signal: AbortSignal | undefined;
    const answer = await withCache(ctx, listing, (s) => {
      signal = s;
      return never();
    });
    expect(answer).toBe('last good');
    expect(outcomes().at(-1)).toBe('stale-if-error');
    expect(signal?.aborted).toBe(true);
  });

  it('rethrows when there is no copy to fall back on', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const failure = new Error('503 from the Store API');
    await expect(withCache(ctx, spec(), async () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(withCache(ctx, spec({ timeoutMs: 20 }), never)).rejects.toBeInstanceOf(BackendTimeoutError);

    const expired = spec();
    await withCache(ctx, expired, async () => 'too old');
    await settle();
    advance(60 + 86_400 + 1);
    await expect(withCache(ctx, expired, async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(outcomes()).toEqual(['error', 'error', 'miss', 'error']);
  });

  it('makes one upstream call for 20 concurrent misses of one key', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    const listing = spec();
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { total: 42 };
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => withCache(ctx, listing, load)));
    await settle();

    expect(load).toHaveBeenCalledTimes(1);
    expect(answers).toEqual(Array(20).fill({ total: 42 }));
    expect(outcomes()).toEqual(Array(20).fill('miss'));
    expect(kv.keys().filter((key) => key === listing.key)).toHaveLength(1);
  });

  it('never stores what cacheNone() loads', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    const cart = spec({ strategy: cacheNone(), name: 'cart', tags: [] });
    const load = vi.fn(async () => ({ lineItems: [] }));
    await withCache(ctx, cart, load);
    await withCache(ctx, cart, load);
    await settle();

    expect(load).toHaveBeenCalledTimes(2);
    expect(kv.keys()).toEqual([]);
    expect(outcomes()).toEqual(['bypass', 'bypass']);
  });

  it('still answers from the backend when KV cannot be read', async () => {
    const { ctx, outcomes } = setup();
    ctx.kv.get = vi.fn(async () => Promise.reject(new Error('KV unavailable'))) as KVNamespace['get'];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await withCache(ctx, spec(), async () => 'fresh')).toBe('fresh');
    expect(outcomes()).toEqual(['miss']);
    vi.restoreAllMocks();
  });

  it('refuses a malformed tag', async () => {
    const { ctx } = setup();
    await expect(withCache(ctx, spec({ tags: ['product/1'] }), async () => 1)).rejects.toThrow(/Invalid cache tag/);
  });
});

describe('purgeTags', () => {
  it('purges every entry that carries the tag and keeps the others', async () => {
    const { ctx, kv, settle } = setup();
    const shirt = spec({ tags: [productTag('p1')] });
    const listing = spec({ tags: [categoryTag('c1'), productTag('p1')] });
    const trousers = spec({ tags: [productTag('p2')] });
    for (const s of [shirt, listing, trousers]) await withCache(ctx, s, async () => s.key);
    await settle();

    expect(await purgeTags(kv.namespace, [productTag('p1')])).toEqual({ purgedKeys: 2 });
    const purgedAt = async (key: string) => ((await kv.namespace.get<CacheEntry<unknown>>(key, 'json'))?.purgedAt);
    expect(await purgedAt(shirt.key)).toEqual(expect.any(Number));
    expect(await purgedAt(listing.key)).toEqual(expect.any(Number));
    expect(await purgedAt(trousers.key)).toBeUndefined();

    // Purged entries load again; the one without the tag still hits.
    const loads = vi.fn(async () => 'new');
    expect(await withCache(ctx, shirt, loads)).toBe('new');
    expect(await withCache(ctx, listing, loads)).toBe('new');
    expect(await withCache(ctx, trousers, loads)).toBe(trousers.key);
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('marks entries stale instead of deleting them: after a purge, a failing backend still gets the stored copy', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    const listing = spec({ tags: [categoryTag('c1')] });
    await withCache(ctx, listing, async () => 'before the purge');
    await settle();
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await purgeTags(kv.namespace, [categoryTag('c1')]);
    expect(kv.keys()).toContain(listing.key);
    // The backend is down: within staleIfError the purged copy answers instead of an error.
    expect(await withCache(ctx, listing, async () => { throw new Error('backend down'); })).toBe('before the purge');
    // A purged entry is never a hit, even while it would still be fresh by its age.
    expect(await withCache(ctx, listing, async () => 'after the purge')).toBe('after the purge');
    await settle();
    expect(await withCache(ctx, listing, never)).toBe('after the purge');
    expect(outcomes()).toEqual(['miss', 'stale-if-error', 'miss', 'hit']);
  });

  it('keeps a purged entry only as long as it was going to be kept, and leaves an entry already marked alone', async () => {
    const { ctx, kv, settle, advance } = setup();
    const listing = spec({ tags: [categoryTag('c1')] });
    await withCache(ctx, listing, async () => 'x');
    await settle();
    await purgeTags(kv.namespace, [categoryTag('c1')], Date.parse('2026-05-01T10:00:00Z'));
    const first = await kv.namespace.get<CacheEntry<unknown>>(listing.key, 'json');
    advance(10);
    await purgeTags(kv.namespace, ['all'], Date.parse('2026-05-01T10:00:10Z'));
    expect((await kv.namespace.get<CacheEntry<unknown>>(listing.key, 'json'))?.purgedAt).toBe(first?.purgedAt);
    // cacheShort: 60 s fresh + one day stale-if-error; after that the purged copy is gone.
    advance(60 + 24 * 3600);
    expect(kv.keys()).not.toContain(listing.key);
  });

  it('follows list cursors, so a full purge reaches more than one page of entries', async () => {
    const { ctx, kv, settle } = setup();
    const specs = Array.from({ length: 1_200 }, () => spec());
    await Promise.all(specs.map((s) => withCache(ctx, s, async () => 'x')));
    await settle();

    expect(await purgeTags(kv.namespace, ['all'])).toEqual({ purgedKeys: 1_200 });
    const entries = await Promise.all(specs.map((s) => kv.namespace.get<CacheEntry<unknown>>(s.key, 'json')));
    expect(entries.filter((entry) => entry?.purgedAt === undefined)).toEqual([]);
  });

  it('keeps a load that started before the purge from storing its result afterwards', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    const listing = spec({ tags: [categoryTag('c1')] });
    let finish!: (value: string) => void;
    let started!: () => void;
    const loadStarted = new Promise<void>((resolve) => (started = resolve));
    const before = withCache(ctx, listing, () => {
      started();
      return new Promise<string>((resolve) => (finish = resolve));
    });
    await loadStarted;

    await purgeTags(kv.namespace, [categoryTag('c1')]);
    // A caller after the purge does not join the superseded load.
    const after = withCache(ctx, listing, async () => 'after the change');
    finish('before the change');

    // Whoever waited on the old load still gets its answer; it just is not stored.
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    await settle();
    expect(await withCache(ctx, listing, never)).toBe('after the change');
    expect(outcomes()).toEqual(['miss', 'miss', 'hit']);
  });
});

/** What a Store API 404 becomes (NotFoundError carries status 404). */
class NotFound extends Error {
  readonly status = 404;
}

describe('withCache: answers that say "nothing here" (issue #16)', () => {
  it('never serves the stale copy of a thing the backend says is gone, after a purge', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    const product = spec({ tags: [productTag('p1')] });
    await withCache(ctx, product, async () => 'linnen jurk');
    await settle();
    await purgeTags(kv.namespace, [productTag('p1')]);

    const gone = new NotFound('Product not found');
    await expect(withCache(ctx, product, async () => Promise.reject(gone))).rejects.toBe(gone);
    await settle();
    // The entry is deleted, not kept for stale-if-error; a server error now finds nothing either.
    expect(kv.keys()).not.toContain(product.key);
    expect(outcomes()).toEqual(['miss', 'error']);
  });

  it('drops an entry whose background refresh finds it gone, so the next reader gets the 404', async () => {
    const { ctx, kv, settle, advance } = setup();
    const product = spec({ tags: [productTag('p1')] });
    await withCache(ctx, product, async () => 'linnen jurk');
    await settle();
    advance(61);

    const gone = new NotFound('Product not found');
    expect(await withCache(ctx, product, async () => Promise.reject(gone))).toBe('linnen jurk');
    await settle();
    expect(kv.keys()).not.toContain(product.key);
    await expect(withCache(ctx, product, async () => 'never asked')).rejects.toBe(gone);
  });

  it('holds a negative answer in memory only, briefly, and writes nothing to KV', async () => {
    const { ctx, kv, settle, advance, outcomes } = setup();
    const lookup = spec({ tags: ['seo-url'], strategy: cacheLong() });
    const load = vi.fn(async () => null);

    expect(await withCache(ctx, lookup, load)).toBeNull();
    await settle();
    expect(await withCache(ctx, lookup, load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(kv.writes()).toBe(0);

    // Within NEGATIVE_TTL_MS of being asked, a path that now exists is found.
    advance(NEGATIVE_TTL_MS / 1000);
    expect(await withCache(ctx, lookup, async () => ({ route: 'product' }))).toEqual({ route: 'product' });
    expect(outcomes()).toEqual(['miss', 'negative', 'miss']);
  });

  it('keeps a negative answer in KV when the page it was read for answered 200, and it stands in an outage (#34)', async () => {
    const { ctx, kv, settle, advance, outcomes } = setup();
    ctx.answeredStatus = Promise.resolve(200);
    const lookup = spec({ tags: ['seo-url'], strategy: cacheLong() });

    expect(await withCache(ctx, lookup, async () => null)).toBeNull();
    await settle();
    expect(kv.keys()).toContain(lookup.key);

    // Hours later, past every memory window, purged, with the backend down: still "nothing here".
    forgetAll();
    advance(2 * 3600);
    await purgeTags(kv.namespace, ['all']);
    expect(await withCache(ctx, lookup, async () => Promise.reject(Object.assign(new Error("Service Unavailable"), { status: 503 })))).toBeNull();
    expect(outcomes()).toEqual(['miss', 'stale-if-error']);
  });

  it('keeps nothing of a negative answer in KV when the page answered otherwise (a scan of random paths)', async () => {
    const { ctx, kv, settle } = setup();
    ctx.answeredStatus = Promise.resolve(404);
    const lookup = spec({ tags: ['seo-url'], strategy: cacheLong() });
    expect(await withCache(ctx, lookup, async () => null)).toBeNull();
    await settle();
    expect(kv.writes()).toBe(0);
  });

  it('replaces a stored entry by the negative answer of a page answered 200, and drops it otherwise', async () => {
    const { ctx, kv, settle, advance } = setup();
    const kept = spec({ tags: ['seo-url'] });
    const dropped = spec({ tags: ['seo-url'] });
    for (const lookup of [kept, dropped]) await withCache(ctx, lookup, async () => ({ route: 'product' }));
    await settle();
    advance(3600 * 2);
    forgetAll();
    ctx.answeredStatus = Promise.resolve(200);
    expect(await withCache(ctx, kept, async () => null)).toBeNull();
    await settle();
    ctx.answeredStatus = Promise.resolve(404);
    expect(await withCache(ctx, dropped, async () => null)).toBeNull();
    await settle();
    expect(kv.keys()).toContain(kept.key);
    expect(kv.keys()).not.toContain(dropped.key);
    forgetAll();
    expect(await withCache(ctx, kept, async () => ({ route: 'not asked' }))).toBeNull();
  });

  it('remembers a not-found failure as briefly, and a purge of its tags forgets it at once', async () => {
    const { ctx, kv, settle } = setup();
    const product = spec({ tags: [productTag('p2')] });
    const gone = new NotFound('Product not found');
    const load = vi.fn(async () => Promise.reject(gone));
    await expect(withCache(ctx, product, load)).rejects.toBe(gone);
    await settle();
    await expect(withCache(ctx, product, load)).rejects.toBe(gone);
    expect(load).toHaveBeenCalledTimes(1);
    expect(kv.writes()).toBe(0);

    await purgeTags(kv.namespace, [productTag('p2')]);
    expect(await withCache(ctx, product, async () => 'created')).toBe('created');
  });

  it('still falls back to the stale copy on outages: 5xx, timeouts and 429', async () => {
    const { ctx, settle, advance } = setup();
    const listing = spec();
    await withCache(ctx, listing, async () => 'last good');
    await settle();
    advance(3600);
    const busy = Object.assign(new Error('Too Many Requests'), { status: 429 });
    expect(await withCache(ctx, listing, async () => Promise.reject(busy))).toBe('last good');
  });
});

describe('withCache: tags from the answer', () => {
  it('indexes an entry under the tags of what it holds, so a purge of any of them reaches it', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    const listing: CacheSpec<{ products: string[] }> = {
      ...spec({ tags: [categoryTag('c1')] }),
      tagsOf: (data) => data.products.map(productTag),
    };
    await withCache(ctx, listing, async () => ({ products: ['p1', 'p2'] }));
    await settle();
    expect(kv.keys()).toContain(`tag:${productTag('p2')}/${listing.key}`);

    await purgeTags(kv.namespace, [productTag('p2')]);
    expect(await withCache(ctx, listing, async () => ({ products: ['p1'] }))).toEqual({ products: ['p1'] });
    expect(outcomes()).toEqual(['miss', 'miss']);
  });
});

describe('withCache: KV writes wait until the answer is out (issue #16, the miss path)', () => {
  it('answers from memory at once and writes KV only once the answer is out', async () => {
    const { ctx, kv, settle, outcomes } = setup();
    let out!: () => void;
    ctx.afterResponse = new Promise<void>((resolve) => { out = resolve; });
    const listing = spec();
    expect(await withCache(ctx, listing, async () => 'fresh')).toBe('fresh');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kv.keys()).toEqual([]);
    // The isolate's memory layer holds it meanwhile.
    expect(await withCache(ctx, listing, never)).toBe('fresh');
    out();
    await settle();
    expect(kv.keys()).toContain(listing.key);
    expect(outcomes()).toEqual(['miss', 'hit']);
  });

  it('writes nothing when a purge of one of its tags (those of the answer too) comes while it waits', async () => {
    const { ctx, kv, settle } = setup();
    let out!: () => void;
    ctx.afterResponse = new Promise<void>((resolve) => { out = resolve; });
    const listing: CacheSpec<{ products: string[] }> = { ...spec({ tags: [categoryTag('c1')] }), tagsOf: (data) => data.products.map(productTag) };
    await withCache(ctx, listing, async () => ({ products: ['p1', 'p2'] }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await purgeTags(kv.namespace, [productTag('p2')]);
    out();
    await settle();
    expect(kv.keys()).toEqual([]);
    // Nor does the memory layer still answer with it.
    expect(await withCache(ctx, listing, async () => ({ products: ['p1'] }))).toEqual({ products: ['p1'] });
  });
});

describe('withCache: a backend that stopped answering (#34)', () => {
  it('after one load timed out, serves stored copies at once and refreshes in the background, until the backend answers', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const first = spec({ timeoutMs: 50 });
    const second = spec({ timeoutMs: 50 });
    for (const s of [first, second]) await withCache(ctx, s, async () => `${s.key} before`);
    await settle();
    advance(3600);
    forgetAll();

    // The first waits out its timeout, then its stored copy answers.
    expect(await withCache(ctx, first, never)).toBe(`${first.key} before`);
    await settle();
    // The second does not wait at all: its refresh goes to the background.
    const refresh = vi.fn(never);
    expect(await withCache(ctx, second, refresh)).toBe(`${second.key} before`);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(outcomes().slice(2)).toEqual(['stale-if-error', 'stale-if-error']);
  });

  it('tries the backend first again once it answered, or once the window passed', async () => {
    const { ctx, settle, advance, outcomes } = setup();
    const slow = spec({ timeoutMs: 50 });
    const other = spec();
    await withCache(ctx, slow, async () => 'stored');
    await withCache(ctx, other, async () => 'stored');
    await settle();
    advance(3600);
    forgetAll();
    await withCache(ctx, slow, never);
    await settle();

    // An answer for any key of that backend: up again.
    await withCache(ctx, spec(), async () => 'an answer');
    await settle();
    expect(await withCache(ctx, other, async () => 'fresh')).toBe('fresh');

    // Down again; past the window, the next load is waited for.
    forgetAll();
    advance(3600);
    await withCache(ctx, slow, never);
    await settle();
    advance(BACKEND_DOWN_MS / 1000);
    forgetAll();
    expect(await withCache(ctx, slow, async () => 'waited for')).toBe('waited for');
    expect(outcomes().slice(-1)).toEqual(['miss']);
  });

  it('never counts a backend that fails fast, or answers 404, as down', async () => {
    const { ctx, settle, advance } = setup();
    const failing = spec();
    const other = spec();
    await withCache(ctx, failing, async () => 'stored');
    await withCache(ctx, other, async () => 'stored');
    await settle();
    advance(3600);
    forgetAll();
    await withCache(ctx, failing, async () => Promise.reject(Object.assign(new Error('Internal Server Error'), { status: 500 })));
    await settle();
    expect(await withCache(ctx, other, async () => 'loaded')).toBe('loaded');
  });
});
