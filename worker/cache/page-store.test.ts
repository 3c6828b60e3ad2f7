import { beforeEach, describe, expect, it } from 'vitest';
import { waitToStorePage } from './in-flight';
import { forgetBackendFailures, withCache, type CacheContext, type CacheEntry } from './kv-cache';
import { forgetAll, MEMORY_TTL_MS } from './memory-layer';
import {
  forgetAllPages, heldPage, holdPage, keepPage, pageQuery, QUERY_PAGE_WRITES_PER_MINUTE, takeQueryPageWrite, MAX_PAGE_TAGS, PAGE_STALE_SECONDS, pageReadLog, claimPageRefresh, pageStoreKey, readStoredPage, servedPage,
  type PageKeyParts, type PageReadLog, type StoredPage,
} from './page-store';
import { purgeInIsolate, purgeTags } from './purge';
import { createServerTiming } from '../request/server-timing';
import { cacheLong, cacheNone, cacheShort } from './strategies';
import { tagIndexKey } from './tag-index';
import { createMemoryKv } from './testing/memory-kv';

beforeEach(() => {
  forgetAll();
  forgetAllPages();
  forgetBackendFailures();
});

/** The parts of a request to `url` (its path and query as the worker reads them). */
const parts = ({ url = new URL('https://veld.example/over-veld'), ...overrides }: Partial<PageKeyParts> & { url?: URL } = {}): PageKeyParts => ({
  method: 'GET', path: url.pathname, query: pageQuery(url), buildId: 'b1', crawler: false, consent: null,
  preview: false, demoScope: false, scope: { site: 'https://veld.example' }, ...overrides,
});

