// `npm run dev`: rebuilds the browser bundle on every change (vite build --watch) while
// the workers host rebundles and reloads the workers when their sources or the manifest change.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, startShop } from './lib/servers.mjs';

const manifest = path.join(root, 'dist/client/.vite/manifest.json');
rmSync(manifest, { force: true });
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--watch'], { cwd: root, stdio: 'inherit' });
// The storefront worker bundles the manifest: wait for the first build to write it.
while (!existsSync(manifest)) await new Promise((resolve) => setTimeout(resolve, 200));
const shop = await startShop({ stdio: 'inherit', watch: true });
console.log(`\n  VELD storefront (dev): ${shop.storefront.url.replace('127.0.0.1', 'localhost')}\n`);
const stop = async () => { vite.kill(); await shop.stop(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
