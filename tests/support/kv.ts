// Reads and rewrites the storefront's local KV (the same persist directory `wrangler dev`
// uses), so tests can age an entry instead of waiting for it to go stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/servers.mjs';

const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

function run(args: string[], persistTo: string): string {
  return execFileSync(process.execPath, [wrangler, 'kv', ...args, '--binding', 'CACHE', '--local', '--persist-to', persistTo], {
    cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function kvKeys(persistTo: string, prefix: string): string[] {
  const out = run(['key', 'list', '--prefix', prefix], persistTo);
  return (JSON.parse(out.slice(out.indexOf('['))) as { name: string }[]).map((k) => k.name);
}

/** One value as text, or null when KV holds no such key. */
export function kvGet(persistTo: string, key: string): string | null {
  try {
    const raw = run(['key', 'get', key, '--text'], persistTo);
    return raw.includes('Value not found') ? null : raw;
  } catch {
    return null;
  }
}

/** Writes one value (an entry planted by a test), kept for a week. */
export function kvPut(persistTo: string, key: string, value: string): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'kv-'));
  try {
    const file = path.join(dir, 'value');
    writeFileSync(file, value);
    run(['key', 'put', key, '--path', file, '--ttl', '604800'], persistTo);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Moves an entry's storedAt back by `seconds`, keeping everything else. */
export function ageEntry(persistTo: string, key: string, seconds: number): void {
  const raw = run(['key', 'get', key, '--text'], persistTo);
  const entry = JSON.parse(raw.slice(raw.indexOf('{'))) as { storedAt: number };
  entry.storedAt -= seconds * 1000;
  const dir = mkdtempSync(path.join(tmpdir(), 'kv-'));
  try {
    const file = path.join(dir, 'value.json');
    writeFileSync(file, JSON.stringify(entry));
    run(['key', 'put', key, '--path', file, '--ttl', '604800'], persistTo);
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
