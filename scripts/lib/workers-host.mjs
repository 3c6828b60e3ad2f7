// Runs local workers in one Miniflare, in a process of its own (started by servers.mjs):
//   node scripts/lib/workers-host.mjs '<json spec>'
// Why not `wrangler dev`: its dev server puts a proxy worker and a TCP hop in front of every
// worker and between them, watches files and reloads. On a busy machine a request now and
// then met a reload or a lost keep-alive connection ("Your worker restarted mid-request",
// "Network connection lost"), and a test failed for it (decision 008). Here each worker is
// bundled once exactly as `wrangler deploy` would (its --dry-run), its bindings come from its
// wrangler.toml through wrangler's own conversion, and the storefront's calls to the demo
// backend stay inside workerd (an outbound service): nothing reloads, nothing is in between.
//
// Spec: { persistTo?, logRequests?, watch?, kvAdmin?, workers: [{ name, config, port, vars?, main?, outboundTo? }] }
//   watch: folders whose changes rebundle the workers and reload them (`npm run dev` only).
//   main: the worker served on Miniflare's own port (static assets in front of it); the
//   others get a socket of their own. outboundTo: every fetch the worker makes goes to that
//   worker (the storefront's Shopware and Sanity calls, all to the demo backend locally).
//   kvAdmin: { port, worker, binding } — tests only: that worker's KV namespace over plain HTTP
//   on 127.0.0.1 (GET /keys?prefix=, GET|PUT /value?key=, POST /values), so a test can read, plant and age
//   entries in milliseconds instead of starting the wrangler CLI for each (seconds apiece).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';

const run = promisify(execFile);
const spec = JSON.parse(process.argv[2]);
const root = process.cwd();
const wranglerBin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
const buildDir = mkdtempSync(path.join(tmpdir(), 'workers-host-'));

