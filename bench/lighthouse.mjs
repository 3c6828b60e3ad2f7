// `npm run lighthouse`: Lighthouse (mobile, simulated Slow 4G and 4× CPU, its defaults) on
// every kind of page, against the production bundle served as `npm start` serves it: through
// the local stand-in for the edge's compression (scripts/lib/edge.mjs). Prints the four
// category scores and the metrics behind performance; writes bench/results/lighthouse.json.
// Lighthouse comes from npm at the version toolchain.md names (13.x needs Node 22.19).
// Measures only; nothing here is a pass/fail test.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { root, startShop } from '../scripts/lib/servers.mjs';
import { benchRoutes } from './routes.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

// Asynchronously: the edge stand-in serves from this very process.
async function lighthouse(url, outputPath) {
  await promisify(execFile)('npx', ['-y', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${CHROME_FLAGS}`], {
    env: { ...process.env, CHROME_PATH: ensureChromium() },
  });
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const metric = (id) => report.audits[id].displayValue;
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
    fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'), speedIndex: metric('speed-index'),
  };
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const shop = await startShop({ storefrontPort: 8757, backendPort: 8758, persistTo: work, edge: true });
  const base = shop.storefront.url;
  try {
    // The bench's pages (a filtered listing is the same page to Lighthouse), and the cart.
    const routes = [...(await benchRoutes(base)).filter(([name]) => name !== 'filtered listing'), ['cart', '/cart']];
    // Fill the edge cache first: Lighthouse measures what shoppers get, not a cold start.
    for (const [, route] of routes) await (await fetch(base + route)).arrayBuffer();
    const results = [];
    for (const [name, route] of routes) {
      results.push({ route: name, path: route, ...await lighthouse(base.replace('127.0.0.1', 'localhost') + route, path.join(work, 'report.json')) });
      console.error(`measured ${name}`);
    }
    console.log('\nroute                  | perf | a11y | best | seo | FCP    | LCP    | TBT    | CLS | SI');
    console.log('-----------------------|------|------|------|-----|--------|--------|--------|-----|-------');
    for (const r of results) {
      console.log(`${r.route.padEnd(22)} | ${String(r.performance).padEnd(4)} | ${String(r.accessibility).padEnd(4)} | ${String(r.bestPractices).padEnd(4)} | ${String(r.seo).padEnd(3)} | ${r.fcp.padEnd(6)} | ${r.lcp.padEnd(6)} | ${r.tbt.padEnd(6)} | ${r.cls.padEnd(3)} | ${r.speedIndex}`);
    }
    writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: LIGHTHOUSE, results }, null, 2) + '\n');
    console.log('\nwritten to bench/results/lighthouse.json');
  } finally {
    await shop.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
