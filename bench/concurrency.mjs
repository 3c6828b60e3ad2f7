// `npm run bench:concurrency`: many shoppers at once on a warm listing (#36: "at 50
// connections on a warm listing: no error, p99 at most 10x p50"). Starts the production bundle
// on fresh state with the local edge stand-in in front (scripts/lib/edge.mjs), warms the
// category listing until it comes from the page store, then runs autocannon with
// BENCH_CONNECTIONS (50) kept-alive connections for BENCH_SECONDS (10) twice: on the worker
// itself (what `npm run bench` measures) and through the edge stand-in, gzip accepted (what
// `npm start` and Lighthouse get). Reports req/s, latency p50/p99 (to the whole answer), errors
// (connection errors and timeouts), non-2xx answers, and the check. Writes
// bench/results/concurrency.json. Measures only: nothing here fails a build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startShop } from '../scripts/lib/servers.mjs';
import { SHOPPER_UA, pageStoreOutcome, timeRequest } from './measure.mjs';
import { benchRoutes } from './routes.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8777); // the edge; the worker one below, the demo backend one above
const MAX_P99_OVER_P50 = 10;

/** Requests the page until the page store serves it (a stored page, as every shopper after the first gets it). */
async function warmUntilStored(url) {
  for (let i = 0; i < 50; i++) {
    if (pageStoreOutcome((await timeRequest(url, { 'user-agent': SHOPPER_UA })).serverTiming) === 'hit') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never came from the page store`);
}

async function main() {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'bench-concurrency-'));
  const shop = await startShop({ storefrontPort: PORT, backendPort: PORT + 1, persistTo, edge: true });
  try {
    const edge = shop.storefront.url;
    const worker = `http://127.0.0.1:${PORT - 1}`;
    const listing = (await benchRoutes(edge)).find(([name]) => name === 'category listing')[1];
    const paths = [
      { name: 'worker', url: worker + listing, encoding: 'identity' },
      { name: 'through the edge stand-in (gzip)', url: edge + listing, encoding: 'gzip, deflate, br' },
    ];
    const loadBefore = loadavg();
    const results = [];
    for (const { name, url, encoding } of paths) {
      await warmUntilStored(url);
      const run = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'user-agent': SHOPPER_UA, 'accept-encoding': encoding } });
      const failed = run.errors + run.timeouts + run.non2xx;
      const ratio = run.latency.p99 / Math.max(run.latency.p50, 1);
      results.push({
        path: name, url, requests: run.requests.total, requestsPerSecond: run.requests.average,
        latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max },
        errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx,
        statusCodes: Object.fromEntries(['1xx', '2xx', '3xx', '4xx', '5xx'].map((k) => [k, run[k]])),
        pass: failed === 0 && ratio <= MAX_P99_OVER_P50,
      });
    }
    const loadAfter = loadavg();
    const fmtLoad = (l) => l.map((n) => n.toFixed(2)).join(' ');
    console.log(`\n${CONNECTIONS} connections for ${SECONDS} s on a warm listing (${listing}, from the page store), user agent ${SHOPPER_UA}`);
    console.log(`load average before ${fmtLoad(loadBefore)}, after ${fmtLoad(loadAfter)}; check: no error, p99 at most ${MAX_P99_OVER_P50}x p50\n`);
    console.log('path                             | requests | req/s  | p50 / p99 (whole answer) | errors, timeouts, non-2xx | check');
    console.log('---------------------------------|----------|--------|--------------------------|---------------------------|------');
    for (const r of results) {
      console.log(`${r.path.padEnd(32)} | ${String(r.requests).padEnd(8)} | ${String(r.requestsPerSecond).padEnd(6)} | ${`${r.latencyMs.p50} / ${r.latencyMs.p99} ms`.padEnd(24)} | ${`${r.errors}, ${r.timeouts}, ${r.non2xx}`.padEnd(25)} | ${r.pass ? 'pass' : 'FAIL'}`);
    }
    const out = {
      measuredAt: new Date().toISOString(), node: process.version, userAgent: SHOPPER_UA, listing,
      settings: { connections: CONNECTIONS, seconds: SECONDS, maxP99OverP50: MAX_P99_OVER_P50 },
      loadAverage: { before: loadBefore, after: loadAfter }, results,
    };
    writeFileSync(path.join(root, 'bench/results/concurrency.json'), JSON.stringify(out, null, 2) + '\n');
    console.log('\nwritten to bench/results/concurrency.json');
  } finally {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
