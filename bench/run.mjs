// `npm run bench`: starts the production bundle locally on fresh state, warms up, and
// reports per route: time to first and last byte (p50, p95) with a cold and a warm edge
// cache, requests per second under concurrency (autocannon, warm), and the JavaScript the
// route loads on first view (gzip KiB, measured in Chromium). Writes bench/results/latest.json.
// Measures only; nothing here is a pass/fail test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { root, signedPurge, startShop } from '../scripts/lib/servers.mjs';
import { benchRoutes, shopperRoutes } from './routes.mjs';

const COLD_SAMPLES = Number(process.env.BENCH_COLD ?? 8);
const WARM_SAMPLES = Number(process.env.BENCH_WARM ?? 40);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function timeRequest(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    let first = null;
    const req = http.get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      res.on('data', () => { first ??= process.hrtime.bigint(); });
      res.on('end', () => {
        const end = process.hrtime.bigint();
        resolve({ status: res.statusCode, ttfb: Number((first ?? end) - start) / 1e6, ttlb: Number(end - start) / 1e6 });
      });
    });
    req.on('error', reject);
  });
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (n) => Math.round(n * 10) / 10;

async function purge(base) {
  const res = await fetch(`${base}/api/revalidate`, { method: 'POST', ...signedPurge(['all']) });
  if (!res.ok) throw new Error(`purge failed ${res.status}`);
}

async function firstViewJs(browser, url, headers = {}) {
  const page = await browser.newPage({ extraHTTPHeaders: headers });
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try { scripts.set(res.url(), gzipSync(await res.body()).length); } catch { /* ignore */ }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return round([...scripts.values()].reduce((a, b) => a + b, 0) / 1024);
}

async function main() {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const shop = await startShop({ storefrontPort: 8777, backendPort: 8778, persistTo });
  const base = shop.storefront.url;
  try {
    // Public pages, then the private ones as a shopper with a filled cart (never cached, so
    // their "cold" and "warm" columns both show the backend path).
    const only = process.env.BENCH_ONLY; // e.g. BENCH_ONLY=checkout: the routes whose name contains it
    const routes = [...(await benchRoutes(base)), ...(await shopperRoutes(base))].filter(([name]) => !only || name.includes(only));
    const results = [];
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    for (const [name, route, headers = {}] of routes) {
      const url = base + route;
      const cold = [];
      for (let i = 0; i < COLD_SAMPLES; i++) { await purge(base); cold.push(await timeRequest(url, headers)); }
      for (let i = 0; i < 5; i++) await timeRequest(url, headers);
      const warm = [];
      for (let i = 0; i < WARM_SAMPLES; i++) warm.push(await timeRequest(url, headers));
      const load = await autocannon({ url, connections: 10, duration: LOAD_SECONDS, headers: { 'accept-encoding': 'identity', ...headers } });
      const js = await firstViewJs(browser, url, headers);
      results.push({
        route: name, path: route, status: warm[0].status,
        cold: { ttfbP50: round(pct(cold.map((r) => r.ttfb), 50)), ttfbP95: round(pct(cold.map((r) => r.ttfb), 95)), ttlbP50: round(pct(cold.map((r) => r.ttlb), 50)), ttlbP95: round(pct(cold.map((r) => r.ttlb), 95)) },
        warm: { ttfbP50: round(pct(warm.map((r) => r.ttfb), 50)), ttfbP95: round(pct(warm.map((r) => r.ttfb), 95)), ttlbP50: round(pct(warm.map((r) => r.ttlb), 50)), ttlbP95: round(pct(warm.map((r) => r.ttlb), 95)) },
        requestsPerSecond: round(load.requests.average),
        firstViewJsGzipKiB: js,
      });
      console.error(`measured ${name}`);
    }
    await browser.close();
    console.log('\nroute              | cold TTFB p50/p95 | cold TTLB p50/p95 | warm TTFB p50/p95 | warm TTLB p50/p95 | req/s (10 conn) | first-view JS gzip');
    console.log('-------------------|-------------------|-------------------|-------------------|-------------------|-----------------|-------------------');
    for (const r of results) {
      console.log(`${r.route.padEnd(18)} | ${`${r.cold.ttfbP50} / ${r.cold.ttfbP95} ms`.padEnd(17)} | ${`${r.cold.ttlbP50} / ${r.cold.ttlbP95} ms`.padEnd(17)} | ${`${r.warm.ttfbP50} / ${r.warm.ttfbP95} ms`.padEnd(17)} | ${`${r.warm.ttlbP50} / ${r.warm.ttlbP95} ms`.padEnd(17)} | ${String(r.requestsPerSecond).padEnd(15)} | ${r.firstViewJsGzipKiB} KiB`);
    }
    const out = { measuredAt: new Date().toISOString(), node: process.version, samples: { cold: COLD_SAMPLES, warm: WARM_SAMPLES, loadSeconds: LOAD_SECONDS }, results };
    writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(out, null, 2) + '\n');
    console.log('\nwritten to bench/results/latest.json');
  } finally {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
