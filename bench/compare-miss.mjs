// The miss path of two builds side by side, samples interleaved so that both meet the same
// machine (#16, decision 011): `node bench/compare-miss.mjs before=/path/to/old-checkout
// after=.` starts each checkout's shop (both built, `npm ci` done) and measures the home page
// right after a purge of everything, its warm figure, and product pages nobody visited yet.
// Env: N samples (15), PAUSE ms between requests (150), COOKIE sent with every page request.
// Measures only; nothing here is a pass/fail test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pct, round, timeRequest } from './measure.mjs';

const N = Number(process.env.N ?? 15);
const PAUSE = Number(process.env.PAUSE ?? 150);
const COOKIE = process.env.COOKIE ?? '';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const headers = COOKIE ? { cookie: COOKIE } : {};
const time = (url) => timeRequest(url, headers);
const p50p95 = (values) => `p50 ${round(pct(values, 50))} p95 ${round(pct(values, 95))}`;

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
    // Checkouts from before decision 022 purge in one request (and have no purgeAndWait).
    if (s.lib.purgeAndWait) return s.lib.purgeAndWait(s.base, ['all']);
    const res = await fetch(`${s.base}/api/revalidate`, { method: 'POST', ...s.lib.signedPurge(['all']) });
    if (!res.ok) throw new Error(`purge failed ${res.status}`);
  };
  for (let i = 0; i < N; i++) {
    for (const s of shops) {
      await purge(s);
      await sleep(PAUSE);
      const cold = await time(`${s.base}/`);
      s.home.push(cold.ttfb);
      s.timing.push(cold.serverTiming);
      await sleep(PAUSE);
      s.homeWarm.push((await time(`${s.base}/`)).ttfb);
      if (products[i]) {
        await sleep(PAUSE);
        s.product.push((await time(s.base + products[i])).ttfb);
      }
    }
  }
  for (const s of shops) {
    console.log(`${s.name.padEnd(8)} purged home TTFB ${p50p95(s.home)} ms | warm p50 ${round(pct(s.homeWarm, 50))} ms | never-visited product ${p50p95(s.product)} ms`);
    console.log(`         Server-Timing of a purged home: ${s.timing[Math.floor(s.timing.length / 2)]}`);
  }
} finally {
  for (const s of shops) {
    await s.shop.stop();
    rmSync(s.persistTo, { recursive: true, force: true });
  }
}
