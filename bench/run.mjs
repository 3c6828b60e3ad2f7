// `npm run bench`: starts the production bundle locally on fresh state, warms up, and
// reports per route: time to first and last byte (p50, p95) with a cold and a warm edge
// cache, the worker's CPU per request cold and warm (bench/cpu.mjs, from /proc), requests per
// second under concurrency (autocannon, warm), and the JavaScript the
// route loads on first view (gzip KiB, measured in Chromium); then the miss path and how soon an
// edit shows in a content preview (bench/preview.mjs). Writes bench/results/latest.json.
// Measures only; nothing here is a pass/fail test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { purgeAndWait, root, startShop } from '../scripts/lib/servers.mjs';
import { pageStoreOutcome, pct, round, timeRequest } from './measure.mjs';
import { cpuMs, cpuPer, workerdPid } from './cpu.mjs';
import { firstViewJs } from './first-view.mjs';
import { previewEditLatency } from './preview.mjs';
import { benchRoutes, shopperRoutes } from './routes.mjs';

const COLD_SAMPLES = Number(process.env.BENCH_COLD ?? 8);
const WARM_SAMPLES = Number(process.env.BENCH_WARM ?? 40);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);


async function purge(base) {
  await purgeAndWait(base, ['all']);
}

/** Median duration per Server-Timing metric over samples: where a miss spends its time. */
function timingBreakdown(samples) {
  const durations = new Map();
  for (const { serverTiming } of samples) {
    for (const metric of serverTiming.split(/,\s*/).filter(Boolean)) {
      const name = metric.split(';')[0];
      const dur = Number(/dur=([\d.]+)/.exec(metric)?.[1] ?? NaN);
      const desc = /desc="([^"]*)"/.exec(metric)?.[1];
      const label = desc ? `${name}(${desc})` : name;
      if (!Number.isNaN(dur)) durations.set(label, [...(durations.get(label) ?? []), dur]);
    }
  }
  return Object.fromEntries([...durations].map(([label, ds]) => [label, round(pct(ds, 50))]));
}

const summary = (samples) => ({
  ttfbP50: round(pct(samples.map((r) => r.ttfb), 50)), ttfbP95: round(pct(samples.map((r) => r.ttfb), 95)),
  ttlbP50: round(pct(samples.map((r) => r.ttlb), 50)),
});

/**
 * The miss path on its own (#16): a product page nobody visited yet (each sample a different
 * product, the site's frame warm: the shopper who lands on a long-tail product from a search
 * engine), and the home page right after a purge of everything, next to their warm figures.
 */
async function missPath(base) {
  const seen = new Set((await benchRoutes(base)).map(([, route]) => route));
  const listing = await (await fetch(`${base}/api/listing?search=wol&p=2`)).json();
  const products = listing.products.map((p) => p.href).filter((href) => !seen.has(href)).slice(0, COLD_SAMPLES);
  if (products.length === 0) throw new Error('no unvisited products to measure');
  // The frame (navigation, footer, snippets) warm, as for a shopper arriving on a busy site.
  await timeRequest(`${base}/`);
  const productCold = [];
  for (const href of products) productCold.push(await timeRequest(base + href));
  const productWarm = [];
  for (let i = 0; i < WARM_SAMPLES; i++) productWarm.push(await timeRequest(base + products[0]));
  const homeCold = [];
  for (let i = 0; i < COLD_SAMPLES; i++) { await purge(base); homeCold.push(await timeRequest(`${base}/`)); }
  const homeWarm = [];
  for (let i = 0; i < WARM_SAMPLES; i++) homeWarm.push(await timeRequest(`${base}/`));
  return [
    { route: 'product, never visited', samples: productCold.length, cold: summary(productCold), warm: summary(productWarm), serverTiming: timingBreakdown(productCold) },
    { route: 'home, fully purged', samples: homeCold.length, cold: summary(homeCold), warm: summary(homeWarm), serverTiming: timingBreakdown(homeCold) },
  ];
}

