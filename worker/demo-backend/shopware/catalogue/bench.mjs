// Demo backend latency at 2,000 and 100,000 products: starts the backend on a fresh D1 for each
// size and reports
//   - seeding: the time of the first /__demo/health (which seeds), measured apart from the
//     bundling and start-up of the worker (start-up waits on /__demo/faults, which does not seed);
//   - listings: filtered, sorted category listings (the storefront's hot path), p50/p95;
//   - search: /search over several terms and sortings, and /search-suggest, p50/p95;
//   - CPU per read: the typical reads of a product page (the seven Store API calls the storefront
//     makes for it) and of a category page, one at a time.
// CPU per read is measured as the wall time of one request against an idle, warm backend (one
// request in flight, nothing else running, the answer already computed once): workerd's clock
// does not advance while JavaScript runs, so a performance.now() delta inside the worker cannot
// see CPU work. The wall time here has no I/O wait of its own (D1 is a local SQLite file in the
// same workerd process, no latency injected), so it is CPU time plus the loopback HTTP hop: an
// upper bound of the CPU one call costs (the worker's JavaScript and D1's SQLite together).
// Every time runs to the response's last byte; the bench's own JSON.parse is not counted.
// Usage: node worker/demo-backend/shopware/catalogue/bench.mjs [port] [sizes, e.g. 2000,100000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWorker } from '../../../../scripts/lib/servers.mjs';

const port = Number(process.argv[2] ?? 8819);
const ACCESS_KEY = 'SWSCDEMOSTOREFRONTNL00000001';
const ROUNDS = 60;

/**
 * POSTs body to a Store API route (a GET when body is undefined, as for /context) and answers
 * the response text; `ms` is the time to its last byte (the client's JSON parse is not timed).
 */
