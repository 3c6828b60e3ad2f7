// One deadline per request (decision 011): with a product's backend slower than the 3 s deadline,
// its page answers with the error page, or with the stored copy, and a background refresh that
// outlives the deadline still lands in the cache. What the answer is (its status and the
// Server-Timing outcome) shows the deadline cut the call: without one the page would have waited
// for the product. How soon it answers is the bench's business, not a test's (a busy machine
// makes every step slower).
import { afterEach, describe, expect, inject, it } from 'vitest';
import { moveWorkerClock } from '../../scripts/lib/servers.mjs';
import { CACHED_SHAPE_VERSION } from '../../worker/cache/cache-key';
import { ageEntries, eventually, kvKeys, storedTimes } from '../support/kv';
import { setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');
const kv = inject('kvAdminUrl');
const MEMORY_TTL_MS = 5_000;
/** Far past the deadline: the deadline cuts the call on any machine, however busy. */
const MUCH_TOO_SLOW_MS = 30_000;
/** Past the deadline, within a background refresh's own timeout (8 s, DEFAULT_TIMEOUT_MS). */
const PAST_THE_DEADLINE_MS = 5_000;
const BROWSER = { 'user-agent': 'Mozilla/5.0 Firefox/130' };
const productKeys = (id: string) => `v${CACHED_SHAPE_VERSION}:shopware:POST:/product/${id}`;
/** Every whole page the page store holds (worker/cache/page-store.ts). */
const PAGE_KEYS = 'page1:';

/** Products of a search of this file's own, with their page paths: none of them cached yet. */
async function products(): Promise<{ id: string; path: string }[]> {
  const listing = (await (await fetch(`${storefront}/api/listing?search=wol`)).json()) as { products: { id: string }[] };
  const ids = listing.products.map((p) => p.id).slice(-3);
  const seo = (await (await fetch(`${storefront}/api/seo-urls?ids=${ids.join(',')}`)).json()) as { elements: { foreignKey: string; seoPathInfo: string }[] };
  return seo.elements.map((e) => ({ id: e.foreignKey, path: `/${e.seoPathInfo}` }));
}

/** The page, read to its last byte. */
async function page(path: string) {
  const res = await fetch(storefront + path, { headers: BROWSER });
  const body = await res.text();
  return { res, body, timing: res.headers.get('server-timing') ?? '' };
}


afterEach(() => setFaults(backend, null));

describe('one deadline per request', () => {
  it('answers a product page whose backend is too slow at the deadline: the error page when nothing is cached', async () => {
    const [first] = await products();
    expect(first).toBeDefined();
    await setFaults(backend, { latencyMs: MUCH_TOO_SLOW_MS, match: `/store-api/product/${first!.id}` });
    const slow = await page(first!.path);
    // An outage, said honestly (#34): come back in a minute.
    expect(slow.res.status).toBe(503);
    expect(slow.res.headers.get('retry-after')).toBe('60');
    expect(slow.body).toContain('De winkel is even niet bereikbaar');
    expect(slow.body).toContain('</html>');
    expect(slow.timing).toMatch(/product;desc="error"/);
  });

  it('serves the stored copy when the deadline passes, and a refresh in the background still completes', async () => {
    const [, second] = await products();
    expect(second).toBeDefined();
    const good = await page(second!.path);
    expect(good.res.status).toBe(200);
    // Its entry is written once the page is out.
    expect(await eventually(() => kvKeys(kv, productKeys(second!.id)), (keys) => keys.length > 0)).not.toEqual([]);

    // Past fresh, within stale-while-revalidate: the stale copy at once, the refresh (5 s, past
    // the shopper's deadline) in the background.
    expect(await ageEntries(kv, productKeys(second!.id), 120)).toBeGreaterThan(0);
    // Time passes for the stored pages too (the page store, decision 025): each lives at most as
    // long as the reads it was made from.
    await ageEntries(kv, PAGE_KEYS, 120);
    await moveWorkerClock({ storefront, backend }, MEMORY_TTL_MS + 200);
    await setFaults(backend, { latencyMs: PAST_THE_DEADLINE_MS, match: `/store-api/product/${second!.id}` });
    const [aged] = await storedTimes(kv, productKeys(second!.id));
    const stale = await page(second!.path);
    expect(stale.res.status).toBe(200);
    expect(stale.timing).toMatch(/product;desc="stale"/);
    // The refresh lands (its entry is written anew) and the page is a hit, not stale, again.
    const [refreshed] = await eventually(() => storedTimes(kv, productKeys(second!.id)), ([newest]) => newest! > aged!);
    expect(refreshed).toBeGreaterThan(aged!);
    await setFaults(backend, null);
    await moveWorkerClock({ storefront, backend }, MEMORY_TTL_MS + 200);
    expect((await page(second!.path)).timing).toMatch(/product;desc="hit"/);

    // Past stale-while-revalidate, within stale-if-error: the deadline cuts the load and the
    // stored copy answers.
    expect(await ageEntries(kv, productKeys(second!.id), 3_600)).toBeGreaterThan(0);
    await ageEntries(kv, PAGE_KEYS, 3_600);
    await moveWorkerClock({ storefront, backend }, MEMORY_TTL_MS + 200);
    await setFaults(backend, { latencyMs: MUCH_TOO_SLOW_MS, match: `/store-api/product/${second!.id}` });
    const cut = await page(second!.path);
    expect(cut.res.status).toBe(200);
    expect(cut.timing).toMatch(/product;desc="stale-if-error"/);
  });
});

describe('one deadline for the shopper\'s own calls too (#34)', () => {
  it('answers the cart at the deadline when the shop is too slow: 503, in Dutch', async () => {
    // Within a call's own 8 s timeout, past a read's 3 s deadline: only the deadline cuts it.
    await setFaults(backend, { latencyMs: PAST_THE_DEADLINE_MS, match: '/store-api/checkout/cart' });
    const api = await fetch(`${storefront}/api/cart`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('60');
    expect(((await api.json()) as { message: string }).message).toContain('niet bereikbaar');
    // The cart page too, for a shopper without JavaScript as well.
    const cart = await page('/cart');
    expect(cart.res.status).toBe(503);
    expect(cart.body).toContain('De winkel is even niet bereikbaar');
  });

  it('bounds a login, two calls in a row, by one deadline', async () => {
    // Each call alone fits its own timeout; together (10 s) they pass a write's 8 s deadline.
    await setFaults(backend, { latencyMs: PAST_THE_DEADLINE_MS, match: '/store-api/account/' });
    const res = await fetch(`${storefront}/login`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ email: 'demo@veld.nl', password: 'veld-demo-2026' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/login\?error=unavailable/);
  });
});
