// Listing latency at 2,000 and 100,000 products: starts the demo backend on a fresh D1 for
// each size and times filtered, sorted category listings (the storefront's hot path).
// Usage: node worker/demo-backend/shopware/catalogue/bench.mjs [port] [sizes, e.g. 2000,100000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWorker } from '../../../../scripts/lib/servers.mjs';

const port = Number(process.argv[2] ?? 8819);
const ACCESS_KEY = 'SWSCDEMOSTOREFRONTNL00000001';
const ROUNDS = 60;

async function call(base, route, body, retries = 2) {
  const res = await fetch(`${base}/store-api${route}`, {
    method: 'POST',
    headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json', 'sw-include-seo-urls': '1' },
    body: JSON.stringify(body),
  });
  // wrangler dev reloads when someone edits the worker's sources; such a request is retried.
  if (res.status === 503 && retries > 0) return call(base, route, body, retries - 1);
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function bench(size) {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'catalogue-bench-'));
  const started = Date.now();
  const worker = await startWorker({
    name: `demo backend (${size})`, config: 'worker/demo-backend/wrangler.toml', port, persistTo,
    vars: { DEMO_CATALOGUE_SIZE: String(size) }, readyPath: '/__demo/health', timeoutMs: 600_000,
  });
  const seedMs = Date.now() - started;
  try {
    const base = worker.url;
    const nav = await call(base, '/navigation/main-navigation/main-navigation', { depth: 3 });
    const dames = nav.find((c) => c.name === 'Dames');
    const kleding = dames.children.find((c) => c.name === 'Kleding');
    const first = await call(base, `/product-listing/${dames.id}`, { limit: 1 });
    const groups = first.aggregations.properties.entities;
    const colour = groups.find((g) => g.name === 'Kleur').options;
    const sizes = groups.find((g) => g.name === 'Maat').options;
    const brands = first.aggregations.manufacturer.entities;
    const orders = ['topseller', 'nieuw-binnen', 'price-asc', 'price-desc', 'name-asc'];
    const scenarios = {
      'category, default sort': (i) => [dames.id, { limit: 24, p: 1 + (i % 3) }],
      'filtered + sorted (colour|colour, size, price range)': (i) => [kleding.id, {
        limit: 24, order: orders[i % orders.length],
        properties: `${colour[i % colour.length].id}|${colour[(i + 3) % colour.length].id}|${sizes[i % 4].id}`,
        'min-price': 20, 'max-price': 250,
      }],
      'brand filter + reduce-aggregations': (i) => [dames.id, {
        limit: 24, manufacturer: brands[i % brands.length].id, 'reduce-aggregations': 1, order: orders[i % orders.length],
      }],
    };
    const results = {};
    for (const [name, make] of Object.entries(scenarios)) {
      for (let i = 0; i < 5; i++) await call(base, `/product-listing/${make(i)[0]}`, make(i)[1]); // warm up
      const times = [];
      for (let i = 0; i < ROUNDS; i++) {
        const [id, body] = make(i);
        const t = performance.now();
        await call(base, `/product-listing/${id}`, body);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      results[name] = { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
    }
    const t = performance.now();
    await call(base, '/search', { search: 'linnen', limit: 24 });
    results['search "linnen" (one call)'] = { p50: (performance.now() - t).toFixed(1), p95: '-' };
    return { size, seedMs, results };
  } finally {
    await worker.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

const sizes = process.argv[3] ? process.argv[3].split(',').map(Number) : [2000, 100_000];
for (const size of sizes) {
  const { seedMs, results } = await bench(size);
  console.log(`\n${size.toLocaleString('en')} products (start + seed ${(seedMs / 1000).toFixed(1)} s), ms per request:`);
  console.table(results);
}
