// `npm run bench:mix` (issue 52): the worker's CPU per request on a traffic mix, interleaved, as
// shoppers send it. Each round of 100 requests: 45 anonymous, 25 with a cart, 10 logged in (each
// kind over home, a category, a product and a content page), 12 filtered, sorted or paged
// listings and 8 searches (terms from a fixed list of 50). After WARM_ROUNDS rounds to warm
// the caches, ROUNDS rounds are measured. Every request's CPU is the workerd process's, read in
// nanoseconds from /proc (schedstat of each of its threads) before and after it: the requests
// go one at a time, and a warm page reaches no backend (one workerd runs both). Reports the mean
// and p95 per kind of visitor and per page, and the mean over all. Measures only.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { workerdPid } from './cpu.mjs';
import { pageStoreOutcome, pct, round, SHOPPER_UA, timeRequest } from './measure.mjs';
import { startShop } from '../scripts/lib/servers.mjs';

const ROUNDS = Number(process.env.MIX_ROUNDS ?? 10);
const WARM_ROUNDS = Number(process.env.MIX_WARM_ROUNDS ?? 3);

/** The fixed list of 50 search terms (words of the demo catalogue and what shoppers type). */
export const SEARCH_TERMS = [
  'linnen', 'jurk', 'wol', 'katoen', 'blouse', 'broek', 'trui', 'jas', 'rok', 'shirt',
  'sneakers', 'laarzen', 'sjaal', 'tas', 'riem', 'zwart', 'wit', 'blauw', 'groen', 'beige',
  'linnen jurk', 'wollen trui', 'katoenen shirt', 'zomerjurk', 'spijkerbroek', 'colbert', 'overhemd', 'vest', 'cardigan', 'top',
  'midi', 'maxi', 'oversized', 'slim fit', 'relaxed', 'dames', 'heren', 'accessoires', 'schoenen', 'sokken',
  'muts', 'handschoenen', 'pyjama', 'badjas', 'zwemkleding', 'sale', 'nieuw', 'basics', 'cadeau', 'veld',
];

/** CPU time of every thread of a process, in ms with ns resolution (null without /proc). */
function cpuNs(pid) {
  if (pid === null) return null;
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch { /* the thread ended */ }
  }
  return ns;
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { body: await res.json(), cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]) };
}

