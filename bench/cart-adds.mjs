// `npm run bench:cart-adds`: many additions to one cart at the same moment, through the local
// edge stand-in (scripts/lib/edge.mjs), as #49's probe sent them: CART_ADDS (200) POSTs to
// /api/cart/items with one shopper's cookie, all in flight at once, each on its own connection,
// spread over CART_ADDS_PRODUCTS (40) buyable products; once without a `requestId` and once
// with one per press. Then it reads the cart and checks #49's acceptance: every 200 is a unit
// in the cart, every refusal a 503 with Retry-After, no reset; and every request that reached
// the worker has its request line in the worker's log (decision 021), and every answer the edge
// stand-in gives itself has its line there. CART_ADDS_ANY_STOCK=1 takes every available product
// (as the probe did: some have less stock than their share, and answer 409). Runs CART_ADDS_RUNS (1)
// times on one shop. Measures only: prints the counts, writes bench/results/cart-adds.json,
// fails nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { root, startShop } from '../scripts/lib/servers.mjs';

const ADDS = Number(process.env.CART_ADDS ?? 200);
const PRODUCTS = Number(process.env.CART_ADDS_PRODUCTS ?? 40);
const RUNS = Number(process.env.CART_ADDS_RUNS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 8777); // the edge; the worker one below, the demo backend one above
const ADD_PATH = '/api/cart/items';

/** One request on a connection of its own: status, headers and body, or the error that ended it. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', (error) => resolve({ error: error.code ?? error.message, ms: performance.now() - started }));
    });
    req.on('error', (error) => resolve({ error: error.code ?? error.message, ms: performance.now() - started }));
    req.end(body);
  });
}

async function shopperCookie(edge) {
  const res = await send(`${edge}/api/cart`);
  const token = /^sw-context-token=([A-Za-z0-9]+)/.exec(String(res.headers?.['set-cookie'] ?? ''))?.[1];
  if (!token) throw new Error(`no context token cookie (${res.status ?? res.error})`);
  return `sw-context-token=${token}`;
}

/** Products that can take their share of the additions (stock and the per-order maximum). */
async function buyableProducts(edge, count, each) {
  const ids = [];
  for (let p = 1; ids.length < count && p < 30; p++) {
    const listing = JSON.parse((await send(`${edge}/api/listing?search=katoen&p=${p}`)).body);
    for (const product of listing.products.filter((x) => x.available)) {
      const detail = JSON.parse((await send(`${edge}/api/product/${product.id}`)).body);
      // CART_ADDS_ANY_STOCK=1 takes every available product, as #49's probe did (some have less in stock than their share).
      if (process.env.CART_ADDS_ANY_STOCK || detail.maxPurchase >= each) ids.push(product.id);
      if (ids.length === count) break;
    }
  }
  if (ids.length < count) throw new Error(`only ${ids.length} products take ${each} each`);
  return ids;
}

const units = (cart) => cart.lineItems.filter((i) => i.type === 'product' && i.good).reduce((n, i) => n + i.quantity, 0);

/** Lines of the workers' log that are the storefront's request lines for additions. */
function additionLines(logFile) {
  return readFileSync(logFile, 'utf8').split('\n')
    .filter((l) => l.includes('"msg":"request"') && l.includes(`"route":"${ADD_PATH}"`)).length;
}

