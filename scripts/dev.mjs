// `npm run dev`: rebuilds the browser bundle on every change (vite build --watch) while
// wrangler dev reloads the workers when their sources or the manifest change.
import { spawn } from 'node:child_process';
import { root, startShop } from './lib/servers.mjs';

const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--watch', '--mode', 'development'], { cwd: root, stdio: 'inherit' });
// The first build must exist before the storefront worker bundles the manifest.
await new Promise((resolve) => setTimeout(resolve, 4000));
const shop = await startShop({ stdio: 'inherit' });
console.log(`\n  VELD storefront (dev): ${shop.storefront.url.replace('127.0.0.1', 'localhost')}\n`);
const stop = async () => { vite.kill(); await shop.stop(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
