// Holds through any outage (#34): every kind of page a shopper was served once keeps answering
// 200 with its content while the backends fail, hours later, after a purge of everything, in a
// fresh isolate; a page never served says 503 honestly, with Retry-After and the error page's
// HTML for a crawler too; the deep health check says which backend is down.
//
// This file runs a shop of its own (its own ports and KV): it fails the whole backend, and it
// restarts the storefront, which is how a test waits out every in-memory window at once (a new
// isolate holds nothing; what it serves comes from KV alone).
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECRETS, startShop } from '../../scripts/lib/servers.mjs';
import { ageEntries } from '../support/kv';
import { purgeAll, setFaults } from '../support/http';

const BASE = Number(process.env.INTEGRATION_PORT_BASE ?? 8897) + 40;
const ports = { storefrontPort: BASE, backendPort: BASE + 1, kvAdminPort: BASE + 5 };
const storefront = `http://127.0.0.1:${BASE}`;
const backend = `http://127.0.0.1:${BASE + 1}`;
const kv = `http://127.0.0.1:${BASE + 5}`;
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' };
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const TWO_HOURS = 2 * 3600;
/** The test starts the shop twice or more: each start takes a while on a busy machine. */
const RESTARTS_TIMEOUT_MS = 600_000;

let persistTo: string;
let shop: Awaited<ReturnType<typeof startShop>> | undefined;

/** A fresh storefront (and backend) on the same KV: no isolate memory, no faults. */
async function restart() {
  await shop?.stop();
  shop = await startShop({ ...ports, persistTo });
}

async function page(pathname: string, headers: Record<string, string> = BROWSER) {
  const res = await fetch(storefront + pathname, { headers });
  return { status: res.status, headers: res.headers, body: await res.text(), timing: res.headers.get('server-timing') ?? '' };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

async function sitemapPaths(name: string): Promise<string[]> {
  const xml = await (await fetch(`${storefront}/sitemap/${name}-1.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);
}

beforeAll(async () => {
  persistTo = mkdtempSync(path.join(tmpdir(), 'outage-'));
  shop = await startShop({ ...ports, persistTo });
});

afterAll(async () => {
  await shop?.stop();
  rmSync(persistTo, { recursive: true, force: true });
});

describe('a backend outage of any length', () => {
  it('keeps every kind of page served once at 200 with its content, hours later, after a purge of everything, in a new isolate', async () => {
    const [categories, products, pages, blogs, looks, brands] = await Promise.all(
      ['categories', 'products', 'pages', 'blogs', 'looks', 'brands'].map(sitemapPaths),
    ) as [string[], string[], string[], string[], string[], string[]];
    const category = categories.find((p) => p.split('/').length === 3)!;
    const brandId = brands[0]!.split('/').pop()!;
    const warm: Record<string, string> = {
      home: '/',
      category,
      'filtered listing': `${category}?manufacturers=${brandId}&order=price-desc`,
      product: products[0]!,
      'content page': pages.find((p) => p !== '/blog')!,
      'blog post': blogs.find((p) => p.startsWith('/blog/'))!,
      brand: brands[0]!,
      look: looks[0]!,
    };
    const served: Record<string, { title?: string; h1?: string }> = {};
    for (const [kind, pathname] of Object.entries(warm)) {
      const res = await page(pathname);
      expect(res.status, `${kind} ${pathname}`).toBe(200);
      served[kind] = { title: title(res.body), h1: h1(res.body) };
    }

    // A new isolate must find everything in KV. The writes follow the answers (decision 011),
    // and stopping the shop right after a page cuts its writes off: a page of nobody's concern
    // goes last, and a page whose writes had not landed is served once more, until a fresh
    // isolate serves every page without a single miss.
    const settle = (round: number) => page(`/products?search=ronde-${round}`);
    await settle(0);
    for (let round = 1; ; round++) {
      await restart();
      const misses: string[] = [];
      for (const [kind, pathname] of Object.entries(warm)) {
        const res = await page(pathname);
        expect(res.status, `${kind} ${pathname}`).toBe(200);
        if (/desc="miss"/.test(res.timing)) misses.push(`${kind}: ${res.timing}`);
      }
      if (misses.length === 0) break;
      expect(round, `still missing from KV after ${round} rounds:\n${misses.join('\n')}`).toBeLessThan(4);
      await settle(round);
    }

    // Two hours on (every entry past its fresh and stale-while-revalidate windows), everything
    // purged, a new isolate, and every backend call failing.
    expect(await ageEntries(kv, 'v', TWO_HOURS)).toBeGreaterThan(0);
    await purgeAll(storefront);
    await restart();
    await setFaults(backend, { errorRate: 1 });

    for (const [kind, pathname] of Object.entries(warm)) {
      const res = await page(pathname);
      expect(res.status, `${kind} ${pathname}: ${res.timing}`).toBe(200);
      expect({ title: title(res.body), h1: h1(res.body) }, kind).toEqual(served[kind]);
      expect(res.timing, kind).toMatch(/stale-if-error/);
    }
    // A crawler gets the same pages.
    expect((await page(warm.product!, CRAWLER)).status).toBe(200);

    // A page never served: 503, when to come back, and the error page, for people and crawlers.
    const cold = categories.find((p) => !Object.values(warm).includes(p) && p.split('/').length === 3)!;
    for (const headers of [BROWSER, CRAWLER]) {
      const res = await page(cold, headers);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.body).toContain('De winkel is even niet bereikbaar');
      expect(res.body).toContain('</html>');
    }
    // The JSON API says so too.
    const api = await fetch(`${storefront}/api/listing?search=nooit-gezocht`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('60');
  }, RESTARTS_TIMEOUT_MS);

  it('has a cheap health check that asks no backend, and a signed deep one that says which is down', async () => {
    await setFaults(backend, { errorRate: 1, match: '/store-api' });
    const deep = async () => {
      const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000) });
      const signature = createHmac('sha256', DEMO_SECRETS.shopware).update(body).digest('hex');
      return fetch(`${storefront}/__health/deep`, { method: 'POST', body, headers: { 'shopware-shop-signature': signature } });
    };
    expect((await fetch(`${storefront}/__health`)).status).toBe(200);
    const down = await deep();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, shopware: { ok: false, problem: 'status 500' }, sanity: { ok: true } });

    await setFaults(backend, null);
    const up = await deep();
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ ok: true, shopware: { ok: true }, sanity: { ok: true } });
    expect((await fetch(`${storefront}/__health/deep`, { method: 'POST', body: '{}' })).status).toBe(401);
  });
});
