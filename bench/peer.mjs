// `npm run bench:peer`: the shop side by side with its peer, Shopware's own Nuxt storefront
// (Frontends' vue-demo-store, a production build: bench/peer-build.mjs), both on the same demo
// backend (the shop's, one workerd). Both warmed, then ONE interleaved run: the same page on the
// shop, then on the peer (the next round the peer first), in short slices with the same
// connections, so a change of the machine's load falls on both alike. Per page: warm throughput
// (req/s, autocannon), the first byte a shopper waits for meanwhile (one more connection timing
// its requests one after another: TTFB p50/p99), and the CPU each side's processes spent per
// request (the shop: its workerd, which runs the demo backend too but a warm page asks nothing of
// it; the peer: its Node process plus the backend's workerd, which it asks on every request).
// Prints the ratio shop/peer per page and the load average; writes bench/results/peer.json.
// Measures only; the acceptance (#36: at least 15x on home, category, product) is read off it.
//
// PEER_ROUNDS (4) rounds per page and side of PEER_LEAD_IN_SECONDS (2, not counted) and
// PEER_SLICE_SECONDS (5, counted), with PEER_CONNECTIONS (10): about 3 minutes of load.
// PEER_PORT (3100), BENCH_PORT (8777: the shop; the demo backend on the next port).
// The first run builds the peer (several minutes) and needs PEER_SOURCE: see bench/peer-build.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { root, startShop, stopProcess } from '../scripts/lib/servers.mjs';
import { cpuMs, workerdPid } from './cpu.mjs';
import { SHOPPER_UA, pageStoreOutcome, pct, round, timeRequest, underLoad } from './measure.mjs';
import { ensurePeerBuild, peerDir, peerNode } from './peer-build.mjs';
import { benchRoutes } from './routes.mjs';

const ROUNDS = Number(process.env.PEER_ROUNDS ?? 4);
const SLICE_SECONDS = Number(process.env.PEER_SLICE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.PEER_CONNECTIONS ?? 10);
// Load before the counting starts, each slice: at least one whole answer of the slower side.
const LEAD_IN_SECONDS = Number(process.env.PEER_LEAD_IN_SECONDS ?? 2);
const PEER_PORT = Number(process.env.PEER_PORT ?? 3100);
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 8777);
const WARM_REQUESTS = 10;
// A Dutch shopper's browser. (Without a language, fetch sends `accept-language: *`, which the
// peer answers with a 500: "Incorrect locale information provided".)
const headers = { 'user-agent': SHOPPER_UA, 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' };

/** The shop's sales channel (wrangler.toml), so both ask the demo backend as the same channel. */
function accessKey() {
  const key = /^SHOPWARE_ACCESS_KEY\s*=\s*"([^"]+)"/m.exec(readFileSync(path.join(root, 'wrangler.toml'), 'utf8'))?.[1];
  if (!key) throw new Error('no SHOPWARE_ACCESS_KEY in wrangler.toml');
  return key;
}

