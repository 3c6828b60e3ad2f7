// The deployed shop's smoke test (scripts/smoke.mjs, `npm run smoke -- <url>`) against `npm start`
// (issue 55): the shop a newcomer runs, through the edge stand-in, on ports and state of its
// own. Every check must hold, within the minute the script allows itself; so the script cannot
// rot while nobody deploys.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/servers.mjs';
import { bundleSourceMap, mapStack } from '../../scripts/map-stack.mjs';
import { smoke } from '../../scripts/smoke.mjs';

const PORT = Number(process.env.INTEGRATION_PORT_BASE ?? 8897) + 21;
let shop: ChildProcess;
let state: string;
/** Everything `npm start` wrote: its request and error lines (decision 021) among them. */
let output = '';

beforeAll(async () => {
  state = mkdtempSync(path.join(tmpdir(), 'smoke-shop-'));
  // `npm start` without its build step (the run built the client already).
  shop = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root, env: { ...process.env, PORT: String(PORT), STATE_DIR: state }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('VELD storefront:')) resolve();
    };
    shop.stdout!.on('data', read);
    shop.stderr!.on('data', read);
    shop.on('exit', (code) => reject(new Error(`npm start ended (${code}) before the shop was up:\n${output.slice(-2000)}`)));
  });
});

afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const ended = new Promise((resolve) => shop.on('exit', resolve));
    shop.kill('SIGTERM');
    await ended;
  }
  rmSync(state, { recursive: true, force: true });
});

describe('the smoke test', () => {
  it('finds the local shop working: health, pages with their content, robots, headers and a purge round trip', async () => {
    const lines: string[] = [];
    const results = await smoke(`http://localhost:${PORT}`, { log: (line) => lines.push(line) });
    expect(results.filter((r) => !r.ok), lines.join('\n')).toEqual([]);
    expect(results.map((r) => r.name)).toEqual(['health', 'deep health', 'home', 'category', 'product', 'content page', 'robots.txt', 'purge round trip']);
  });

  it('fails what does not hold: this host is no production host, so it must not be indexable', async () => {
    const results = await smoke(`http://localhost:${PORT}`, { indexable: true, log: () => {} });
    expect(results.find((r) => r.name === 'robots.txt')).toMatchObject({ ok: false, detail: 'says Disallow: / on the production host' });
    const unsigned = await smoke(`http://localhost:${PORT}`, { secret: 'not-the-shop-secret', log: () => {} });
    expect(unsigned.find((r) => r.name === 'deep health')?.ok).toBe(false);
    expect(unsigned.find((r) => r.name === 'purge round trip')?.ok).toBe(false);
  });

  it('maps a logged stack to the TypeScript lines it was built from (the deploy uploads the same source map)', async () => {
    // A deliberately failing route: the demo backend fails every search, this shop's alone.
    const backend = `http://127.0.0.1:${PORT + 1}`;
    const fault = await fetch(`${backend}/__demo/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errorRate: 1, match: '/store-api/search' }) });
    expect(fault.ok).toBe(true);
    let line: { stack?: string } | undefined;
    try {
      const term = `kapot${Date.now()}`;
      const page = await fetch(`http://localhost:${PORT}/products?search=${term}`);
      await page.text();
      const id = page.headers.get('x-request-id');
      // Its error line, with the stack as the log keeps it (bundle frames: index.js:line:column).
      await expect.poll(() => (line = output.split('\n').filter((l) => l.startsWith('{') && l.includes(`"id":"${id}"`))
        .map((l) => JSON.parse(l) as { stack?: string }).find((l) => l.stack))).toBeDefined();
    } finally {
      await fetch(`${backend}/__demo/faults`, { method: 'DELETE' });
    }
    expect(line!.stack).toMatch(/index\.js:\d+:\d+/);
    const { sourceMap, mapDir } = bundleSourceMap();
    const mapped = mapStack(line!.stack!, sourceMap, mapDir);
    expect(mapped, mapped).toMatch(/\b(worker|shared)\/[\w/.-]+\.tsx?:\d+\b/);
  });
});

