// `npm run profile`: where a warm page's CPU goes. Starts the production bundle with the
// workers' V8 inspector, warms the page, then records a CPU profile (Chrome DevTools Protocol)
// over sequential requests to it and prints the functions that spent the most time themselves
// (self time), and the total per request. Measures only.
//   node bench/profile.mjs [path] [requests]   (defaults: / and 200)
// The profile is also written to bench/results/warm-page.cpuprofile (open it in Chrome DevTools).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { root, startShop } from '../scripts/lib/servers.mjs';
import { SHOPPER_UA, timeRequest } from './measure.mjs';

const route = process.argv[2] ?? '/';
const requests = Number(process.argv[3] ?? 200);
const INSPECTOR_PORT = Number(process.env.PROFILE_INSPECTOR_PORT ?? 9329);
// A shopper on a phone, as the bench's other figures (a crawler gets the prerendered document).
const SHOPPER = { 'user-agent': SHOPPER_UA };

/** A tiny CDP client: one call at a time is all this needs. */
function devtools(url) {
  const ws = new WebSocket(url);
  let id = 0;
  const waiting = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => resolve({
      send: (method, params = {}) => new Promise((done, fail) => {
        const callId = ++id;
        waiting.set(callId, (m) => (m.error ? fail(new Error(`${method}: ${m.error.message}`)) : done(m.result)));
        ws.send(JSON.stringify({ id: callId, method, params }));
      }),
      close: () => ws.close(),
    }));
  });
}

/** Self time per function (ms), from the profile's samples. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((nodeId, i) => {
    const { callFrame } = byId.get(nodeId);
    const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : ''}`.trim();
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}

async function main() {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'profile-'));
  const shop = await startShop({ storefrontPort: 8797, backendPort: 8798, persistTo, inspectorPort: INSPECTOR_PORT });
  try {
    const url = shop.storefront.url + route;
    for (let i = 0; i < 20; i++) await timeRequest(url, SHOPPER);
    const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
    const target = targets.find((t) => /storefront/.test(`${t.title} ${t.url} ${t.webSocketDebuggerUrl}`) && !/demo/.test(`${t.title} ${t.url}`));
    if (!target) throw new Error(`no storefront among the inspector's targets: ${JSON.stringify(targets)}`);
    const cdp = await devtools(target.webSocketDebuggerUrl);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    for (let i = 0; i < requests; i++) await timeRequest(url, SHOPPER);
    const { profile } = await cdp.send('Profiler.stop');
    cdp.close();
    writeFileSync(path.join(root, 'bench/results/warm-page.cpuprofile'), JSON.stringify(profile));
    const ranked = selfTimes(profile);
    const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
    const busy = ranked.filter(([name]) => !idle.has(name));
    const total = busy.reduce((sum, [, ms]) => sum + ms, 0) + (ranked.find(([n]) => n === '(garbage collector)')?.[1] ?? 0);
    console.log(`\n${route}: ${requests} warm requests, ${(total / requests).toFixed(2)} ms of JavaScript and GC per request (sampled; the inspector adds some)`);
    console.log('\nself time per request | share | function');
    for (const [name, ms] of [...busy.slice(0, 15), ...ranked.filter(([n]) => n === '(garbage collector)')]) {
      console.log(`${(ms / requests).toFixed(3).padStart(8)} ms         | ${((ms / total) * 100).toFixed(1).padStart(4)} % | ${name}`);
    }
    console.log('\nwritten to bench/results/warm-page.cpuprofile');
  } finally {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
