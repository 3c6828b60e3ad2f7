import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withCache, type CacheContext } from '../cache/kv-cache';
import { createServerTiming } from '../cache/server-timing';
import { cacheLong } from '../cache/strategies';
import { categoryTag, NAVIGATION_TAG, productTag, sanityDocTag, sanityTypeTag } from '../cache/tags';
import { createMemoryKv, type MemoryKv } from '../cache/testing/memory-kv';
import { signShopwareBody } from '../cache/webhook-signatures';
import { revalidateRoute, SHOPWARE_SIGNATURE_HEADER } from './revalidate';
import { forgetAll } from '../cache/memory-layer';

// Each test starts with an empty in-isolate memory layer, as a fresh isolate would.
beforeEach(forgetAll);

const SANITY_SECRET = 'sanity-secret';
const SHOPWARE_SECRET = 'shopware-app-secret';

let kv: MemoryKv;

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
    { CACHE: kv.namespace, SANITY_WEBHOOK_SECRET: SANITY_SECRET, SHOPWARE_WEBHOOK_SECRET: SHOPWARE_SECRET },
  );
}

async function postSanity(document: unknown, timestamp = Date.now(), secret = SANITY_SECRET) {
  const body = JSON.stringify(document);
  return post(body, { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret) });
}

async function postShopware(payload: unknown, secret = SHOPWARE_SECRET) {
  const body = JSON.stringify(payload);
  return post(body, { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, secret) });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  kv = createMemoryKv();
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
    expect(await response.json()).toEqual({ purged: 2, tags: ['sanity:doc:page-home', 'sanity:type:page'] });
    expect(await purgedEntries()).toEqual(['entry:sanity:doc:page-home', 'entry:sanity:type:page']);
  });

  it('accepts a signature once: the same signed webhook replayed within the window purges nothing', async () => {
    const body = JSON.stringify({ _id: 'page-home', _type: 'page' });
    const header = await encodeSignatureHeader(body, Date.now(), SANITY_SECRET);
    expect((await post(body, { [SIGNATURE_HEADER_NAME]: header })).status).toBe(200);
    const replay = await post(body, { [SIGNATURE_HEADER_NAME]: header });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: 'Invalid signature' });
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
    expect(await response.json()).toEqual({ purged: 3, tags: ['product:p1', 'products', 'category:c1', 'navigation'] });
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
    expect(await byTag.json()).toEqual({ purged: 1, tags: ['product:p2'] });

    const everything = await postShopware({ tags: ['all'], timestamp: nowSeconds(), nonce: 'b' });
    expect(everything.status).toBe(200);
    expect(await everything.json()).toEqual({ purged: 7, tags: ['all'] });
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

  it('accepts a signed body once: replaying it within the window purges nothing', async () => {
    const body = JSON.stringify({ tags: [productTag('p1')], timestamp: nowSeconds() });
    const headers = { [SHOPWARE_SIGNATURE_HEADER]: await signShopwareBody(body, SHOPWARE_SECRET) };
    expect((await post(body, headers)).status).toBe(200);
    const purgedFirst = await purgedEntries();
    const replay = await post(body, headers);
    expect(replay.status).toBe(401);
    expect(await purgedEntries()).toEqual(purgedFirst);
    // The signature is remembered in KV (with a TTL of the rest of the window).
    const mark = kv.keys().find((key) => key.startsWith('revalidate-signature:'));
    expect(mark).toBeDefined();
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
