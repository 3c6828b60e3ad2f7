import { describe, expect, it } from 'vitest';
import { CACHED_SHAPE_VERSION, cacheKey, type CacheKeyParts } from './cache-key';

const listing: CacheKeyParts = {
  backend: 'shopware',
  method: 'POST',
  url: 'http://127.0.0.1:8788/store-api/product-listing/c1?b=2&a=1',
  body: { p: 2, limit: 24, filter: [{ type: 'equals', field: 'color', value: 'red' }] },
  scope: { endpoint: 'http://127.0.0.1:8788/store-api', salesChannel: 'SWSCA', language: 'nl', currency: 'eur' },
};

describe('cacheKey', () => {
  it('has a readable prefix with the shape version and a SHA-256 hash', async () => {
    expect(await cacheKey(listing)).toMatch(
      new RegExp(`^v${CACHED_SHAPE_VERSION}:shopware:POST:/store-api/product-listing/c1:[0-9a-f]{64}$`));
  });

  it('is stable across the order of body keys and query parameters', async () => {
    const reordered = await cacheKey({
      ...listing,
      method: 'post',
      url: 'http://127.0.0.1:8788/store-api/product-listing/c1?a=1&b=2#top',
      body: { filter: [{ value: 'red', field: 'color', type: 'equals' }], limit: 24, p: 2, unset: undefined },
    });
    expect(reordered).toBe(await cacheKey(listing));
  });

  it('differs for everything that changes the answer', async () => {
    const base = await cacheKey(listing);
    const variants: Partial<CacheKeyParts>[] = [
      { backend: 'sanity' },
      { method: 'GET' },
      { url: 'http://127.0.0.1:8788/store-api/product-listing/c2?b=2&a=1' },
      { body: { ...(listing.body as object), p: 3 } },
      { body: { ...(listing.body as object), filter: [] } },
      { scope: { ...listing.scope, salesChannel: 'SWSCB' } },
      { scope: { ...listing.scope, language: 'en' } },
      { scope: { ...listing.scope, currency: 'usd' } },
      { scope: { ...listing.scope, endpoint: 'https://staging.example/store-api' } },
    ];
    for (const variant of variants) {
      expect(await cacheKey({ ...listing, ...variant }), JSON.stringify(variant)).not.toBe(base);
    }
  });

  it('refuses a shopper token or cookie in the body or the query', async () => {
    await expect(cacheKey({ ...listing, body: { 'sw-context-token': 'abc' } })).rejects.toThrow(/refusing/);
    await expect(cacheKey({ ...listing, body: { nested: { contextToken: 'abc' } } })).rejects.toThrow(/refusing/);
    await expect(cacheKey({ ...listing, url: '/store-api/checkout/cart?sw-context-token=abc' })).rejects.toThrow(/refusing/);
    await expect(cacheKey({ ...listing, body: { cookie: 'session=1' } })).rejects.toThrow(/refusing/);
  });

  it('takes no headers, so the token of the request cannot reach the key', async () => {
    const withHeaders = {
      ...listing,
      // @ts-expect-error cacheKey has no headers: a shopper's token must not become part of a shared key.
      headers: { 'sw-context-token': 'SWCTtoken1234567890' },
    } satisfies CacheKeyParts;
    expect(await cacheKey(withHeaders)).toBe(await cacheKey(listing));
  });
});
