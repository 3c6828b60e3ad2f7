// Demo backend latency and CPU at 2,000 and 100,000 products: starts the backend on a fresh D1
// for each size and reports
//   - seeding: the time of the first /__demo/health (which seeds), measured apart from the
//     bundling and start-up of the worker (start-up waits on /__demo/faults, which does not seed);
//   - listings: filtered, sorted category listings (the storefront's hot path), and pages read
//     for the first time (every product a miss of the backend's product cache);
//   - search: /search over several terms and sortings, and /search-suggest;
//   - typical reads: the seven Store API calls the storefront makes for a product page (with its
//     bodies, see worker/shopware/operations/), a category page's, and the product detail with
//     its layout as Shopware's own storefront asks for it.
// Each row gives p50/p95 of the wall time to the response's last byte (the bench's own decoding
// and JSON.parse are not counted) and `cpu`: the CPU time the backend's workerd process spent per
// request, read from /proc before and after the series (Linux; its JavaScript, D1's SQLite and
// Miniflare's entry worker together). A performance.now() delta inside the worker could not show
// it: workerd's clock does not advance while JavaScript runs.
// Usage: node demo-backend/shopware/catalogue/bench.mjs [port] [sizes, e.g. 2000,100000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { cpuMs, workerdPid } from '../../../bench/cpu.mjs';
import { startWorker } from '../../../scripts/lib/servers.mjs';

const port = Number(process.argv[2] ?? 8819);
const ACCESS_KEY = 'SWSCDEMOSTOREFRONTNL00000001';
const ROUNDS = 60;

/**
 * One keep-alive connection, as the storefront's outbound fetch holds one to its backend.
 * node:http rather than fetch: undici's fetch spent about 5 ms of the bench's own CPU reading a
 * 360 KB listing (measured: 14.8 ms with fetch, 9.2 ms with node:http, for the same requests),
 * and that was counted as the backend's time.
 */
let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * POSTs body to a Store API route (a GET when body is undefined, as for /context) and answers
 * the response body; `ms` is the time to its last byte (the client's decoding and JSON.parse are
 * not timed).
 */
function request(base, route, body, retries = 2) {
  const url = new URL(`${base}/store-api${route}`);
  const payload = body === undefined ? null : JSON.stringify(body);
  const headers = payload === null ? { 'sw-access-key': ACCESS_KEY } : {
    'sw-access-key': ACCESS_KEY, 'content-type': 'application/json', 'sw-include-seo-urls': '1',
    'content-length': Buffer.byteLength(payload),
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: payload === null ? 'GET' : 'POST', headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const ms = performance.now() - started;
        const text = () => Buffer.concat(chunks).toString('utf8');
        // A reloading worker answers 503; such a request is retried.
        if (res.statusCode === 503 && retries > 0) resolve(request(base, route, body, retries - 1));
        else if (res.statusCode !== 200) reject(new Error(`${route}: ${res.statusCode} ${text()}`));
        else resolve({ text, ms });
      });
    });
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

async function call(base, route, body) {
  return JSON.parse((await request(base, route, body)).text());
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

let backendPid = null;

/**
 * Times `rounds` sequential calls of make(i) → [route, body], after 5 warm-up calls: p50/p95 of
 * the wall time, and the backend process's CPU per call (mean over the rounds; with 10 ms clock
 * ticks, 100 rounds resolve 0.1 ms).
 */
async function series(base, make, rounds = ROUNDS, warmUp = 5) {
  for (let i = 0; i < warmUp; i++) await call(base, ...make(i));
  const times = [];
  const cpuBefore = cpuMs(backendPid);
  for (let i = 0; i < rounds; i++) {
    const [route, body] = make(i + warmUp);
    times.push((await request(base, route, body)).ms);
  }
  const cpu = cpuBefore === null ? null : (cpuMs(backendPid) - cpuBefore) / rounds;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1), cpu: cpu === null ? '-' : cpu.toFixed(1) };
}

async function bench(size) {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'catalogue-bench-'));
  const started = Date.now();
  const worker = await startWorker({
    name: `demo backend (${size})`, config: 'demo-backend/wrangler.toml', port, persistTo,
    vars: { DEMO_CATALOGUE_SIZE: String(size) }, readyPath: '/__demo/faults', timeoutMs: 120_000,
  });
  const startMs = Date.now() - started;
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  backendPid = workerdPid(worker.child.pid);
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
    // Pages no earlier request read: every product on them misses the backend's product cache.
    const pages = Math.floor(first.total / 24);
    results['listing: pages read once (cold product cache)'] = await series(base, (i) => listing(dames.id, { limit: 24, p: 4 + i }), Math.max(1, Math.min(ROUNDS, pages - 4)), 0);
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
      // As worker/shopware/operations/catalogue.ts asks (product-criteria.ts): the shop renders
      // its own product page, so it sends 6.7's skipCmsPage.
      'product detail (+children, media)': [`/product/${product.id}?skipCmsPage=true`, {
        associations: { cover: {}, manufacturer: {}, properties: { associations: { group: {} } }, media: {},
          options: { associations: { group: {} } }, deliveryTime: {}, children: { associations: { seoUrls: {} } } },
      }],
      'cross-selling': [`/product/${product.id}/cross-selling`, {
        associations: { cover: {}, manufacturer: {}, properties: { associations: { group: {} } } },
      }],
      'main navigation (depth 5)': ['/navigation/main-navigation/main-navigation', { depth: 5, buildTree: true }],
      'footer navigation (depth 2)': ['/navigation/footer-navigation/footer-navigation', { depth: 2, buildTree: true }],
      'seo-url (link targets)': ['/seo-url', {
        filter: [{ type: 'equalsAny', field: 'foreignKey', value: [...new Set(linkIds)].sort().join('|') || dames.id }],
        limit: 100, includes: { seo_url: ['foreignKey', 'seoPathInfo'] },
      }],
    };
    const cpu = {};
    let pageTotal = 0;
    let pageCpu = 0;
    for (const [name, [route, body]] of Object.entries(productPage)) {
      cpu[`product page: ${name}`] = await series(base, () => [route, body], 100);
      pageTotal += Number(cpu[`product page: ${name}`].p50);
      pageCpu += Number(cpu[`product page: ${name}`].cpu);
    }
    cpu['product page: all 7 calls (sums)'] = { p50: pageTotal.toFixed(1), p95: '-', cpu: Number.isNaN(pageCpu) ? '-' : pageCpu.toFixed(1) };
    cpu['category page: /category/:id (cms listing)'] = await series(base, () => [`/category/${jurken.id}`, { limit: 24 }], 100);
    // What Shopware's own storefront asks: the detail with the product's layout (not a call of this shop's).
    cpu['reference storefront: product detail with cmsPage'] = await series(base, () => [`/product/${product.id}`, {}], 100);
    return { size, startMs, seedMs, results, cpu };
  } catch (error) {
    console.error(worker.output());
    throw error;
  } finally {
    agent.destroy();
    await worker.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

const sizes = process.argv[3] ? process.argv[3].split(',').map(Number) : [2000, 100_000];
for (const size of sizes) {
  const { startMs, seedMs, results, cpu } = await bench(size);
  console.log(`\n${size.toLocaleString('en')} products: start ${(startMs / 1000).toFixed(1)} s, seeding ${(seedMs / 1000).toFixed(1)} s; per request (p50/p95 wall ms, cpu ms of the backend process):`);
  console.table(results);
  console.log('Typical reads, one at a time (p50/p95: wall ms to the last byte; cpu: ms of the backend process per request):');
  console.table(cpu);
}
