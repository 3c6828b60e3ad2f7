// The one data path against the demo backend and a real (local) KV: cache hits, purge,
// stale-while-revalidate, stale-if-error, coalescing, session isolation, maintenance mode.
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DEMO_SECRETS, moveWorkerClock, shopNow } from '../../scripts/lib/servers.mjs';
import { CACHED_SHAPE_VERSION } from '../../worker/cache/cache-key';
import { ageEntries, eventually, kvBytes, storedTimes } from '../support/kv';
import { purgeAll, setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');
const persistTo = inject('persistTo');
const kv = inject('kvAdminUrl');
const MEMORY_TTL_MS = 5_000;
const SEARCH_KEYS = `v${CACHED_SHAPE_VERSION}:shopware:POST:/search:`;

const timing = (res: Response) => res.headers.get('server-timing') ?? '';
const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(storefront + path, init);
  const body = await res.text();
  return { res, body, timing: timing(res) };
};
const countBackend = async (match: string) =>
  ((await (await fetch(`${backend}/__demo/requests?match=${encodeURIComponent(match)}`)).json()) as { count: number }).count;
const resetBackendCount = () => fetch(`${backend}/__demo/requests`, { method: 'DELETE' });

async function someProductId(): Promise<string> {
  const listing = (await (await fetch(`${storefront}/api/listing?search=linnen`)).json()) as { products: { id: string }[] };
  return listing.products[0]!.id;
}

afterEach(() => setFaults(backend, null));

describe('session isolation', () => {
  it('keeps two shoppers apart, with the token only in an HttpOnly cookie and never in KV', async () => {
    const productId = await someProductId();
    const add = await fetch(`${storefront}/api/cart/items`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId, quantity: 2 }),
    });
    expect(add.status).toBe(200);
    const setCookie = add.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sw-context-token=[A-Za-z0-9]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    const tokenA = /^sw-context-token=([A-Za-z0-9]+)/.exec(setCookie)![1]!;
    const cartA = (await add.json()) as { lineItems: { quantity: number }[] };
    expect(cartA.lineItems.reduce((n, i) => n + i.quantity, 0)).toBe(2);
    expect(JSON.stringify(cartA)).not.toContain(tokenA);

    const other = await fetch(`${storefront}/api/cart`);
    const cartB = (await other.json()) as { lineItems: unknown[] };
    expect(cartB.lineItems).toHaveLength(0);
    const tokenB = /^sw-context-token=([A-Za-z0-9]+)/.exec(other.headers.get('set-cookie') ?? '')?.[1];

    const again = await fetch(`${storefront}/api/cart`, { headers: { cookie: `sw-context-token=${tokenA}` } });
    expect(((await again.json()) as { lineItems: unknown[] }).lineItems).toHaveLength(1);
    expect(again.headers.get('cache-control')).toBe('private, no-store');

    const stored = kvBytes(persistTo);
    expect(stored).not.toContain(tokenA);
    if (tokenB) expect(stored).not.toContain(tokenB);
    expect(stored.toLowerCase()).not.toContain('set-cookie');
  });

  it('ignores a hostile cookie instead of forwarding it', async () => {
    const res = await fetch(`${storefront}/api/cart`, { headers: { cookie: 'sw-context-token=../../etc/passwd<script>' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { lineItems: unknown[] }).lineItems).toHaveLength(0);
  });
});

