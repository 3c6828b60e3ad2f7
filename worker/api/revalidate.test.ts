import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withCache, type CacheContext } from '../cache/kv-cache';
import { createServerTiming } from '../request/server-timing';
import { cacheLong } from '../cache/strategies';
import { categoryTag, NAVIGATION_TAG, productTag, sanityDocTag, sanityTypeTag } from '../cache/tags';
import { createMemoryKv, type MemoryKv } from '../cache/testing/memory-kv';
import { createMemoryPurgeJobs, type MemoryPurgeJobs } from '../cache/testing/memory-purge-jobs';
import { signShopwareBody } from '../cache/webhook-signatures';
import { revalidateRoute, SHOPWARE_SIGNATURE_HEADER } from './revalidate';
import { forgetAll } from '../cache/memory-layer';
import { shopRepository } from '../shopware-app/shops';

// Each test starts with an empty in-isolate memory layer, as a fresh isolate would.
beforeEach(forgetAll);

const SANITY_SECRET = 'sanity-secret';
const SHOPWARE_SECRET = 'shopware-app-secret';

let kv: MemoryKv;
let jobs: MemoryPurgeJobs;

/** Fills the cache with one entry per tag, keyed after the tag. */
async function cacheEntries(tags: string[]) {
  const pending: Promise<unknown>[] = [];
  const ctx: CacheContext = { kv: kv.namespace, waitUntil: (p) => void pending.push(p), timing: createServerTiming() };
  for (const tag of tags) {
    await withCache(ctx, { key: `entry:${tag}`, strategy: cacheLong(), tags: [tag], name: 'test', backend: 'sanity' }, async () => tag);
  }
  await Promise.all(pending);
}

const cachedEntries = () => kv.keys().filter((key) => key.startsWith('entry:'));
/** Entries a purge has marked (they stay, stale, for stale-if-error). */
async function purgedEntries(): Promise<string[]> {
  const marked: string[] = [];
  for (const key of cachedEntries()) {
    const entry = await kv.namespace.get<{ purgedAt?: number }>(key, 'json');
    if (entry?.purgedAt !== undefined) marked.push(key);
  }
  return marked;
}

function post(body: string, headers: Record<string, string>) {
  return revalidateRoute.request(
    '/',
    { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } },
    { PURGE_JOBS: jobs.namespace, CACHE: kv.namespace, SANITY_WEBHOOK_SECRET: SANITY_SECRET, SHOPWARE_WEBHOOK_SECRET: SHOPWARE_SECRET },
  );
}

async function postSanity(document: unknown, timestamp = Date.now(), secret = SANITY_SECRET) {
  const body = JSON.stringify(document);
  return post(body, { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret) });
}

/** The secret shop1 got when it registered the app (worker/shopware-app/registration.ts): its webhooks are signed with it. */
const SHOP_SECRET = 'shop1-secret-from-its-registration';

async function registerShop(id: string, secret: string) {
  const shops = shopRepository(kv.namespace);
  await shops.createShop(id, 'http://shop.test', secret);
  const shop = (await shops.getShopById(id))!;
  shop.setRegistrationConfirmed();
  await shops.updateShop(shop);
}

/** A body signed as its sender signs it: an app webhook (with a source) by its shop, a manual purge by the operator. */
async function postShopware(payload: unknown, secret = typeof payload === 'object' && payload !== null && 'source' in payload ? SHOP_SECRET : SHOPWARE_SECRET) {
  const body = JSON.stringify(payload);
  return post(body, { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, secret) });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  kv = createMemoryKv();
  jobs = createMemoryPurgeJobs(kv.namespace, kv.operations);
  await registerShop('shop1', SHOP_SECRET);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await cacheEntries([
    sanityDocTag('page-home'),
    sanityTypeTag('page'),
    sanityTypeTag('look'),
    productTag('p1'),
    productTag('p2'),
    categoryTag('c1'),
    NAVIGATION_TAG,
  ]);
});

