// The registries name chunks by source path ('client/routes/page.tsx'): the worker looks those
// up in Vite's manifest to preload a page's chunks, and a name the manifest lacks is a preload
// silently missing. Every such path the code names must be a key of the build's manifest (the
// client build runs first in `npm test`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const manifestFile = path.join(root, 'dist/client/.vite/manifest.json');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Sources bundled into the entry chunk (no chunk of their own): the entry preloads them. */
const IN_ENTRY = new Set(['client/routes/root.tsx']);

it('every source path a registry names is a chunk of the build', () => {
  expect(existsSync(manifestFile), 'run the client build first (npm run build)').toBe(true);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  const named = new Map<string, string>();
  for (const file of [...files(path.join(root, 'client')), ...files(path.join(root, 'worker/render'))]) {
    for (const [, source] of readFileSync(file, 'utf8').matchAll(/['"`](client\/[\w./-]+\.tsx?)['"`]/g)) {
      named.set(source!, path.relative(root, file));
    }
  }
  // The route table, the page's screens, the error screen and the entry at least.
  expect(named.size).toBeGreaterThanOrEqual(15);
  const missing = [...named].filter(([source]) => !(source in manifest) && !IN_ENTRY.has(source)).map(([source, file]) => `${source} (named in ${file})`);
  expect(missing).toEqual([]);
});
