// The miss path of two builds side by side, samples interleaved so that both meet the same
// machine (#16, decision 011): `node bench/compare-miss.mjs before=/path/to/old-checkout
// after=.` starts each checkout's shop (both built, `npm ci` done) and measures the home page
// right after a purge of everything, its warm figure, and product pages nobody visited yet.
// Env: N samples (15), PAUSE ms between requests (150), COOKIE sent with every page request.
// Measures only; nothing here is a pass/fail test.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const N = Number(process.env.N ?? 15);
const PAUSE = Number(process.env.PAUSE ?? 150);
const COOKIE = process.env.COOKIE ?? '';

function time(url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    let first = null;
    http.get(url, { headers: { 'accept-encoding': 'identity', ...(COOKIE ? { cookie: COOKIE } : {}) } }, (res) => {
      res.on('data', () => { first ??= process.hrtime.bigint(); });
      res.on('end', () => resolve({ ttfb: Number((first ?? process.hrtime.bigint()) - start) / 1e6, timing: String(res.headers['server-timing'] ?? '') }));
    }).on('error', reject);
  });
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
};

const shops = [];
let port = 9400;
try {
  for (const arg of process.argv.slice(2)) {
    const [name, dir] = arg.split('=');
    const lib = await import(path.resolve(dir, 'scripts/lib/servers.mjs'));
    const persistTo = mkdtempSync(path.join(tmpdir(), 'compare-miss-'));
    const shop = await lib.startShop({ storefrontPort: port, backendPort: port + 1, persistTo });
    port += 10;
    shops.push({ name, lib, shop, persistTo, base: shop.storefront.url, home: [], homeWarm: [], product: [], timing: [] });
  }
  if (shops.length === 0) throw new Error('usage: node bench/compare-miss.mjs name=/checkout [name=/checkout …]');
  for (const s of shops) for (let i = 0; i < 5; i++) await time(`${s.base}/`);
  const listing = await (await fetch(`${shops[0].base}/api/listing?search=wol&p=2`)).json();
  const products = listing.products.map((p) => p.href).slice(0, N);
  const purge = async (s) => {
    const res = await fetch(`${s.base}/api/revalidate`, { method: 'POST', ...s.lib.signedPurge(['all']) });
    if (!res.ok) throw new Error(`purge failed ${res.status}`);
  };
  for (let i = 0; i < N; i++) {
    for (const s of shops) {
      await purge(s);
      await sleep(PAUSE);
      const cold = await time(`${s.base}/`);
      s.home.push(cold.ttfb);
      s.timing.push(cold.timing);
      await sleep(PAUSE);
      s.homeWarm.push((await time(`${s.base}/`)).ttfb);
      if (products[i]) {
        await sleep(PAUSE);
        s.product.push((await time(s.base + products[i])).ttfb);
      }
    }
  }
  for (const s of shops) {
    console.log(`${s.name.padEnd(8)} purged home TTFB p50 ${pct(s.home, 0.5)} p95 ${pct(s.home, 0.95)} ms | warm p50 ${pct(s.homeWarm, 0.5)} ms | never-visited product p50 ${pct(s.product, 0.5)} p95 ${pct(s.product, 0.95)} ms`);
    console.log(`         Server-Timing of a purged home: ${s.timing[Math.floor(s.timing.length / 2)]}`);
  }
} finally {
  for (const s of shops) {
    await s.shop.stop();
    rmSync(s.persistTo, { recursive: true, force: true });
  }
}