describe('pageStoreKey', () => {
  it('keys an anonymous GET or HEAD of a page without a query', async () => {
    expect(await pageStoreKey(parts())).toMatch(/^page1:b1:\/over-veld:[0-9a-f]{64}$/);
    expect(await pageStoreKey(parts({ method: 'HEAD' }))).toBe(await pageStoreKey(parts()));
  });

  it('refuses a preview, a demo scope, another method, and any query but a listing\'s canonical one', async () => {
    for (const refused of [
      { preview: true }, { demoScope: true }, { method: 'POST' },
      { url: new URL('https://veld.example/over-veld?cookie-instellingen') }, { url: new URL('https://veld.example/Dames/?order=prijs') },
      { url: new URL('https://veld.example/Dames/?p=2&sort=prijs-oplopend') }, { url: new URL('https://veld.example/Dames/?p=1') },
      { url: new URL('https://veld.example/products?search=jurk&utm_source=x') }, { url: new URL('https://veld.example/products?search=%20jurk') },
    ]) expect(await pageStoreKey(parts(refused)), JSON.stringify(refused)).toBeNull();
  });

  it('keys a listing\'s canonical query, each its own page', async () => {
    const queries = ['', '?sort=prijs-oplopend&p=2', '?p=2', '?search=jurk', '?search=jurk+rood', `?properties=${'a'.repeat(32)}%7C${'b'.repeat(32)}`];
    const keys = await Promise.all(queries.map((q) => pageStoreKey(parts({ url: new URL(`https://veld.example/Dames/${q}`) }))));
    for (const key of keys) expect(key).not.toBeNull();
    expect(new Set(keys).size).toBe(keys.length);
    // Written with '|' or '%7C', the same page.
    expect(pageQuery(new URL(`https://veld.example/Dames/?properties=${'a'.repeat(32)}|${'b'.repeat(32)}`))).toBe(pageQuery(new URL(`https://veld.example/Dames/${queries[5]}`)));
  });

  it('gives everything that changes the HTML a key of its own', async () => {
    const keys = await Promise.all([
      parts(), parts({ crawler: true }), parts({ buildId: 'b2' }), parts({ url: new URL('https://veld.example/Dames/') }),
      parts({ consent: { analytics: true, marketing: false } }), parts({ consent: { analytics: false, marketing: false } }),
      parts({ scope: { site: 'https://other.example' } }),
    ].map(pageStoreKey));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('pageReadLog', () => {
  it('gathers the tags of every read and the shortest freshness', () => {
    const log = pageReadLog();
    log.note({ outcome: 'hit', tags: ['navigation', 'all'], maxAge: 3600 });
    log.note({ outcome: 'miss', tags: ['category:c1', 'product:p1', 'all'], maxAge: 60 });
    log.note({ outcome: 'negative', tags: ['sanity:type:page', 'all'], maxAge: 30 });
    expect([...log.tags].sort()).toEqual(['all', 'category:c1', 'navigation', 'product:p1', 'sanity:type:page']);
    expect(log.maxAge).toBe(30);
    expect(log.unfit).toBe(false);
  });

  it('is unfit after a stale, failed or uncached read', () => {
    for (const outcome of ['stale', 'stale-if-error', 'error', 'bypass'] as const) {
      const log = pageReadLog();
      log.note({ outcome: 'hit', tags: ['all'], maxAge: 60 });
      log.note({ outcome, tags: [], maxAge: 0 });
      expect(log.unfit, outcome).toBe(true);
    }
  });
});

describe('withCache tells the page what it read', () => {
  function ctxWith(log: PageReadLog) {
    let time = Date.parse('2026-05-01T10:00:00Z');
    const pending: Promise<unknown>[] = [];
    const ctx: CacheContext = { kv: createMemoryKv({ now: () => time }).namespace, waitUntil: (p) => void pending.push(p), timing: createServerTiming(), now: () => time, reads: log };
    return { ctx, advance: (s: number) => void (time += s * 1000), settle: async () => { while (pending.length) await Promise.all(pending.splice(0)); } };
  }

  it('a miss with the answer\'s own tags, a hit with what is left of its freshness', async () => {
    const log = pageReadLog();
    const { ctx, advance, settle } = ctxWith(log);
    const spec = { key: 'k-listing', strategy: cacheShort(), tags: ['category:c1'], tagsOf: (ids: string[]) => ids.map((id) => `product:${id}`), name: 'listing', backend: 'shopware' as const };
    await withCache(ctx, spec, async () => ['p1', 'p2']);
    await settle();
    expect([...log.tags].sort()).toEqual(['all', 'category:c1', 'product:p1', 'product:p2']);
    expect(log.maxAge).toBe(60);
    advance(20);
    const later = pageReadLog();
    ctx.reads = later;
    await withCache(ctx, spec, async () => ['p3']);
    expect([...later.tags].sort()).toEqual(['all', 'category:c1', 'product:p1', 'product:p2']);
    expect(later.maxAge).toBe(40);
  });

  it('a stale answer or an uncached call makes the page unfit', async () => {
    const log = pageReadLog();
    const { ctx, advance, settle } = ctxWith(log);
    const spec = { key: 'k-nav', strategy: cacheLong(), tags: ['navigation'], name: 'navigation', backend: 'shopware' as const };
    await withCache(ctx, spec, async () => ({ items: 1 }));
    await settle();
    advance(3601);
    await withCache(ctx, spec, async () => ({ items: 2 }));
    expect(log.unfit).toBe(true);
    const other = pageReadLog();
    ctx.reads = other;
    await withCache(ctx, { key: 'k-cart', strategy: cacheNone(), tags: [], name: 'cart', backend: 'shopware' }, async () => 1);
    expect(other.unfit).toBe(true);
  });
});

describe('keepPage', () => {
  const NONCE = 'bm9uY2Utb2YtdGhlLXJlbmRlcg==';
  const HTML = `<!doctype html><html><head><script nonce="${NONCE}">1</script></head><body><script nonce="${NONCE}">2</script></body></html>`;

  function streamOf(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream({ start(c) { c.enqueue(bytes.slice(0, 40)); c.enqueue(bytes.slice(40)); c.close(); } });
  }

  function keep(overrides: { reads?: PageReadLog; status?: number; complete?: boolean; personal?: boolean; fresh?: string[]; writeTakes?: number; storedFor?: number | undefined; query?: string } = {}) {
    let time = Date.parse('2026-05-01T10:00:00Z');
    const kv = createMemoryKv({ now: () => time });
    if (overrides.writeTakes) {
      // A write that returns seconds after it was asked for, as on a busy isolate.
      const put = kv.namespace.put.bind(kv.namespace);
      kv.namespace.put = (async (...args: Parameters<typeof put>) => { await put(...args); time += overrides.writeTakes! * 1000; }) as typeof put;
    }
    const reads = overrides.reads ?? (() => {
      const log = pageReadLog();
      log.note({ outcome: 'hit', tags: ['navigation', 'all'], maxAge: 3000 });
      log.note({ outcome: 'miss', tags: ['sanity:doc:faq-1', 'all'], maxAge: 45.5 });
      return log;
    })();
    let sent!: () => void;
    const afterResponse = new Promise<void>((resolve) => { sent = resolve; });
    const waiting = waitToStorePage();
    const result = keepPage({
      kv: kv.namespace, key: 'page1:b1:/over-veld:x', copy: streamOf(HTML), nonce: NONCE, reads, waiting, afterResponse, now: () => time,
      ...(overrides.fresh ? { fresh: () => overrides.fresh! } : {}),
      outcome: () => ({ complete: overrides.complete ?? true, status: overrides.status ?? 200, personal: overrides.personal ?? false }),
      storedFor: 'storedFor' in overrides ? overrides.storedFor : 300,
      ...(overrides.query !== undefined ? { query: overrides.query } : {}),
    });
    return { kv, result, sent, advance: (s: number) => void (time += s * 1000), now: () => time };
  }

  it('stores the whole page once the answer is out, under every read\'s tags, fresh for the shortest of them', async () => {
    const { kv, result, sent, now } = keep();
    await new Promise((r) => setTimeout(r, 0));
    expect(kv.writes()).toBe(0);
    sent();
    expect(await result).toBe('stored');
    for (const tag of ['all', 'navigation', 'sanity:doc:faq-1']) expect(kv.keys()).toContain(tagIndexKey(tag, 'page1:b1:/over-veld:x'));
    const entry = await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now());
    expect(entry?.stale).toBe(false);
    expect(entry?.entry.maxAge).toBe(45);
    expect(entry?.entry.data).toEqual({ html: HTML, nonce: NONCE });
  });

  it('holds its copy from when the page was made, however late the write returns', async () => {
    const { result, sent, now } = keep({ writeTakes: 3 });
    sent();
    expect(await result).toBe('stored');
    const storedAt = Date.parse('2026-05-01T10:00:00Z');
    expect(now()).toBeGreaterThan(storedAt + MEMORY_TTL_MS);
    expect(heldPage('page1:b1:/over-veld:x', 'M', storedAt + MEMORY_TTL_MS - 1)).not.toBeNull();
    expect(heldPage('page1:b1:/over-veld:x', 'M', storedAt + MEMORY_TTL_MS)).toBeNull();
  });

  it('keeps the render\'s fresh keys with the page, to be replaced in every answer', async () => {
    const { kv, result, sent, now } = keep({ fresh: ['1b4e28ba-2fa1-41d2-883f-0016d3cca427'] });
    sent();
    await result;
    expect((await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now()))?.entry.data.fresh).toEqual(['1b4e28ba-2fa1-41d2-883f-0016d3cca427']);
  });

  it('caps a page\'s freshness at what its route allows (its module\'s storedFor)', async () => {
    const reads = pageReadLog();
    reads.note({ outcome: 'hit', tags: ['all'], maxAge: 3600 });
    const { kv, result, sent, now } = keep({ reads, storedFor: 300 });
    sent();
    await result;
    expect((await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now()))?.entry.maxAge).toBe(300);
  });

  it('stores nothing for a page that is not a complete 200 of public data made from fresh reads, nor one its route keeps from the store', async () => {
    const unfitReads = pageReadLog();
    unfitReads.note({ outcome: 'stale-if-error', tags: ['all'], maxAge: 60 });
    // More tags than one invocation's KV operations can index beside the render's own writes.
    const manyTags = pageReadLog();
    manyTags.note({ outcome: 'miss', tags: ['all', ...Array.from({ length: MAX_PAGE_TAGS }, (_, i) => `product:${i}`)], maxAge: 60 });
    const justEnough = pageReadLog();
    justEnough.note({ outcome: 'miss', tags: ['all', ...Array.from({ length: MAX_PAGE_TAGS - 1 }, (_, i) => `product:${i}`)], maxAge: 60 });
    const stored = keep({ reads: justEnough });
    stored.sent();
    expect(await stored.result).toBe('stored');
    for (const overrides of [{ status: 404 }, { status: 503 }, { complete: false }, { personal: true }, { reads: unfitReads }, { reads: pageReadLog() }, { reads: manyTags }, { storedFor: undefined }]) {
      const { kv, result, sent } = keep(overrides);
      sent();
      expect(await result, JSON.stringify(overrides)).toBe('unfit');
      expect(kv.writes()).toBe(0);
    }
  });

  it('keeps a page with a query only under the query a listing read answered, and within the isolate\'s budget', async () => {
    const reads = () => {
      const log = pageReadLog();
      log.note({ outcome: 'miss', tags: ['all', 'category:c1'], maxAge: 60 });
      log.listingQuery('sort=prijs-oplopend&p=2');
      return log;
    };
    const cases: [Parameters<typeof keep>[0], string][] = [
      [{ reads: reads(), query: 'sort=prijs-oplopend&p=2' }, 'stored'],
      // A query the listing did not answer as asked (bounded: an unknown sort, a page past the last).
      [{ reads: reads(), query: 'sort=x1&p=2' }, 'unfit'],
      // A page with a query and no listing at all (a content page's `?p=2`).
      [{ reads: (() => { const log = pageReadLog(); log.note({ outcome: 'hit', tags: ['all'], maxAge: 60 }); return log; })(), query: 'p=2' }, 'unfit'],
    ];
    for (const [overrides, outcome] of cases) {
      const { result, sent } = keep(overrides);
      sent();
      expect(await result, overrides!.query).toBe(outcome);
    }
    // The budget spent (a flood of search terms): rendered, not written, until it refills.
    const now = Date.parse('2026-05-01T10:00:00Z');
    while (takeQueryPageWrite(now));
    const spent = keep({ reads: reads(), query: 'sort=prijs-oplopend&p=2' });
    spent.sent();
    expect(await spent.result).toBe('skipped');
    expect(spent.kv.keys().filter((k) => k.startsWith('page1:'))).toEqual([]);
    // Pages without a query never count against it.
    const plain = keep();
    plain.sent();
    expect(await plain.result).toBe('stored');
  });

  it('refills the budget of pages with a query over a minute, never above it', () => {
    let now = Date.parse('2026-05-01T10:00:00Z');
    let taken = 0;
    while (takeQueryPageWrite(now)) taken += 1;
    expect(taken).toBeLessThanOrEqual(QUERY_PAGE_WRITES_PER_MINUTE);
    now += 1_000;
    expect(takeQueryPageWrite(now)).toBe(true);
    expect(takeQueryPageWrite(now)).toBe(false);
    // A second and a half: one write, and the half counts towards the next one.
    now += 1_500;
    expect(takeQueryPageWrite(now)).toBe(true);
    expect(takeQueryPageWrite(now)).toBe(false);
    now += 500;
    expect(takeQueryPageWrite(now)).toBe(true);
    now += 10 * 60_000;
    taken = 0;
    while (takeQueryPageWrite(now)) taken += 1;
    expect(taken).toBe(QUERY_PAGE_WRITES_PER_MINUTE);
  });

  it('a purge of any tag while the page renders or waits cancels its write', async () => {
    const { kv, result, sent } = keep();
    purgeInIsolate(['product:unrelated']);
    sent();
    expect(await result).toBe('skipped');
    expect(kv.keys().filter((k) => !k.startsWith('tag:'))).toEqual([]);
  });

  it('answers fresh, then stale for PAGE_STALE_SECONDS past its freshness, never once purged', async () => {
    const { kv, result, sent, advance, now } = keep();
    sent();
    await result;
    expect((await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now()))?.stale).toBe(false);
    advance(44);
    expect((await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now()))?.stale).toBe(false);
    advance(1);
    expect((await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now()))?.stale).toBe(true);
    advance(PAGE_STALE_SECONDS - 1);
    expect((await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now()))?.stale).toBe(true);
    advance(1);
    expect(await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now())).toBeNull();
    // Purged: neither fresh nor stale.
    for (const late of [0, 50]) {
      const again = keep();
      again.sent();
      await again.result;
      again.advance(late);
      await purgeTags(again.kv.namespace, ['sanity:doc:faq-1'], again.now());
      expect(await readStoredPage(again.kv.namespace, 'page1:b1:/over-veld:x', again.now())).toBeNull();
    }
  });

  it('is held in memory only while fresh', async () => {
    const { kv, result, sent, advance, now } = keep();
    sent();
    await result;
    forgetAllPages();
    advance(50);
    const stale = await readStoredPage(kv.namespace, 'page1:b1:/over-veld:x', now());
    holdPage('page1:b1:/over-veld:x', stale!.entry, now());
    expect(heldPage('page1:b1:/over-veld:x', 'N', now())).toBeNull();
  });

});