/** Starts the peer's production server against the demo backend; resolves once it answers. */
async function startPeer(backendUrl) {
  const endpoint = `${backendUrl}/store-api/`;
  const child = spawn(peerNode, ['.output/server/index.mjs'], {
    cwd: peerDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(PEER_PORT), NUXT_TELEMETRY_DISABLED: '1',
      // The SSR endpoint as well as the public one: the template's nuxt.config.ts names
      // Shopware's public demo, which server rendering would use otherwise (reference-storefront.md).
      NUXT_SHOPWARE_ENDPOINT: endpoint, NUXT_PUBLIC_SHOPWARE_ENDPOINT: endpoint,
      NUXT_PUBLIC_SHOPWARE_ACCESS_TOKEN: accessKey(), NUXT_PUBLIC_SHOPWARE_DEV_STOREFRONT_URL: `http://127.0.0.1:${PEER_PORT}`,
    },
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${PEER_PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the peer exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/`, { headers });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`the peer did not answer on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, output: () => output };
}

/**
 * Warms a page: on the shop until it comes from the page store (Server-Timing `page;desc="hit"`;
 * a stored page lives at most 60 s, so this runs before every slice), on the peer a few
 * requests. Answers whether the shop's page was a store hit.
 */
async function warm(side, url) {
  if (side.name !== 'shop') {
    for (let i = 0; i < 3; i++) await timeRequest(url, headers);
    return null;
  }
  for (let i = 0; i < 50; i++) {
    if (pageStoreOutcome((await timeRequest(url, headers)).serverTiming) === 'hit') return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** A page's <title>, to show both sides serve the same thing. */
async function title(url) {
  const res = await fetch(url, { headers });
  const html = await res.text();
  return { status: res.status, title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '', bytes: Buffer.byteLength(html) };
}

async function main() {
  const built = ensurePeerBuild();
  const persistTo = mkdtempSync(path.join(tmpdir(), 'bench-peer-'));
  const shop = await startShop({ storefrontPort: SHOP_PORT, backendPort: SHOP_PORT + 1, persistTo });
  let peer = null;
  try {
    peer = await startPeer(shop.backend.url);
    const workerd = workerdPid(shop.storefront.child.pid);
    const sides = [
      { name: 'shop', base: shop.storefront.url, cpuPids: [workerd] },
      { name: 'peer', base: peer.url, cpuPids: [peer.child.pid, workerd] },
    ];
    // The same pages on both: the peer resolves the demo backend's SEO URLs as the shop does.
    const routes = await benchRoutes(shop.storefront.url);
    const pages = ['home', 'category listing', 'product page'].map((name) => ({ name, path: routes.find(([n]) => n === name)[1] }));
    for (const page of pages) {
      page.sides = {};
      for (const side of sides) {
        const seen = await title(side.base + page.path);
        if (seen.status !== 200) throw new Error(`${side.name} answered ${seen.status} for ${page.path}`);
        // Warm: the shop's page store and data, the peer's caches and JIT alike.
        for (let i = 0; i < WARM_REQUESTS; i++) await timeRequest(side.base + page.path, headers);
        page.sides[side.name] = { title: seen.title, htmlBytes: seen.bytes, requests: 0, seconds: 0, non2xx: 0, errors: 0, probe: [], cpuMs: 0, completed: 0, coldSlices: 0 };
      }
    }
    const loadBefore = loadavg();
    console.error(`interleaved: ${ROUNDS} rounds x ${pages.length} pages x 2 sides x (${LEAD_IN_SECONDS} + ${SLICE_SECONDS} s), ${CONNECTIONS} connections + 1 timing`);
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      for (const page of pages) {
        for (const side of round_ % 2 === 0 ? sides : [...sides].reverse()) {
          const acc = page.sides[side.name];
          if (await warm(side, side.base + page.path) === false) acc.coldSlices++;
          const before = side.cpuPids.map(cpuMs);
          const slice = await underLoad(side.base + page.path, { connections: CONNECTIONS, seconds: SLICE_SECONDS, leadIn: LEAD_IN_SECONDS, headers });
          const spent = side.cpuPids.map(cpuMs).reduce((sum, after, i) => sum + (after === null ? 0 : after - before[i]), 0);
          acc.requests += slice.requests;
          acc.seconds += slice.seconds;
          acc.non2xx += slice.non2xx;
          acc.errors += slice.errors;
          acc.probe.push(...slice.probe);
          acc.cpuMs += spent;
          acc.completed += slice.completed;
        }
      }
    }
    const loadAfter = loadavg();
    const results = pages.map((page) => {
      const per = Object.fromEntries(Object.entries(page.sides).map(([name, s]) => [name, {
        title: s.title, htmlKB: round(s.htmlBytes / 1000),
        requestsPerSecond: round(s.requests / s.seconds),
        ttfbP50: round(pct(s.probe.map((r) => r.ttfb), 50)), ttfbP99: round(pct(s.probe.map((r) => r.ttfb), 99)),
        ttlbP50: round(pct(s.probe.map((r) => r.ttlb), 50)), timedRequests: s.probe.length,
        cpuMsPerRequest: round(s.cpuMs / s.completed),
        requests: s.requests, non2xx: s.non2xx, errors: s.errors,
        ...(name === 'shop' ? { slicesNotFromPageStore: s.coldSlices } : {}),
      }]));
      return { page: page.name, path: page.path, ...per, ratio: round(per.shop.requestsPerSecond / per.peer.requestsPerSecond) };
    });
    const cold = results.filter((r) => r.shop.slicesNotFromPageStore > 0);
    const fmtLoad = (l) => l.map((n) => n.toFixed(2)).join(' ');
    console.log(`\nshop vs peer (${built.version ? `vue-demo-store ${built.version}` : 'vue-demo-store'}, nuxt ${built.packages.nuxt}, @shopware/nuxt-module ${built.packages['@shopware/nuxt-module']}, Node ${built.node}; production build), warm, one interleaved run`);
    console.log(`user agent (a shopper's, Android Chrome): ${SHOPPER_UA}; accept-language ${headers['accept-language']}`);
    console.log(`${ROUNDS} rounds x ${SLICE_SECONDS} s counted (after ${LEAD_IN_SECONDS} s of lead-in) per page and side, ${CONNECTIONS} connections + 1 timing the first byte; load average before ${fmtLoad(loadBefore)}, after ${fmtLoad(loadAfter)}\n`);
    console.log('page             | side | req/s  | TTFB p50 / p99 (timed)     | TTLB p50  | CPU/req  | HTML     | non-2xx, errors | shop/peer');
    console.log('-----------------|------|--------|----------------------------|-----------|----------|----------|-----------------|----------');
    for (const r of results) {
      for (const name of ['shop', 'peer']) {
        const s = r[name];
        console.log(`${(name === 'shop' ? `${r.page} ${r.path}`.slice(0, 16) : '').padEnd(16)} | ${name} | ${String(s.requestsPerSecond).padEnd(6)} | ${`${s.ttfbP50} / ${s.ttfbP99} ms (${s.timedRequests})`.padEnd(26)} | ${`${s.ttlbP50} ms`.padEnd(9)} | ${`${s.cpuMsPerRequest} ms`.padEnd(8)} | ${`${s.htmlKB} KB`.padEnd(8)} | ${`${s.non2xx}, ${s.errors}`.padEnd(15)} | ${name === 'shop' ? `${r.ratio}x` : ''}`);
      }
    }
    for (const r of results) console.log(`same page, ${r.path}: shop "${r.shop.title}", peer "${r.peer.title}"`);
    for (const r of cold) console.log(`note: ${r.page}: ${r.shop.slicesNotFromPageStore} of ${ROUNDS} slices began without the page in the page store`);
    const out = {
      measuredAt: new Date().toISOString(), node: process.version, headers,
      peer: built, loadAverage: { before: loadBefore, after: loadAfter },
      settings: { rounds: ROUNDS, sliceSeconds: SLICE_SECONDS, leadInSeconds: LEAD_IN_SECONDS, connections: CONNECTIONS, warmRequests: WARM_REQUESTS },
      results,
    };
    writeFileSync(path.join(root, 'bench/results/peer.json'), JSON.stringify(out, null, 2) + '\n');
    console.log('\nwritten to bench/results/peer.json');
  } finally {
    if (peer) await stopProcess(peer.child);
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
