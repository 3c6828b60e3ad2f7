// Reads and rewrites the storefront's local KV (the same persist directory `wrangler dev`
// uses), so tests can age an entry instead of waiting for it to go stale.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../../scripts/lib/servers.mjs';

const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const execFileAsync = promisify(execFile);

// Asynchronous, so the test process keeps running while wrangler does (its HTTP client then
// notices the connections the runtime closed meanwhile), and in bulk: one command for any
// number of keys, as each start of wrangler costs seconds on a busy machine.
async function run(args: string[], persistTo: string): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, [wrangler, 'kv', ...args, '--binding', 'CACHE', '--local', '--persist-to', persistTo], {
    cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

export async function kvKeys(persistTo: string, prefix: string): Promise<string[]> {
  const out = await run(['key', 'list', '--prefix', prefix], persistTo);
  return (JSON.parse(out.slice(out.indexOf('['))) as { name: string }[]).map((k) => k.name);
}

/** One value as text, or null when KV holds no such key. */
export async function kvGet(persistTo: string, key: string): Promise<string | null> {
  try {
    const raw = await run(['key', 'get', key, '--text'], persistTo);
    return raw.includes('Value not found') ? null : raw;
  } catch {
    return null;
  }
}

/** Writes one value (an entry planted by a test), kept for a week. */
export async function kvPut(persistTo: string, key: string, value: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kv-'));
  try {
    const file = path.join(dir, 'value');
    writeFileSync(file, value);
    await run(['key', 'put', key, '--path', file, '--ttl', '604800'], persistTo);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Moves the storedAt of every entry under `prefix` back by `seconds`, keeping everything else. */
export async function ageEntries(persistTo: string, prefix: string, seconds: number): Promise<number> {
  const keys = await kvKeys(persistTo, prefix);
  if (keys.length === 0) return 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'kv-'));
  try {
    const keysFile = path.join(dir, 'keys.json');
    writeFileSync(keysFile, JSON.stringify(keys));
    const out = await run(['bulk', 'get', keysFile], persistTo);
    // `{ "<key>": { "value": … } }`, then a line saying Success.
    const values = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1)) as Record<string, { value: unknown } | null>;
    const aged = Object.entries(values).flatMap(([key, found]) => {
      if (!found?.value) return [];
      const entry = (typeof found.value === 'string' ? JSON.parse(found.value) : found.value) as { storedAt: number };
      entry.storedAt -= seconds * 1000;
      return [{ key, value: JSON.stringify(entry), expiration_ttl: 604_800 }];
    });
    const putFile = path.join(dir, 'put.json');
    writeFileSync(putFile, JSON.stringify(aged));
    await run(['bulk', 'put', putFile], persistTo);
    return aged.length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every byte the storefront's KV holds (values and keys), for leak checks. */
export function kvBytes(persistTo: string): string {
  const dir = path.join(persistTo, 'v3/kv');
  const files: string[] = [];
  const walk = (d: string) => readdirSync(d).forEach((n) => {
    const f = path.join(d, n);
    if (statSync(f).isDirectory()) walk(f); else files.push(f);
  });
  walk(dir);
  return files.map((f) => readFileSync(f).toString('latin1')).join('\n');
}
