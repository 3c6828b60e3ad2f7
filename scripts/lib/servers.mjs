// Starts and stops the local worker pair (demo backend + storefront) with `wrangler dev`.
// Shared by `npm start`, the integration and end-to-end test setups and the bench, so
// that every one of them runs the shop exactly the same way.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createHmac, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { startEdge } from './edge.mjs';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wranglerBin = require.resolve('wrangler/bin/wrangler.js', { paths: [root] });

const quietEnv = {
  ...process.env,
  // No network here: these keep wrangler from phoning home (see shared/toolchain.md).
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
};

/**
 * Starts one `wrangler dev` in its own process group and resolves once it answers HTTP.
 * @param {{ name: string, config: string, port: number, persistTo?: string,
 *   vars?: Record<string,string>, stdio?: 'inherit'|'pipe', readyPath?: string,
 *   timeoutMs?: number, logFile?: string, logLevel?: string }} opts
 *   logFile: also append everything wrangler prints to this file (tests keep a record of
 *   every request, to tell a slow answer from one that never reached the worker).
 */
export async function startWorker(opts) {
  const args = [wranglerBin, 'dev', '--config', opts.config, '--port', String(opts.port),
    '--ip', '127.0.0.1', '--show-interactive-dev-session=false', '--log-level', opts.logLevel ?? 'warn'];
  if (opts.persistTo) args.push('--persist-to', opts.persistTo);
  for (const [k, v] of Object.entries(opts.vars ?? {})) args.push('--var', `${k}:${v}`);
  const child = spawn(process.execPath, args, {
    cwd: root,
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
  child.on('exit', () => log?.end());
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  let exited = null;
  child.on('exit', (code) => { exited = code ?? -1; });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${opts.name} exited with ${exited}:\n${output}`);
    try {
      const res = await fetch(url + (opts.readyPath ?? '/'), { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      return { name: opts.name, url, child, stop: () => stopProcess(child), output: () => output };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  stopProcess(child);
  throw new Error(`${opts.name} did not answer on ${url} within the timeout:\n${output}`);
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

export const DEMO_SECRETS = { shopware: 'demo-shopware-webhook-secret', sanity: 'demo-sanity-webhook-secret' };

/**
 * A manual purge of the storefront's edge cache, signed like a Shopware webhook with the local
 * demo secret: what tests and the bench send to POST /api/revalidate.
 * @param {string[]} tags
 */
export function signedPurge(tags) {
  // The worker accepts each signature once (a replay is refused): the nonce keeps two purges of
  // the same tags within one second apart.
  const body = JSON.stringify({ tags, timestamp: Math.floor(Date.now() / 1000), nonce: randomUUID() });
  const signature = createHmac('sha256', DEMO_SECRETS.shopware).update(body).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'shopware-shop-signature': signature } };
}

/**
 * Starts the demo backend and the storefront pointed at it.
 * @param {{ storefrontPort?: number, backendPort?: number, persistTo?: string,
 *   backendVars?: Record<string,string>, storefrontVars?: Record<string,string>,
 *   stdio?: 'inherit'|'pipe', edge?: boolean, logDir?: string }} [opts]
 *   logDir: the workers' output (every request, at log level info) goes to backend.log and
 *   storefront.log there.
 *   edge: serve the storefront through a local stand-in for the edge's compression
 *   (scripts/lib/edge.mjs), the worker itself one port below.
 */
export async function startShop(opts = {}) {
  const backendPort = opts.backendPort ?? 8788;
  const storefrontPort = opts.storefrontPort ?? 8787;
  const workerPort = opts.edge ? storefrontPort - 1 : storefrontPort;
  const backend = await startWorker({
    name: 'demo backend', config: 'worker/demo-backend/wrangler.toml', port: backendPort,
    persistTo: opts.persistTo, vars: opts.backendVars, stdio: opts.stdio, readyPath: '/__demo/health',
    timeoutMs: 180_000,
    ...(opts.logDir ? { logFile: path.join(opts.logDir, 'backend.log'), logLevel: 'info' } : {}),
  });
  const backendUrl = backend.url;
  let storefront;
  try {
    storefront = await startWorker({
      name: 'storefront', config: 'wrangler.toml', port: workerPort, persistTo: opts.persistTo,
      stdio: opts.stdio, readyPath: '/__health',
      ...(opts.logDir ? { logFile: path.join(opts.logDir, 'storefront.log'), logLevel: 'info' } : {}),
      vars: {
        SHOPWARE_ENDPOINT: `${backendUrl}/store-api`,
        SANITY_API_HOST: backendUrl,
        SANITY_CDN_HOST: backendUrl,
        SITE_URL: `http://localhost:${storefrontPort}`,
        // Local-only webhook secrets, so tests and the bench can purge the cache through the
        // real, signed /api/revalidate route. Production sets its own with `wrangler secret put`.
        SHOPWARE_WEBHOOK_SECRET: DEMO_SECRETS.shopware,
        SANITY_WEBHOOK_SECRET: DEMO_SECRETS.sanity,
        // Miniflare would buffer streamed HTML whole to gzip it; locally the page streams raw.
        HTML_CONTENT_ENCODING: 'identity',
        ...opts.storefrontVars,
      },
    });
  } catch (e) {
    await backend.stop();
    throw e;
  }
  let edge = null;
  if (opts.edge) {
    try {
      edge = await startEdge({ port: storefrontPort, originPort: workerPort });
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