describe('POST /api/revalidate from Sanity', () => {
  it('purges the document and its type when the signature is valid', async () => {
    const response = await postSanity({ _id: 'drafts.page-home', _type: 'page' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'done', purged: 2, reached: 2, tags: ['sanity:doc:page-home', 'sanity:type:page'] });
    expect(await purgedEntries()).toEqual(['entry:sanity:doc:page-home', 'entry:sanity:type:page']);
  });

  it('answers the same signed webhook again within the window with its job, purging nothing twice', async () => {
    const body = JSON.stringify({ _id: 'page-home', _type: 'page' });
    const header = await encodeSignatureHeader(body, Date.now(), SANITY_SECRET);
    const first = await post(body, { [SIGNATURE_HEADER_NAME]: header });
    expect(first.status).toBe(200);
    const writes = kv.writes();
    const again = await post(body, { [SIGNATURE_HEADER_NAME]: header });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(kv.writes()).toBe(writes);
  });

  it('refuses a signature older than 5 minutes and purges nothing', async () => {
    const response = await postSanity({ _id: 'page-home', _type: 'page' }, Date.now() - 6 * 60 * 1000);
    expect(response.status).toBe(401);
    expect(await purgedEntries()).toEqual([]);
  });

  it('refuses a bad signature and purges nothing', async () => {
    const response = await postSanity({ _id: 'page-home', _type: 'page' }, Date.now(), 'not-the-secret');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid signature' });
    expect(await purgedEntries()).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const signed = JSON.stringify({ _id: 'page-home', _type: 'page' });
    const header = await encodeSignatureHeader(signed, Date.now(), SANITY_SECRET);
    const response = await post(JSON.stringify({ _id: 'look-1', _type: 'look' }), { [SIGNATURE_HEADER_NAME]: header });
    expect(response.status).toBe(401);
  });

  it('answers 400 for a signed body without _id and _type', async () => {
    const response = await postSanity({ _id: 'page-home' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/Malformed body.*_type/s);
    expect(await purgedEntries()).toEqual([]);
  });
});

describe('POST /api/revalidate from Shopware', () => {
  const productWritten = () => ({
    data: {
      event: 'product.written',
      payload: [
        { entity: 'product', operation: 'update', primaryKey: 'p1', updatedFields: ['stock'] },
        { entity: 'category', operation: 'update', primaryKey: 'c1' },
        { entity: 'tax', operation: 'update', primaryKey: 't1' },
      ],
    },
    source: { url: 'http://shop.test', appVersion: '1.0.0', shopId: 'shop1' },
    timestamp: nowSeconds(),
  });

  it('purges products and categories (and navigation) when the HMAC is valid', async () => {
    const response = await postShopware(productWritten());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'done', purged: 3, tags: ['product:p1', 'products', 'category:c1', 'navigation'] });
    expect(await purgedEntries()).toEqual(['entry:category:c1', 'entry:navigation', 'entry:product:p1']);
  });

  it('refuses a bad HMAC and purges nothing', async () => {
    const response = await postShopware(productWritten(), 'not-the-secret');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid signature' });
    expect(await purgedEntries()).toEqual([]);
  });

  it('refuses a request without any signature', async () => {
    const response = await post(JSON.stringify({ tags: ['all'] }), {});
    expect(response.status).toBe(401);
    expect(await purgedEntries()).toEqual([]);
  });

  it('refuses a webhook older than 5 minutes', async () => {
    const response = await postShopware({ ...productWritten(), timestamp: nowSeconds() - 6 * 60 });
    expect(response.status).toBe(401);
    expect(await purgedEntries()).toEqual([]);
  });

  it('purges the tags of a signed manual purge; `all` marks the whole cache', async () => {
    const byTag = await postShopware({ tags: [productTag('p2')], timestamp: nowSeconds() });
    expect(await byTag.json()).toMatchObject({ status: 'done', purged: 1, reached: 1, tags: ['product:p2'] });

    const everything = await postShopware({ tags: ['all'], timestamp: nowSeconds(), nonce: 'b' });
    expect(everything.status).toBe(200);
    // The entry of p2 was marked already: reached, not marked again.
    expect(await everything.json()).toMatchObject({ status: 'done', purged: 6, reached: 7, tags: ['all'] });
    expect(await purgedEntries()).toEqual(cachedEntries());
    expect(cachedEntries()).toHaveLength(7);
  });

  it('refuses a manual purge without a timestamp, or with one outside the window, and purges nothing', async () => {
    for (const body of [{ tags: ['all'] }, { tags: ['all'], timestamp: nowSeconds() - 6 * 60 }, { tags: ['all'], timestamp: nowSeconds() + 6 * 60 }, { tags: ['all'], timestamp: 'now' }]) {
      const response = await postShopware(body);
      expect(response.status, JSON.stringify(body)).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid signature' });
    }
    expect(await purgedEntries()).toEqual([]);
  });

  it('answers a signed body again within the window with its finished job: nothing is purged twice', async () => {
    const body = JSON.stringify({ tags: [productTag('p1')], timestamp: nowSeconds() });
    const headers = { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, SHOPWARE_SECRET) };
    expect((await post(body, headers)).status).toBe(200);
    const purgedFirst = await purgedEntries();
    // An entry cached again after the purge stays fresh: a repeat of the webhook is not a new purge.
    await kv.namespace.delete('entry:product:p1');
    await cacheEntries([productTag('p1')]);
    const repeat = await post(body, headers);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ status: 'done', purged: 1 });
    expect(await purgedEntries()).toEqual(purgedFirst.filter((key) => key !== 'entry:product:p1'));
    // The job, not KV, remembers the signature.
    expect(kv.keys().some((key) => key.startsWith('revalidate-signature:'))).toBe(false);
  });

  it('refuses a body over 64 KiB with 413 before checking anything', async () => {
    const body = JSON.stringify({ tags: ['all'], timestamp: nowSeconds(), nonce: 'x'.repeat(64 * 1024) });
    const response = await post(body, { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, SHOPWARE_SECRET) });
    expect(response.status).toBe(413);
    expect(await purgedEntries()).toEqual([]);
  });

  it('answers 400 for a signed body that is not JSON or does not fit', async () => {
    const notJson = await post('{"data":', { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody('{"data":', SHOPWARE_SECRET) });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'Malformed body: not JSON' });

    const badTag = await postShopware({ tags: ['product/1'], timestamp: nowSeconds() });
    expect(badTag.status).toBe(400);
    expect(((await badTag.json()) as { error: string }).error).toMatch(/not a cache tag/);

    const noPayload = await postShopware({ data: { event: 'product.written' }, timestamp: nowSeconds() });
    expect(noPayload.status).toBe(400);
    expect(await purgedEntries()).toEqual([]);
  });
});

