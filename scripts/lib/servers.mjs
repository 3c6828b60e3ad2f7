// Starts and stops the local workers (demo backend + storefront) in one Miniflare, in a process
// of its own (workers-host.mjs: why not `wrangler dev` is said there). Shared by `npm start`,
// the integration and end-to-end test setups and the bench, so that every one of them runs the
// shop exactly the same way.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createHmac, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { startEdge } from './edge.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hostScript = path.join(root, 'scripts/lib/workers-host.mjs');

const quietEnv = {
  ...process.env,
  // No network here: these keep wrangler from phoning home (decision 031).
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
};

/**
 * Starts a workers host (workers-host.mjs) in its own process group and resolves once each
 * worker answers HTTP on its ready path.
 * @param {{ workers: Array<{ name: string, config: string, port: number, vars?: Record<string,string>,
 *   main?: boolean, outboundTo?: string, readyPath?: string }>, persistTo?: string,
 *   stdio?: 'inherit'|'pipe', timeoutMs?: number, logFile?: string, watch?: boolean,
 *   kvAdmin?: { port: number, worker: string, binding: string }, root?: string }} opts
 *   root: the project the workers are bundled from and serve (a copy of this one, for a test
 *   that deploys a new build under a running shop); this project by default.
 *   logFile: also append everything the host prints (every request included) to this file.
 *   kvAdmin: tests only, a worker's KV over HTTP (workers-host.mjs says how).
 *   watch: rebundle and reload the workers when their sources or the browser build change.
 */