async function run(edge, logFile, edgeLines, products, withRequestId) {
  const cookie = await shopperCookie(edge);
  const linesBefore = additionLines(logFile);
  const edgeBefore = edgeLines.length;
  const answers = await Promise.all(Array.from({ length: ADDS }, (_, i) => send(`${edge}${ADD_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ productId: products[i % products.length], quantity: 1, ...(withRequestId ? { requestId: randomUUID() } : {}) }),
  })));
  const cart = JSON.parse((await send(`${edge}/api/cart`, { headers: { cookie } })).body);
  const count = (pred) => answers.filter(pred).length;
  const statuses = {};
  for (const a of answers) { const k = a.error ?? String(a.status); statuses[k] = (statuses[k] ?? 0) + 1; }
  const reachedWorker = count((a) => a.status !== undefined && a.status !== 502);
  // The request lines are written when the answer is out (waitUntil): wait for the last ones.
  let lines = additionLines(logFile) - linesBefore;
  for (let i = 0; i < 50 && lines < reachedWorker; i++) {
    await new Promise((r) => setTimeout(r, 100));
    lines = additionLines(logFile) - linesBefore;
  }
  const confirmed = count((a) => a.status === 200);
  const inCart = units(cart);
  const refusals = answers.filter((a) => a.status !== undefined && a.status !== 200);
  return {
    requestId: withRequestId, sent: ADDS, confirmed, inCart, statuses,
    refusalsWithRetryAfter: refusals.filter((a) => a.status === 503 && a.headers['retry-after']).length,
    resets: count((a) => a.error !== undefined),
    workerLogLines: lines,
    edgeLogLines: edgeLines.length - edgeBefore,
    // A stand-in's answer of its own (a 502) and the worker's line: every request has one somewhere.
    unlogged: ADDS - lines - (edgeLines.length - edgeBefore),
    // 200s whose cart says the addition was not made whole (#49's lost unit).
    confirmedNotMade: answers.filter((a) => a.status === 200 && /product-stock-reached|product-out-of-stock|product-not-found/.test(a.body)).length,
    slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    // A 409 is an addition the backend did not make (stock reached): a refusal that is not the gate's.
    pass: confirmed === inCart && refusals.every((a) => (a.status === 503 && a.headers['retry-after']) || a.status === 409) && count((a) => a.error !== undefined) === 0,
  };
}

async function main() {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'bench-cart-adds-'));
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-cart-adds-log-'));
  const logFile = path.join(logDir, 'workers.log');
  const edgeLines = [];
  const shop = await startShop({ storefrontPort: PORT, backendPort: PORT + 1, persistTo, edge: true, logDir, edgeLog: (line) => edgeLines.push(line) });
  try {
    const edge = shop.storefront.url;
    const products = await buyableProducts(edge, PRODUCTS, Math.ceil(ADDS / PRODUCTS));
    const results = [];
    for (let r = 0; r < RUNS; r++) {
      for (const withRequestId of [false, true]) {
        const loadBefore = loadavg();
        const result = { run: r + 1, ...(await run(edge, logFile, edgeLines, products, withRequestId)), loadAverage: { before: loadBefore, after: loadavg() } };
        results.push(result);
        const fmt = (l) => l.map((n) => n.toFixed(2)).join(' ');
        console.log(`run ${result.run}, ${withRequestId ? 'with' : 'without'} requestId: ${result.confirmed} × 200, ${result.inCart} in the cart, `
          + `answers ${JSON.stringify(result.statuses)}, ${result.refusalsWithRetryAfter} × 503 with Retry-After, ${result.resets} resets, `
          + `${result.workerLogLines} worker + ${result.edgeLogLines} edge lines (${result.unlogged} unlogged), ${result.confirmedNotMade} × 200 not made, slowest ${result.slowestMs} ms; load ${fmt(result.loadAverage.before)} → ${fmt(result.loadAverage.after)}; ${result.pass ? 'pass' : 'FAIL'}`);
      }
    }
    const out = { measuredAt: new Date().toISOString(), node: process.version, settings: { adds: ADDS, products: PRODUCTS, runs: RUNS }, results };
    writeFileSync(path.join(root, 'bench/results/cart-adds.json'), JSON.stringify(out, null, 2) + '\n');
    console.log('\nwritten to bench/results/cart-adds.json');
  } finally {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
    if (!process.env.CART_ADDS_KEEP_LOG) rmSync(logDir, { recursive: true, force: true });
    else console.log(`workers' log: ${logFile}`);
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