describe('POST /api/revalidate at production scale (decision 022)', () => {
  const TAG = productTag('popular');
  const ENTRIES = 5_000;
  /** Workers allows this many KV operations per invocation. */
  const KV_OPERATIONS_PER_INVOCATION = 1_000;

  /** One tag on 5,000 entries, as the listings of one popular product would give it. */
  async function cacheManyEntries() {
    const storedAt = Date.now();
    const value = (i: number) => JSON.stringify({ data: i, storedAt, maxAge: 60, swr: 300, sie: 86_400, tags: [TAG, 'all'] });
    for (let i = 0; i < ENTRIES; i += 1) {
      const key = `listing:${String(i).padStart(5, '0')}`;
      await kv.namespace.put(`tag:${TAG}/${key}`, '', { expirationTtl: 86_400 });
      await kv.namespace.put(`tag:all/${key}`, '', { expirationTtl: 86_400 });
      await kv.namespace.put(key, value(i), { expirationTtl: 86_400 });
    }
  }

  async function markedListings(): Promise<number> {
    let marked = 0;
    for (const key of kv.keys().filter((k) => k.startsWith('listing:'))) {
      if ((await kv.namespace.get<{ purgedAt?: number }>(key, 'json'))?.purgedAt !== undefined) marked += 1;
    }
    return marked;
  }

  it('purges a tag on 5,000 entries in slices: completes, counted, no invocation over 1,000 KV operations', async () => {
    await cacheManyEntries();
    const body = JSON.stringify({ tags: [TAG], timestamp: nowSeconds(), nonce: 'scale' });
    const headers = { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, SHOPWARE_SECRET) };

    const first = await post(body, headers);
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ status: 'running', tags: [TAG] });
    // The job's alarm carries it on, one slice per invocation.
    await jobs.fireAlarms();

    const done = await post(body, headers);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'done', tags: [TAG], purged: ENTRIES, reached: ENTRIES });
    expect(await markedListings()).toBe(ENTRIES);
    const invocations = jobs.invocations();
    expect(invocations.length).toBeGreaterThan(10);
    expect(Math.max(...invocations)).toBeLessThanOrEqual(KV_OPERATIONS_PER_INVOCATION);
  });

  it('finishes a purge cut off midway when the webhook is retried (same body, same signature)', async () => {
    await cacheManyEntries();
    const body = JSON.stringify({ tags: [TAG], timestamp: nowSeconds(), nonce: 'cut-off' });
    const headers = { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, SHOPWARE_SECRET) };

    expect((await post(body, headers)).status).toBe(202);
    // KV fails from the third slice on, longer than the platform retries the alarm: the job stops.
    const { get } = kv.namespace;
    let reads = 0;
    const failing = vi.spyOn(kv.namespace, 'get').mockImplementation(((...args: Parameters<typeof get>) => {
      reads += 1;
      if (reads > 300) return Promise.reject(new Error('KV GET failed: 503'));
      return get.apply(kv.namespace, args);
    }) as typeof get);
    await jobs.fireAlarms({ onFailure: 'drop' });
    // A retry while KV still fails: 503, so the sender retries again; nothing is lost.
    expect((await post(body, headers)).status).toBe(503);
    failing.mockRestore();
    const cutOff = await markedListings();
    expect(cutOff).toBeGreaterThan(0);
    expect(cutOff).toBeLessThan(ENTRIES);

    // The sender's retry resumes the job where it stopped; it is not refused as a replay.
    const retry = await post(body, headers);
    expect(retry.status).toBe(202);
    await jobs.fireAlarms();
    const done = await post(body, headers);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'done', reached: ENTRIES });
    expect(await markedListings()).toBe(ENTRIES);
    expect(Math.max(...jobs.invocations())).toBeLessThanOrEqual(KV_OPERATIONS_PER_INVOCATION);
  });

  it('still refuses the same webhook once its timestamp has left the 5-minute window', async () => {
    const timestamp = nowSeconds();
    const body = JSON.stringify({ tags: [productTag('p1')], timestamp });
    const headers = { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, SHOPWARE_SECRET) };
    expect((await post(body, headers)).status).toBe(200);
    vi.useFakeTimers({ now: (timestamp + 6 * 60) * 1000, toFake: ['Date'] });
    try {
      expect((await post(body, headers)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