/** A shopper's cookies after adding `productId` (and logging in first, for a customer). */
async function shopper(base, productId, login) {
  let cookies = [];
  const jar = () => cookies.join('; ');
  const keep = (set) => { for (const c of set) cookies = [...cookies.filter((k) => k.split('=')[0] !== c.split('=')[0]), c]; };
  if (login) {
    const { cookies: set } = await json(`${base}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    keep(set);
  }
  const { cookies: set } = await json(`${base}/api/cart/items`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: jar() }, body: JSON.stringify({ productId, quantity: 1 }) });
  keep(set);
  return jar();
}

/** The mix's pages: the four page kinds, the listing variants (the shop's own links) and the searches. */
async function mixPages(base) {
  const nav = (await json(`${base}/api/navigation/main`)).body;
  const category = nav.flatMap((t) => [t, ...t.children]).find((c) => c.children?.length && c.href.startsWith('/'));
  const { categoryId } = (await json(`${base}/api/resolve?path=${encodeURIComponent(category.href)}`)).body;
  const listing = (await json(`${base}/api/listing?categoryId=${categoryId}`)).body;
  const product = listing.products.find((p) => p.available) ?? listing.products[0];
  const sorts = listing.sortings.map((s) => s.key).filter((key) => key !== listing.sorting);
  const options = listing.properties.flatMap((group) => group.options.map((o) => o.id)).slice(0, 4);
  const q = (params) => `${category.href}?${new URLSearchParams(params).toString()}`;
  // 12 variants, as the listing's own links write them (listing-state.ts: one order, one form).
  const variants = [
    ...sorts.slice(0, 3).map((sort) => q({ sort })),
    q({ p: '2' }), q({ p: '3' }),
    ...sorts.slice(0, 2).map((sort) => q({ sort, p: '2' })),
    ...options.map((properties) => q({ properties })),
    q({ properties: options.slice(0, 2).sort().join('|') }),
  ].slice(0, 12);
  while (variants.length < 12) variants.push(variants[variants.length % Math.max(1, variants.length)]);
  return { pages: { home: '/', category: category.href, product: product.href, content: '/over-veld' }, variants, productId: product.id };
}

/** One round of 100 requests, in a fixed interleaved order. */
function round100({ pages, variants }, cookies, roundIndex) {
  const kinds = Object.entries(pages);
  const list = [];
  for (let i = 0; i < 45; i++) list.push({ visitor: 'anonymous', page: kinds[i % 4][0], path: kinds[i % 4][1], headers: {} });
  for (let i = 0; i < 25; i++) list.push({ visitor: 'with a cart', page: kinds[i % 4][0], path: kinds[i % 4][1], headers: { cookie: cookies.cart[i % cookies.cart.length] } });
  for (let i = 0; i < 10; i++) list.push({ visitor: 'logged in', page: kinds[i % 4][0], path: kinds[i % 4][1], headers: { cookie: cookies.customer } });
  for (let i = 0; i < 12; i++) list.push({ visitor: 'anonymous', page: 'filtered, sorted or paged listing', path: variants[i], headers: {} });
  for (let i = 0; i < 8; i++) {
    const term = SEARCH_TERMS[(roundIndex * 8 + i) % SEARCH_TERMS.length];
    list.push({ visitor: 'anonymous', page: 'search', path: `/products?${new URLSearchParams({ search: term })}`, headers: {} });
  }
  // Interleaved: a fixed shuffle, the same every round.
  let seed = 51;
  const random = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
  for (let i = list.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [list[i], list[j]] = [list[j], list[i]]; }
  return list;
}

function report(samples, by) {
  const groups = new Map();
  for (const s of samples) groups.set(by(s), [...(groups.get(by(s)) ?? []), s]);
  return [...groups].map(([name, group]) => {
    const cpu = group.map((s) => s.cpuMs);
    const stored = group.filter((s) => ['hit', 'stale'].includes(s.outcome ?? '')).length;
    return { name, requests: group.length, meanMs: round(cpu.reduce((a, b) => a + b, 0) / cpu.length), p95Ms: round(pct(cpu, 95)), fromStore: `${Math.round((stored / group.length) * 100)} %` };
  });
}

async function main() {
  const loadBefore = loadavg();
  const persistTo = mkdtempSync(path.join(tmpdir(), 'bench-mix-'));
  const shop = await startShop({ storefrontPort: 8777, backendPort: 8778, persistTo });
  const base = shop.storefront.url;
  const pid = workerdPid(shop.storefront.child.pid);
  try {
    const mix = await mixPages(base);
    const cookies = {
      cart: await Promise.all([0, 1, 2, 3, 4].map(() => shopper(base, mix.productId))),
      customer: await shopper(base, mix.productId, { email: 'demo@veld.nl', password: 'veld-demo-2026' }),
    };
    const samples = [];
    for (let r = 0; r < WARM_ROUNDS + ROUNDS; r++) {
      for (const request of round100(mix, cookies, r)) {
        const before = cpuNs(pid);
        const answer = await timeRequest(base + request.path, { 'user-agent': SHOPPER_UA, ...request.headers });
        const after = cpuNs(pid);
        if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
        if (r >= WARM_ROUNDS) samples.push({ ...request, cpuMs: before === null ? 0 : (after - before) / 1e6, outcome: pageStoreOutcome(answer.serverTiming) });
      }
    }
    const all = samples.map((s) => s.cpuMs);
    console.log(`\nload average: ${loadBefore.map((n) => n.toFixed(2)).join(' ')} at the start, ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end`);
    console.log(`${ROUNDS} rounds of 100 (after ${WARM_ROUNDS} to warm): mean CPU per request ${round(all.reduce((a, b) => a + b, 0) / all.length)} ms, p95 ${round(pct(all, 95))} ms\n`);
    for (const [title, by] of [['visitor', (s) => s.visitor], ['page', (s) => s.page], ['visitor and page', (s) => `${s.visitor}: ${s.page}`]]) {
      console.log(`by ${title.padEnd(44)} | requests | mean ms | p95 ms | from the store`);
      for (const row of report(samples, by)) console.log(`  ${row.name.padEnd(45)} | ${String(row.requests).padStart(8)} | ${String(row.meanMs).padStart(7)} | ${String(row.p95Ms).padStart(6)} | ${row.fromStore}`);
      console.log('');
    }
  } finally {
    await shop.stop();
  }
}

await main();
