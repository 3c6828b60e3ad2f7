// Issue 53's rule: the storefront calls no Store API route that neither stock Shopware (the
// OpenAPI document @shopware/api-client ships) nor the shop's Shopware app (its script folders in
// shopware-app/VeldStorefront/Resources/scripts/) declares. Every call is an `invoke` of a named
// operation ('<name> <method> <path>'): this lists them all from the worker's source, and each must
// be the document's, or `/script/<hook>` of one of the app's `store-api-<hook>` folders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const worker = path.resolve(__dirname, '..');
const schema = JSON.parse(readFileSync(path.join(worker, '..', 'node_modules/@shopware/api-client/api-types/storeApiSchema.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const APP_SCRIPTS = path.join(worker, '..', 'shopware-app/VeldStorefront/Resources/scripts');

/** Every TypeScript file of the worker but its tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The operations the worker invokes: name, method, path. */
function invokedOperations(): { name: string; method: string; path: string; file: string }[] {
  return sources(worker).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\binvoke\(\s*'(\w+) (get|post|patch|delete) ([^']+)'/g)]
    .map((m) => ({ name: m[1]!, method: m[2]!, path: m[3]!, file: path.relative(worker, file) })));
}

/** Where an operation comes from: 'stock', 'app', or null (neither). */
function origin(op: { name: string; method: string; path: string }, appHooks: ReadonlySet<string>): 'stock' | 'app' | null {
  const script = /^\/script\/([a-z0-9-]+)$/.exec(op.path);
  if (script) return appHooks.has(`store-api-${script[1]}`) ? 'app' : null;
  return schema.paths[op.path]?.[op.method]?.operationId === op.name ? 'stock' : null;
}

describe('the Store API routes the storefront calls', () => {
  const appHooks = new Set(readdirSync(APP_SCRIPTS).filter((folder) => folder.startsWith('store-api-')));
  const operations = invokedOperations();

  it('are stock Shopware\'s or the app\'s, and nothing else', () => {
    expect(operations.length).toBeGreaterThan(40);
    const elsewhere = operations.filter((op) => origin(op, appHooks) === null).map((op) => `${op.file}: ${op.name} ${op.method} ${op.path}`);
    expect(elsewhere).toEqual([]);
    // Both sides, as the closing note of issue 53 lists them.
    const app = [...new Set(operations.filter((op) => origin(op, appHooks) === 'app').map((op) => op.path))];
    expect(app).toEqual(['/script/veld-looks']);
  });

  it('would fail on a route of neither', () => {
    expect(origin({ name: 'quickSearch', method: 'post', path: '/quick-search' }, appHooks)).toBeNull();
    expect(origin({ name: 'readLooks', method: 'post', path: '/script/veld-unknown' }, appHooks)).toBeNull();
    // A stock path under another operation's name is not the document's either.
    expect(origin({ name: 'readBrands', method: 'get', path: '/product' }, appHooks)).toBeNull();
    expect(origin({ name: 'readProduct', method: 'post', path: '/product' }, appHooks)).toBe('stock');
  });
});