describe('edge cache', () => {
  it('makes one upstream call for 20 concurrent requests of a cold key', async () => {
    await purgeAll(storefront);
    await resetBackendCount();
    const path = '/api/listing?search=wol&sort=price-asc';
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(path)));
    expect(answers.every((a) => a.res.status === 200)).toBe(true);
    // One per cold key: the sorted search, and the unsorted one whose offer bounds it (decision 022).
    expect(await countBackend('/store-api/search')).toBe(2);
  });

  it('purges by tag on a signed Sanity webhook, and refuses a bad signature', async () => {
    await get('/api/content/home');
    expect((await get('/api/content/home')).timing).toMatch(/sanity-page;desc="hit"/);

    const body = JSON.stringify({ _id: 'page-home', _type: 'page' });
    const bad = await fetch(`${storefront}/api/revalidate`, {
      method: 'POST', body, headers: { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=bm9wZQ' },
    });
    expect(bad.status).toBe(401);
    expect((await get('/api/content/home')).timing).toMatch(/sanity-page;desc="hit"/);

    const signature = await encodeSignatureHeader(body, await shopNow(storefront), DEMO_SECRETS.sanity);
    const good = await fetch(`${storefront}/api/revalidate`, {
      method: 'POST', body, headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    });
    expect(good.status).toBe(200);
    expect((await get('/api/content/home')).timing).toMatch(/sanity-page;desc="miss"/);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    // A query of one entry: a page or a sort would also read (and refresh) the unfiltered one (decision 022).
    const path = '/api/listing?search=katoen';
    await get(path);
    expect(await ageEntries(kv, SEARCH_KEYS, 120)).toBeGreaterThan(0); // past 60 s fresh, within SWR
    const [aged] = await storedTimes(kv, SEARCH_KEYS);
    await moveWorkerClock({ storefront, backend }, MEMORY_TTL_MS + 200);
    await resetBackendCount();
    expect((await get(path)).timing).toMatch(/search;desc="stale"/);
    // The refresh in the background writes the entry anew, with one call to the backend.
    const [refreshed] = await eventually(() => storedTimes(kv, SEARCH_KEYS), ([newest]) => newest! > aged!);
    expect(refreshed).toBeGreaterThan(aged!);
    await moveWorkerClock({ storefront, backend }, MEMORY_TTL_MS + 200);
    expect(await countBackend('/store-api/search')).toBe(1);
    expect((await get(path)).timing).toMatch(/search;desc="hit"/);
  });

  it('serves the last good copy when the backend fails, and a clear error when there is none', async () => {
    const path = '/api/listing?search=leer';
    await get(path);
    await ageEntries(kv, SEARCH_KEYS, 3_600); // past SWR, within stale-if-error
    await moveWorkerClock({ storefront, backend }, MEMORY_TTL_MS + 200);
    await setFaults(backend, { errorRate: 1, match: '/store-api/search' });
    const stale = await get(path);
    expect(stale.res.status).toBe(200);
    expect(stale.timing).toMatch(/search;desc="stale-if-error"/);

    const none = await get('/api/listing?search=nergens-in-de-cache');
    expect(none.res.status).toBe(503);
    expect(none.res.headers.get('retry-after')).toBe('60');
    expect(JSON.parse(none.body)).toMatchObject({ error: 'Backend unavailable' });
    expect(none.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('maintenance mode', () => {
  it('turns pages into a 503 maintenance page and the API into MAINTENANCE_MODE', async () => {
    // Nothing usable cached: a purge alone leaves the snippets to stand in for a failing backend
    // (decision 009), so the purged entry is also aged past its stale-if-error window (cacheLong: 7 days).
    await get('/api/getSnippets');
    await purgeAll(storefront, ['snippets']);
    await ageEntries(kv, `v${CACHED_SHAPE_VERSION}:shopware:GET:/snippets:`, 8 * 24 * 3600);
    // As the tests above: past the worker's memory layer.
    await moveWorkerClock({ storefront, backend }, MEMORY_TTL_MS + 200);
    await setFaults(backend, { maintenance: true });
    const page = await get('/', { headers: { 'user-agent': 'Mozilla/5.0 Firefox/130' } });
    expect(page.res.status).toBe(503);
    expect(page.body).toContain('We zijn zo terug');
    const api = await get('/api/listing?search=onderhoud');
    expect(api.res.status).toBe(503);
    expect(JSON.parse(api.body)).toMatchObject({ message: 'MAINTENANCE_MODE' });
  });
});