describe('held pages', () => {
  const entry = (html: string, nonce: string, tags = ['all', 'navigation'], fresh?: string[]): CacheEntry<StoredPage> =>
    ({ data: { html, nonce, ...(fresh ? { fresh } : {}) }, storedAt: 1_000_000, maxAge: 60, swr: 0, sie: 0, tags });
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('answer with the request\'s nonce wherever the render put its own', () => {
    const page = entry('<script nonce="OLD">a</script><link nonce="OLD"><p>OLD-ish</p>', 'OLD');
    holdPage('k', page, 1_000_000);
    const text = new TextDecoder().decode(heldPage('k', 'NEW+/=', 1_000_001)!);
    expect(text).toBe('<script nonce="NEW+/=">a</script><link nonce="NEW+/="><p>NEW+/=-ish</p>');
    expect(new TextDecoder().decode(servedPage(page.data, 'NEW+/='))).toBe(text);
  });

  it('give every answer fresh keys of its own where the render put its fresh keys, the same key everywhere it was', () => {
    const K1 = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const K2 = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
    const html = `<script nonce="N0+/">{"additionKey":"${K1}","other":"${K2}"}</script><input name="requestId" value="${K1}"><i>${K2}</i>`;
    const page = entry(html, 'N0+/', ['all'], [K1, K2]);
    holdPage('k', page, 1_000_000);
    const pattern = /^<script nonce="M">\{"additionKey":"([^"]+)","other":"([^"]+)"\}<\/script><input name="requestId" value="([^"]+)"><i>([^<]+)<\/i>$/;
    const answers = [heldPage('k', 'M', 1_000_001)!, heldPage('k', 'M', 1_000_002)!, servedPage(page.data, 'M')]
      .map((bytes) => pattern.exec(new TextDecoder().decode(bytes))!.slice(1));
    const keys = new Set<string>();
    for (const [first, second, firstAgain, secondAgain] of answers) {
      expect(first).toMatch(UUID);
      expect(second).toMatch(UUID);
      expect(firstAgain).toBe(first);
      expect(secondAgain).toBe(second);
      keys.add(first!).add(second!);
    }
    // Never the render's own, never one answer's key in another.
    expect(keys.size).toBe(6);
    expect(keys.has(K1) || keys.has(K2)).toBe(false);
  });

  it('are held for a few seconds, and forgotten by a purge of one of their tags', () => {
    holdPage('k', entry('<p>x</p>', 'N'), 1_000_000);
    expect(heldPage('k', 'M', 1_004_999)).not.toBeNull();
    expect(heldPage('k', 'M', 1_005_000)).toBeNull();
    holdPage('k', entry('<p>x</p>', 'N'), 1_000_000);
    purgeInIsolate(['navigation']);
    expect(heldPage('k', 'M', 1_000_001)).toBeNull();
  });
});

describe('claimPageRefresh', () => {
  it('gives one render per page at a time', () => {
    const first = claimPageRefresh('page1:a');
    expect(first).not.toBeNull();
    expect(claimPageRefresh('page1:a')).toBeNull();
    // Another page has its own.
    const other = claimPageRefresh('page1:b');
    expect(other).not.toBeNull();
    first!.done();
    const next = claimPageRefresh('page1:a');
    expect(next).not.toBeNull();
    next!.done();
    other!.done();
  });
});