/** The worker's bundle as `wrangler deploy` makes it (same esbuild settings, defines, rules). */
async function bundle(worker) {
  const outdir = path.join(buildDir, worker.name);
  try {
    await run(process.execPath, [wranglerBin, 'deploy', '--dry-run', '--outdir', outdir, '--config', worker.config], {
      cwd: root, env: process.env, maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(`bundling ${worker.name} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
  return outdir;
}

async function workerOptions(worker) {
  const outdir = await bundle(worker);
  const config = unstable_readConfig({ config: worker.config });
  const { workerOptions: options } = unstable_getMiniflareWorkerOptions(config);
  const entry = path.join(outdir, 'index.js');
  return {
    ...options,
    name: config.name,
    // The bundle has dynamic imports Miniflare cannot follow: one module, given whole, with the
    // files its module rules import beside it (the demo backend's Text rule: the Shopware app's
    // scripts and manifest).
    modulesRoot: outdir,
    modules: [
      { type: 'ESModule', path: entry, contents: readFileSync(entry, 'utf8') },
      ...readdirSync(outdir).filter((file) => file !== 'index.js' && file !== 'README.md' && !file.endsWith('.map'))
        .map((file) => ({ type: 'Text', path: path.join(outdir, file), contents: readFileSync(path.join(outdir, file), 'utf8') })),
    ],
    bindings: { ...options.bindings, ...worker.vars },
    ...(worker.outboundTo ? { outboundService: worker.outboundTo } : {}),
    ...(worker.main ? {} : { unsafeDirectSockets: [{ host: '127.0.0.1', port: worker.port }] }),
  };
}

/** The tests' window on one worker's KV (see kvAdmin above); never started outside tests. */
function serveKvAdmin({ port, worker, binding }) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      // Asked for afresh each time: a reload (setOptions) replaces the namespace's proxy.
      const kv = await mf.getKVNamespace(binding, worker);
      if (req.method === 'GET' && url.pathname === '/keys') {
        const names = [];
        let cursor;
        do {
          const page = await kv.list({ prefix: url.searchParams.get('prefix') ?? '', cursor });
          names.push(...page.keys.map((k) => k.name));
          cursor = page.list_complete ? undefined : page.cursor;
        } while (cursor);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(names));
        return;
      }
      const key = url.searchParams.get('key');
      if (url.pathname === '/value' && key && req.method === 'GET') {
        const value = await kv.get(key, 'text');
        if (value === null) res.writeHead(404).end();
        else res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(value);
        return;
      }
      if (url.pathname === '/values' && req.method === 'POST') {
        // Many values at once ([{ key, value, ttl? }]), for a test that plants thousands.
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const values = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (let start = 0; start < values.length; start += 100) {
          await Promise.all(values.slice(start, start + 100).map(({ key: k, value, ttl }) => kv.put(k, value, { expirationTtl: ttl ?? 604_800 })));
        }
        res.writeHead(204).end();
        return;
      }
      if (url.pathname === '/value' && key && req.method === 'PUT') {
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const ttl = Number(url.searchParams.get('ttl') ?? 604_800);
        await kv.put(key, Buffer.concat(chunks).toString('utf8'), { expirationTtl: ttl });
        res.writeHead(204).end();
        return;
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

// `npm run test:dates` runs the tests under Debian's faketime (LD_PRELOAD), and workerd
// deadlocks at start under its libfaketime (0.9.10: a futex wait before main, even for
// `workerd --version`). The workers keep the machine's clock; the date check moves theirs ahead
// through the tests' clock instead (shared/clock.ts; startShop in servers.mjs).
if (process.env.FAKETIME) delete process.env.LD_PRELOAD;

let mf;
async function stop() {
  try { await mf?.dispose(); } catch {}
  rmSync(buildDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/** Every worker's Miniflare options, the main one first (Miniflare serves its first worker on its own port). */
async function allWorkerOptions() {
  const workers = await Promise.all(spec.workers.map(workerOptions));
  const mainIndex = spec.workers.findIndex((w) => w.main);
  if (mainIndex > 0) workers.unshift(...workers.splice(mainIndex, 1));
  return workers;
}

try {
  const main = spec.workers.find((w) => w.main);
  const shared = {
    host: '127.0.0.1',
    port: main ? main.port : 0,
    // No network here: the request.cf placeholder, not Cloudflare's.
    cf: false,
    log: new Log(spec.logRequests ? LogLevel.INFO : LogLevel.WARN),
    logRequests: Boolean(spec.logRequests),
    ...(spec.persistTo ? { defaultPersistRoot: path.join(spec.persistTo, 'v3') } : {}),
    // bench/profile.mjs only: the workers' V8 inspector (Chrome DevTools Protocol) on this port.
    ...(spec.inspectorPort ? { inspectorPort: spec.inspectorPort } : {}),
  };
  mf = new Miniflare({ ...shared, workers: await allWorkerOptions() });
  await mf.ready;
  if (spec.kvAdmin) await serveKvAdmin(spec.kvAdmin);
  console.log(`workers ready: ${spec.workers.map((w) => `${w.name} on ${w.port}`).join(', ')}`);
  // `npm run dev`: a change rebundles and reloads, one reload at a time, the last change winning.
  let timer = null;
  let reloading = Promise.resolve();
  const reload = () => {
    reloading = reloading.then(async () => {
      try {
        await mf.setOptions({ ...shared, workers: await allWorkerOptions() });
        console.log('workers reloaded');
      } catch (error) {
        console.error(`reload failed (the workers keep running the last good bundle):\n${error.message ?? error}`);
      }
    });
  };
  for (const dir of spec.watch ?? []) {
    watch(path.join(root, dir), { recursive: true }, (_event, file) => {
      // Bundling writes wrangler's scratch files beside the demo backend's config: not a change.
      if (String(file ?? '').split(path.sep).includes('.wrangler')) return;
      clearTimeout(timer);
      timer = setTimeout(reload, 300);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error));
  try { await mf?.dispose(); } catch {}
  rmSync(buildDir, { recursive: true, force: true });
  process.exit(1);
}
