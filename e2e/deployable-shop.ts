// A shop of its own for the deploy test (e2e/version-skew.spec.ts): a copy of the project's
// sources and build, run by the workers host with `watch` on, so a new build written into the
// copy reloads the running storefront as a deploy does: a new worker bundle, a new build id,
// new static files, and the previous build's files gone. The shop of the run is never touched.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startShop } from '../scripts/lib/servers.mjs';

/** What bundling the workers reads (their TypeScript settings decide the JSX transform). */
const SOURCES = ['worker', 'demo-backend', 'shopware-app', 'client', 'shared', 'wrangler.toml', 'package.json', ...readdirSync(root).filter((f) => /^tsconfig.*\.json$/.test(f))];

export interface DeployableShop {
  url: string;
  /** The build id the storefront serves now. */
  build(): Promise<string>;
  /** Replaces the build with a new one (every file renamed) and resolves with its id once served. */
  deploy(): Promise<string>;
  stop(): Promise<void>;
}

export async function startDeployableShop(ports: { storefront: number; backend: number }): Promise<DeployableShop> {
  const dir = mkdtempSync(path.join(tmpdir(), 'deployable-shop-'));
  for (const name of SOURCES) cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const persistTo = mkdtempSync(path.join(tmpdir(), 'deployable-shop-state-'));
  const shop = await startShop({ root: dir, watch: true, storefrontPort: ports.storefront, backendPort: ports.backend, persistTo });
  const url = shop.storefront.url;
  const build = async () => ((await (await fetch(`${url}/__build`)).json()) as { build: string }).build;
  return {
    url,
    build,
    async deploy() {
      const before = await build();
      writeNextBuild(path.join(dir, 'dist/client'));
      const until = Date.now() + 60_000;
      for (;;) {
        const now = await build().catch(() => before);
        if (now !== before) return now;
        if (Date.now() > until) throw new Error('the new build was not served within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      await shop.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/**
 * The next build, as a new build differs from the last: every emitted file under a new name
 * (and every reference to it rewritten), the old names gone. The manifest is written last: it is
 * what the workers host watches, and what the worker's bundle reads.
 */
function writeNextBuild(client: string) {
  const assets = path.join(client, 'assets');
  const files = readdirSync(assets);
  const renamed = new Map(files.map((file) => [file, file.replace(/(\.[a-z0-9]+)$/i, '-next$1')]));
  // Longest names first, so a name that is the start of another is not rewritten inside it.
  const order = [...renamed.keys()].sort((a, b) => b.length - a.length);
  const rewrite = (text: string) => order.reduce((out, from) => out.split(from).join(renamed.get(from)!), text);
  for (const file of files) {
    const from = path.join(assets, file);
    if (/\.(js|css|json|map)$/.test(file)) writeFileSync(from, rewrite(readFileSync(from, 'utf8')));
    renameSync(from, path.join(assets, renamed.get(file)!));
  }
  const manifest = path.join(client, '.vite/manifest.json');
  writeFileSync(manifest, rewrite(readFileSync(manifest, 'utf8')));
}
