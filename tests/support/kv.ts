// Reads and rewrites the storefront's local KV, so tests can age an entry instead of waiting
// for it to go stale. The workers host serves the namespace over HTTP for tests (its kvAdmin
// option, scripts/lib/workers-host.mjs): milliseconds a call, where starting the wrangler CLI
// cost seconds apiece on a busy machine. `kv` is that address (inject('kvAdminUrl')).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

async function call(url: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status >= 500) throw new Error(`KV admin ${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

export async function kvKeys(kv: string, prefix: string): Promise<string[]> {
  return (await (await call(`${kv}/keys?prefix=${encodeURIComponent(prefix)}`)).json()) as string[];
}

/** One value as text, or null when KV holds no such key. */
export async function kvGet(kv: string, key: string): Promise<string | null> {
  const res = await call(`${kv}/value?key=${encodeURIComponent(key)}`);
  return res.status === 404 ? null : res.text();
}

/** Writes one value (an entry planted by a test), kept for a week. */
export async function kvPut(kv: string, key: string, value: string): Promise<void> {
  const res = await call(`${kv}/value?key=${encodeURIComponent(key)}&ttl=604800`, { method: 'PUT', body: value });
  if (res.status !== 204) throw new Error(`KV admin PUT ${key}: ${res.status}`);
}

/** Writes many values at once (thousands of planted entries), kept for a week. */
export async function kvPutMany(kv: string, values: { key: string; value: string }[]): Promise<void> {
  const res = await call(`${kv}/values`, { method: 'POST', body: JSON.stringify(values) });
  if (res.status !== 204) throw new Error(`KV admin POST /values: ${res.status}`);
}

/**
 * What `read` gives once it satisfies `ok`: the KV writes of a miss follow the answer (decision
 * 011), so a test that reads them back right after a response waits for them. It waits for the
 * write, not for a time: `ms` only ends the wait shortly before the test's own timeout (60 s),
 * and then it fails, naming the last value `read` gave (what never came).
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 50_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) {
      const last = value instanceof Map ? [...value] : value;
      throw new Error(`eventually: not there after ${ms} ms; the last read gave ${JSON.stringify(last)?.slice(0, 1000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * When each entry under `prefix` was written (its storedAt), newest first: a test that aged the
 * entries waits until one is newer than the newest it aged, i.e. until a refresh has landed.
 */
export async function storedTimes(kv: string, prefix: string): Promise<number[]> {
  const values = await Promise.all((await kvKeys(kv, prefix)).map((key) => kvGet(kv, key)));
  return values.filter((v) => v !== null).map((v) => (JSON.parse(v) as { storedAt: number }).storedAt).sort((a, b) => b - a);
}

/** Moves the storedAt of every entry under `prefix` back by `seconds`, keeping everything else. */
export async function ageEntries(kv: string, prefix: string, seconds: number): Promise<number> {
  let aged = 0;
  for (const key of await kvKeys(kv, prefix)) {
    const value = await kvGet(kv, key);
    if (!value) continue;
    const entry = JSON.parse(value) as { storedAt: number };
    entry.storedAt -= seconds * 1000;
    await kvPut(kv, key, JSON.stringify(entry));
    aged++;
  }
  return aged;
}

/**
 * Every byte the storefront's KV holds (values and keys), for leak checks. The shop keeps
 * writing while this reads (a page's entries are written after its answer): a blob replaced
 * or expired between listing and reading is gone, and what replaced it is a file of its own.
 */
export function kvBytes(persistTo: string): string {
  const dir = path.join(persistTo, 'v3/kv');
  const files: string[] = [];
  const walk = (d: string) => readdirSync(d).forEach((n) => {
    const f = path.join(d, n);
    const stat = ifStillThere(() => statSync(f));
    if (stat?.isDirectory()) walk(f); else if (stat) files.push(f);
  });
  walk(dir);
  return files.map((f) => ifStillThere(() => readFileSync(f).toString('latin1')) ?? '').join('\n');
}

function ifStillThere<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