async function startHost(opts) {
  const spec = {
    persistTo: opts.persistTo ?? path.join(root, '.wrangler/state'), logRequests: Boolean(opts.logFile), workers: opts.workers,
    ...(opts.watch ? { watch: ['worker', 'demo-backend', 'shopware-app', 'shared', 'client', 'dist/client/.vite'] } : {}),
    ...(opts.kvAdmin ? { kvAdmin: opts.kvAdmin } : {}),
    ...(opts.inspectorPort ? { inspectorPort: opts.inspectorPort } : {}),
  };
  const child = spawn(process.execPath, [hostScript, JSON.stringify(spec)], {
    cwd: opts.root ?? root,
    env: quietEnv,
    detached: true, // own process group: stopping it also stops workerd
    stdio: opts.stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let log = null;
  if (opts.logFile) {
    mkdirSync(path.dirname(opts.logFile), { recursive: true });
    log = createWriteStream(opts.logFile, { flags: 'a' });
  }
  const keep = (d) => { output += d; if (output.length > 20000) output = output.slice(-10000); log?.write(d); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = null;
  child.on('exit', (code) => { exited = code ?? -1; log?.end(); });
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  const running = opts.workers.map((w) => ({
    name: w.name, url: `http://127.0.0.1:${w.port}`, child, output: () => output,
    // Stopped once its port is free: the host exits before its workerd lets go of the port, and a
    // host started at once on the same port would find the old one answering its ready check.
    stop: async () => { await stopProcess(child); await portReleased(w.port); },
  }));
  for (const [index, worker] of opts.workers.entries()) {
    for (;;) {
      if (exited !== null) throw new Error(`${worker.name} exited with ${exited}:\n${output}`);
      if (Date.now() > deadline) {
        await stopProcess(child);
        throw new Error(`${worker.name} did not answer on ${running[index].url} within the timeout:\n${output}`);
      }
      try {
        const res = await fetch(running[index].url + (worker.readyPath ?? '/'), { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }
  return running;
}

/**
 * Starts one worker alone (the demo backend for its contract tests; a storefront that must
 * refuse to start).
 * @param {{ name: string, config: string, port: number, persistTo?: string,
 *   vars?: Record<string,string>, stdio?: 'inherit'|'pipe', readyPath?: string,
 *   timeoutMs?: number, logFile?: string }} opts
 */
export async function startWorker(opts) {
  const [worker] = await startHost({
    workers: [{ name: opts.name, config: opts.config, port: opts.port, vars: opts.vars, readyPath: opts.readyPath, main: true }],
    persistTo: opts.persistTo, stdio: opts.stdio, timeoutMs: opts.timeoutMs, logFile: opts.logFile,
  });
  return worker;
}

/** Resolves once nothing accepts connections on the port (after at most 10 s, whatever holds it). */
async function portReleased(port) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const open = await new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops a process group started by startWorker (signalling the group, not an npx wrapper). */
export function stopProcess(child) {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch {} resolve(); }, 5000);
    child.once('exit', () => { clearTimeout(t); resolve(); });
    try { process.kill(-child.pid, 'SIGTERM'); } catch { clearTimeout(t); resolve(); }
  });
}

export const DEMO_SECRETS = {
  shopware: 'demo-shopware-webhook-secret', sanity: 'demo-sanity-webhook-secret', sanityToken: 'demo-sanity-read-token',
  // Signs a guest's order proof (worker/forms/guest-order-proof.ts): at least 32 characters.
  proof: 'demo-proof-secret-for-local-runs-only-0001',
  // The Shopware app's secret (its manifest's <setup><secret>): a local shop registers with it.
  shopwareApp: 'demo-shopware-app-secret-for-local-runs-only',
};

/**
 * The storefront's time by its own clock (shared/clock.ts), in milliseconds: what a signed
 * webhook's timestamp must be near once a test moved that clock (a rate-limit window of ten
 * minutes moves it past a webhook's tolerance). A shop without the test clock (TEST_CLOCK off:
 * the bench, a deployed shop) keeps the machine's time.
 * @param {string} storefrontUrl
 * @returns {Promise<number>}
 */
export async function shopNow(storefrontUrl) {
  try {
    const res = await fetch(`${storefrontUrl}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ aheadMs: 0 }) });
    const answer = res.ok && res.headers.get('content-type')?.includes('json') ? /** @type {{ now?: unknown }} */ (await res.json()) : null;
    if (typeof answer?.now === 'number') return answer.now;
  } catch {
    // No answer: the machine's time, as below.
  }
  return Date.now();
}

/**
 * A manual purge of the storefront's edge cache, signed like a Shopware webhook with the local
 * demo secret: what tests and the bench send to POST /api/revalidate. `now`: the shop's time
 * (shopNow) when a test moved its clock.
 * @param {string[]} tags
 * @param {number} [now]
 */
export function signedPurge(tags, now = Date.now()) {
  // The worker accepts each signature once (a replay is refused): the nonce keeps two purges of
  // the same tags within one second apart.
  return shopwareSigned(JSON.stringify({ tags, timestamp: Math.floor(now / 1000), nonce: randomUUID() }));
}

/**
 * A JSON body signed as Shopware signs an app webhook (hex HMAC-SHA256 with `secret`), as the
 * worker's purge and deep health check take it; the local demo secret by default.
 * @param {string} body
 * @param {string} [secret]
 */
export function shopwareSigned(body, secret = DEMO_SECRETS.shopware) {
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'shopware-shop-signature': signature } };
}

/**
 * Purges the storefront's edge cache (or the given tags) and waits until the purge is done.
 * A large purge runs in slices on its job's alarm (decision 022) and answers 202 while it
 * runs; the same signed request sent again reports how far it got (200 once done).
 * @param {string} baseUrl
 * @param {string[]} [tags]
 * @returns {Promise<{ status: string, tags: string[], purged: number, reached: number, slices: number, kvOpsMax: number }>}
 */
export async function purgeAndWait(baseUrl, tags = ['all']) {
  const request = signedPurge(tags, await shopNow(baseUrl));
  for (let dropped = 0; ;) {
    let res;
    try {
      res = await fetch(`${baseUrl}/api/revalidate`, { method: 'POST', ...request });
    } catch (error) {
      // Locally, workerd now and then closes the connection of a purge request while the job's
      // alarm runs (seen with Miniflare 4.20260426). The same signed request is safe to send again.
      if (++dropped > 5) throw error;
      continue;
    }
    if (res.status === 200) return res.json();
    if (res.status !== 202) throw new Error(`purge failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    // The job's alarm carries it on; ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Lets `ms` pass for the shop without waiting: moves the storefront's clock and the demo
 * backend's ahead together (shared/clock.ts; the storefront's route needs TEST_CLOCK=on).
 * Their KV and D1 keep the real time: what they expire lives for a minute or more, past
 * anything a test moves.
 * @param {{ storefront: string, backend: string }} urls
 * @param {number} ms
 */
export async function moveWorkerClock(urls, ms) {
  for (const url of [`${urls.storefront}/__test/clock`, `${urls.backend}/__demo/clock`]) {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ aheadMs: ms }) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: is TEST_CLOCK on?`);
  }
}

/**
 * Starts the demo backend and the storefront pointed at it.
 * @param {{ storefrontPort?: number, backendPort?: number, persistTo?: string,
 *   backendVars?: Record<string,string>, storefrontVars?: Record<string,string>,
 *   stdio?: 'inherit'|'pipe', edge?: boolean, edgeLog?: (line: Record<string, unknown>) => void, logDir?: string, kvAdminPort?: number,
 *   watch?: boolean, root?: string }} [opts]
 *   watch, root: see startHost.
 *   logDir: the workers' output (every request included) goes to workers.log there.
 *   kvAdminPort: tests only, the storefront's KV (CACHE) over HTTP on this port.
 *   edge: serve the storefront through a local stand-in for the edge's compression
 *   (scripts/lib/edge.mjs), the worker itself one port below. edgeLog: where the stand-in's
 *   lines for the answers it gives itself go (stderr as JSON by default).
 */
export async function startShop(opts = {}) {
  const datesAhead = Number(process.env.DATE_CHECK_AHEAD_MS ?? 0);
  const backendPort = opts.backendPort ?? 8788;
  const storefrontPort = opts.storefrontPort ?? 8787;
  const workerPort = opts.edge ? storefrontPort - 1 : storefrontPort;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const [storefront, backend] = await startHost({
    persistTo: opts.persistTo, stdio: opts.stdio, timeoutMs: 180_000, watch: opts.watch, root: opts.root, inspectorPort: opts.inspectorPort,
    ...(opts.kvAdminPort ? { kvAdmin: { port: opts.kvAdminPort, worker: 'storefront', binding: 'CACHE' } } : {}),
    ...(opts.logDir ? { logFile: path.join(opts.logDir, 'workers.log') } : {}),
    workers: [
      {
        name: 'storefront', config: 'wrangler.toml', port: workerPort, main: true, readyPath: '/__health',
        // Its Shopware and Sanity calls go to the demo backend inside workerd.
        outboundTo: 'storefront-demo-backend',
        vars: {
          SHOPWARE_ENDPOINT: `${backendUrl}/store-api`,
          SANITY_API_HOST: backendUrl,
          SANITY_CDN_HOST: backendUrl,
          POSTHOG_HOST: `${backendUrl}/__posthog`,
          SITE_URL: `http://localhost:${storefrontPort}`,
          // Local-only webhook secrets, so tests and the bench can purge the cache through the
          // real, signed /api/revalidate route. Production sets its own with `wrangler secret put`.
          SHOPWARE_WEBHOOK_SECRET: DEMO_SECRETS.shopware,
          SANITY_WEBHOOK_SECRET: DEMO_SECRETS.sanity,
          // The demo backend's read token (demo-backend/wrangler.toml), for content
          // preview; production sets its own with `wrangler secret put SANITY_TOKEN`.
          SANITY_TOKEN: DEMO_SECRETS.sanityToken,
          // Signs a guest's order proof; production sets its own with `wrangler secret put PROOF_SECRET`.
          PROOF_SECRET: DEMO_SECRETS.proof,
          // Registers a shop that installs the Shopware app; production sets its own with `wrangler secret put SHOPWARE_APP_SECRET`.
          SHOPWARE_APP_SECRET: DEMO_SECRETS.shopwareApp,
          SANITY_STUDIO_URL: 'http://127.0.0.1:3333',
          // Miniflare would buffer streamed HTML whole to gzip it; locally the page streams raw.
          HTML_CONTENT_ENCODING: 'identity',
          ...(datesAhead > 0 ? { TEST_CLOCK: 'on', TEST_CLOCK_BASE_MS: String(datesAhead) } : {}),
          ...opts.storefrontVars,
        },
      },
      {
        name: 'demo backend', config: 'demo-backend/wrangler.toml', port: backendPort, readyPath: '/__demo/health',
        vars: { ...(datesAhead > 0 ? { TEST_CLOCK_BASE_MS: String(datesAhead) } : {}), ...opts.backendVars },
      },
    ],
  });
  // `npm run test:dates` runs the tests with the machine's clock moved ahead by faketime, which
  // workerd cannot run under (workers-host.mjs): every isolate of every shop a test starts runs
  // as far ahead from its first instruction (TEST_CLOCK_BASE_MS above, shared/clock.ts), the
  // demo catalogue's dates included.
  let edge = null;
  if (opts.edge) {
    try {
      edge = await startEdge({ port: storefrontPort, originPort: workerPort, ...(opts.edgeLog ? { log: opts.edgeLog } : {}) });
    } catch (e) {
      await Promise.all([storefront.stop(), backend.stop()]);
      throw e;
    }
  }
  return {
    backend,
    // What callers reach: the edge stand-in when there is one, else the worker itself.
    storefront: edge ? { ...storefront, url: edge.url } : storefront,
    async stop() { await Promise.all([edge?.stop(), storefront.stop(), backend.stop()]); },
  };
}
