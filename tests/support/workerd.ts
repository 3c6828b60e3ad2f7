// Runs a piece of worker code inside workerd (Miniflare), for code that needs the Workers
// runtime itself (HTMLRewriter, for one): the module is bundled with esbuild and called
// through a tiny fetch handler.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { root } from '../../scripts/lib/servers.mjs';

/** The storefront's, from wrangler.toml: the runtime this code runs on in production. */
const COMPATIBILITY_DATE = /compatibility_date = "([\d-]+)"/.exec(readFileSync(path.join(root, 'wrangler.toml'), 'utf8'))![1]!;

export async function workerdFunction(moduleSource: string, exportName: string) {
  // workerd deadlocks under faketime's LD_PRELOAD (npm run test:dates; scripts/lib/workers-host.mjs
  // says more): it keeps the machine's clock, and this code reads none.
  if (process.env.FAKETIME) delete process.env.LD_PRELOAD;
  const bundled = await build({
    stdin: {
      contents: `import { ${exportName} as fn } from ${JSON.stringify(moduleSource)};
        export default { async fetch(request) { const args = await request.json(); return Response.json(await fn(...args)); } };`,
      resolveDir: root, loader: 'ts', sourcefile: 'harness.ts',
    },
    bundle: true, format: 'esm', platform: 'neutral', write: false, conditions: ['workerd', 'worker', 'browser'],
    // What the runtime itself provides, as in wrangler.toml (the request logger's id travels
    // through AsyncLocalStorage, the nodejs_als flag).
    external: ['node:async_hooks', 'cloudflare:*'],
  });
  const mf = new Miniflare({
    modules: true, script: bundled.outputFiles[0]!.text, compatibilityDate: COMPATIBILITY_DATE, compatibilityFlags: ['nodejs_als'],
  });
  return {
    call: async (...args: unknown[]) => (await mf.dispatchFetch('http://workerd.test/', { method: 'POST', body: JSON.stringify(args) })).json(),
    dispose: () => mf.dispose(),
  };
}