async function request(base, route, body, retries = 2) {
  const started = performance.now();
  const res = await fetch(`${base}/store-api${route}`, body === undefined
    ? { headers: { 'sw-access-key': ACCESS_KEY } }
    : {
      method: 'POST',
      headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json', 'sw-include-seo-urls': '1' },
      body: JSON.stringify(body),
    });
  // A reloading worker answers 503; such a request is retried.
  if (res.status === 503 && retries > 0) return request(base, route, body, retries - 1);
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${route}: ${res.status} ${text}`);
  return { text, ms };
}

async function call(base, route, body) {
  return JSON.parse((await request(base, route, body)).text);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times `rounds` sequential calls of make(i) → [route, body], after 5 warm-up calls. */
async function series(base, make, rounds = ROUNDS) {
  for (let i = 0; i < 5; i++) await call(base, ...make(i));
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const [route, body] = make(i);
    times.push((await request(base, route, body)).ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
}

async function bench(size) {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'catalogue-bench-'));
  const started = Date.now();
  const worker = await startWorker({
    name: `demo backend (${size})`, config: 'worker/demo-backend/wrangler.toml', port, persistTo,
    vars: { DEMO_CATALOGUE_SIZE: String(size) }, readyPath: '/__demo/faults', timeoutMs: 120_000,
  });
  const startMs = Date.now() - started;
  try {
    const base = worker.url;
    const seedStarted = Date.now();
    const health = await fetch(`${base}/__demo/health`, { signal: AbortSignal.timeout(600_000) });
    if (!health.ok) throw new Error(`health: ${health.status} ${await health.text()}`);
    const seedMs = Date.now() - seedStarted;

    const nav = await call(base, '/navigation/main-navigation/main-navigation', { depth: 3 });
    const dames = nav.find((c) => c.name === 'Dames');
    const kleding = dames.children.find((c) => c.name === 'Kleding');
    const jurken = kleding.children.find((c) => c.name === 'Jurken');
    const first = await call(base, `/product-listing/${dames.id}`, { limit: 1 });
    const groups = first.aggregations.properties.entities;
    const colour = groups.find((g) => g.name === 'Kleur').options;
    const sizes = groups.find((g) => g.name === 'Maat').options;
    const brands = first.aggregations.manufacturer.entities;
    const orders = ['topseller', 'nieuw-binnen', 'price-asc', 'price-desc', 'name-asc'];
    const listing = (id, body) => [`/product-listing/${id}`, body];

    const results = {};
    results['listing: category, default sort'] = await series(base, (i) => listing(dames.id, { limit: 24, p: 1 + (i % 3) }));
    results['listing: filtered + sorted (colour|colour, size, price range)'] = await series(base, (i) => listing(kleding.id, {
      limit: 24, order: orders[i % orders.length],
      properties: `${colour[i % colour.length].id}|${colour[(i + 3) % colour.length].id}|${sizes[i % 4].id}`,
      'min-price': 20, 'max-price': 250,
    }));
    results['listing: brand filter + reduce-aggregations'] = await series(base, (i) => listing(dames.id, {
      limit: 24, manufacturer: brands[i % brands.length].id, 'reduce-aggregations': 1, order: orders[i % orders.length],
    }));

    // Search: common words, a phrase, a brand, product numbers and an EAN, in several sortings.
    const sample = (await call(base, `/product-listing/${jurken.id}`, { limit: 5 })).elements;
    const terms = ['linnen', 'jurk', 'polder denim', 'sneaker', 'wol', 'zwart', sample[0].productNumber,
      sample[1].ean ?? sample[1].productNumber, 'blazer', 'leer'];
    const searchOrders = ['score', 'score', 'topseller', 'price-asc', 'name-asc'];
    results['search (10 terms, 5 sortings)'] = await series(base, (i) => ['/search', {
      search: terms[i % terms.length], limit: 24, order: searchOrders[i % searchOrders.length],
    }]);
    results['search "linnen"'] = await series(base, () => ['/search', { search: 'linnen', limit: 24 }], 20);
    results['search-suggest (10 terms)'] = await series(base, (i) => ['/search-suggest', { search: terms[i % terms.length] }]);

    // CPU per read: the product page's Store API calls, then a category page's, one at a time.
    const product = sample[2];
    const seoPath = product.seoUrls?.[0]?.seoPathInfo ?? '';
    const footer = await call(base, '/navigation/footer-navigation/footer-navigation', { depth: 2 });
    const linkIds = [...nav, ...footer].flatMap((c) => [c, ...(c.children ?? [])]).map((c) => c.internalLink).filter(Boolean);
    const productPage = {
      'context': ['/context', undefined],
      'seo-url (path → product)': ['/seo-url', {
        filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: `${seoPath}|${seoPath}/` }],
        sort: [{ field: 'isDeleted', order: 'ASC' }], limit: 1,
        includes: { seo_url: ['foreignKey', 'routeName', 'seoPathInfo', 'pathInfo', 'isDeleted'] },
      }],
      'product detail (+children, media)': [`/product/${product.id}`, {
        associations: { cover: {}, manufacturer: {}, properties: { associations: { group: {} } }, media: {},
          options: { associations: { group: {} } }, deliveryTime: {}, children: { associations: { seoUrls: {} } } },
      }],
      'cross-selling': [`/product/${product.id}/cross-selling`, {}],
      'main navigation (depth 5)': ['/navigation/main-navigation/main-navigation', { depth: 5, buildTree: true }],
      'footer navigation (depth 2)': ['/navigation/footer-navigation/footer-navigation', { depth: 2, buildTree: true }],
      'seo-url (link targets)': ['/seo-url', {
        filter: [{ type: 'equalsAny', field: 'foreignKey', value: [...new Set(linkIds)].sort().join('|') || dames.id }],
        limit: 100, includes: { seo_url: ['foreignKey', 'seoPathInfo'] },
      }],
    };
    const cpu = {};
    let pageTotal = 0;
    for (const [name, [route, body]] of Object.entries(productPage)) {
      cpu[`product page: ${name}`] = await series(base, () => [route, body], 30);
      pageTotal += Number(cpu[`product page: ${name}`].p50);
    }
    cpu['product page: all 7 calls (sum of p50)'] = { p50: pageTotal.toFixed(1), p95: '-' };
    cpu['category page: /category/:id (cms listing)'] = await series(base, () => [`/category/${jurken.id}`, { limit: 24 }], 30);
    return { size, startMs, seedMs, results, cpu };
  } catch (error) {
    console.error(worker.output());
    throw error;
  } finally {
    await worker.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

const sizes = process.argv[3] ? process.argv[3].split(',').map(Number) : [2000, 100_000];
for (const size of sizes) {
  const { startMs, seedMs, results, cpu } = await bench(size);
  console.log(`\n${size.toLocaleString('en')} products: start ${(startMs / 1000).toFixed(1)} s, seeding ${(seedMs / 1000).toFixed(1)} s; ms per request:`);
  console.table(results);
  console.log('CPU per read (wall time of one request on an idle, warm backend; an upper bound):');
  console.table(cpu);
}