async function main() {
  const loadBefore = loadavg();
  const persistTo = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const shop = await startShop({ storefrontPort: 8777, backendPort: 8778, persistTo });
  const base = shop.storefront.url;
  const pid = workerdPid(shop.storefront.child.pid);
  try {
    // Public pages, then the private ones as a shopper with a filled cart (never cached, so
    // their "cold" and "warm" columns both show the backend path).
    const only = process.env.BENCH_ONLY; // e.g. BENCH_ONLY=checkout: the routes whose name contains it
    const routes = [...(await benchRoutes(base)), ...(await shopperRoutes(base))].filter(([name]) => !only || name.includes(only));
    const results = [];
    // BENCH_ONLY=miss (or =preview) measures only the miss path (or the preview) below.
    const preview = !only || 'preview'.includes(only);
    const browser = routes.length === 0 && !preview ? null : await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    for (const [name, route, headers = {}] of routes) {
      const url = base + route;
      const cold = [];
      // CPU of the cold samples: around each request only (not the purge before it); the demo
      // backend's work for the page is in it too (one workerd runs both).
      let coldCpu = 0;
      for (let i = 0; i < COLD_SAMPLES; i++) {
        await purge(base);
        const before = cpuMs(pid);
        cold.push(await timeRequest(url, headers));
        coldCpu += before === null ? 0 : cpuMs(pid) - before;
      }
      for (let i = 0; i < 5; i++) await timeRequest(url, headers);
      const warm = [];
      const warmCpu = await cpuPer(pid, WARM_SAMPLES, async () => {
        for (let i = 0; i < WARM_SAMPLES; i++) warm.push(await timeRequest(url, headers));
      });
      const load = await autocannon({ url, connections: 10, duration: LOAD_SECONDS, headers: { 'accept-encoding': 'identity', ...headers } });
      const js = await firstViewJs(browser, url, headers);
      results.push({
        route: name, path: route, status: warm[0].status,
        cold: { ttfbP50: round(pct(cold.map((r) => r.ttfb), 50)), ttfbP95: round(pct(cold.map((r) => r.ttfb), 95)), ttlbP50: round(pct(cold.map((r) => r.ttlb), 50)), ttlbP95: round(pct(cold.map((r) => r.ttlb), 95)) },
        warm: { ttfbP50: round(pct(warm.map((r) => r.ttfb), 50)), ttfbP95: round(pct(warm.map((r) => r.ttfb), 95)), ttfbP99: round(pct(warm.map((r) => r.ttfb), 99)), ttlbP50: round(pct(warm.map((r) => r.ttlb), 50)), ttlbP95: round(pct(warm.map((r) => r.ttlb), 95)) },
        // CPU ms per request of the worker's process (bench/cpu.mjs), cold and warm.
        cpuMs: { cold: pid === null ? null : round(coldCpu / COLD_SAMPLES), warm: warmCpu === null ? null : round(warmCpu) },
        requestsPerSecond: round(load.requests.average),
        // The document as a shopper's browser gets it, uncompressed (the warm answer).
        htmlKB: round(warm.at(-1).bytes / 1000),
        // How the warm answers came: from the page store (hit), or rendered (miss), or neither.
        pageStore: pageStoreOutcome(warm.at(-1).serverTiming) ?? 'not used',
        firstViewJsGzipKiB: js,
      });
      console.error(`measured ${name}`);
    }
    const previewEdit = preview ? await previewEditLatency(browser, base, shop.backend.url) : null;
    await browser?.close();
    const miss = !only || 'miss path'.includes(only) ? await missPath(base) : [];
    console.log(`\nload average: ${loadBefore.map((n) => n.toFixed(2)).join(' ')} at the start, ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end`);
    console.log('route              | cold TTFB p50/p95 | cold TTLB p50/p95 | warm TTFB p50/p99 | warm TTLB p50/p95 | CPU/req cold, warm | req/s (10 conn) | first-view JS gzip | HTML    | warm page from');
    console.log('-------------------|-------------------|-------------------|-------------------|-------------------|--------------------|-----------------|--------------------|---------|---------------');
    for (const r of results) {
      console.log(`${r.route.padEnd(18)} | ${`${r.cold.ttfbP50} / ${r.cold.ttfbP95} ms`.padEnd(17)} | ${`${r.cold.ttlbP50} / ${r.cold.ttlbP95} ms`.padEnd(17)} | ${`${r.warm.ttfbP50} / ${r.warm.ttfbP99} ms`.padEnd(17)} | ${`${r.warm.ttlbP50} / ${r.warm.ttlbP95} ms`.padEnd(17)} | ${`${r.cpuMs.cold ?? '-'}, ${r.cpuMs.warm ?? '-'} ms`.padEnd(18)} | ${String(r.requestsPerSecond).padEnd(15)} | ${`${r.firstViewJsGzipKiB} KiB`.padEnd(18)} | ${`${r.htmlKB} KB`.padEnd(7)} | ${r.pageStore === 'hit' ? 'the page store' : r.pageStore === 'not used' ? 'a render (never stored)' : 'a render'}`);
    }
    if (miss.length) {
      console.log('\nmiss path               | cold TTFB p50/p95 | cold TTLB p50 | warm TTFB p50/p95 | Server-Timing of the cold samples (median ms)');
      console.log('------------------------|-------------------|---------------|-------------------|---------------------------------------------');
      for (const m of miss) {
        const phases = Object.entries(m.serverTiming).map(([k, v]) => `${k} ${v}`).join(', ');
        console.log(`${m.route.padEnd(23)} | ${`${m.cold.ttfbP50} / ${m.cold.ttfbP95} ms`.padEnd(17)} | ${`${m.cold.ttlbP50} ms`.padEnd(13)} | ${`${m.warm.ttfbP50} / ${m.warm.ttfbP95} ms`.padEnd(17)} | ${phases}`);
      }
    }
    if (previewEdit) {
      console.log(`\npreview: an edit shows on the page in ${previewEdit.p50} / ${previewEdit.p95} ms (p50/p95 of ${previewEdit.samples}, from the mutation to the new text)`);
    }
    const out = { measuredAt: new Date().toISOString(), node: process.version, loadAverage: { start: loadBefore, end: loadavg() }, samples: { cold: COLD_SAMPLES, warm: WARM_SAMPLES, loadSeconds: LOAD_SECONDS }, results, missPath: miss, previewEdit };
    writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(out, null, 2) + '\n');
    console.log('\nwritten to bench/results/latest.json');
  } finally {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
