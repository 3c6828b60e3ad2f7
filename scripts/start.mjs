// `npm start`: the shop on http://localhost:8787 with the demo backend on :8788, no network.
// Run `npm run build` first (the npm script does). Ctrl-C stops both workers.
// PORT moves the shop (the worker behind the edge stand-in one below it, the backend one
// above) and STATE_DIR its local state (default .wrangler/state): for a second shop beside the
// first, as the smoke test starts one (tests/integration/smoke.test.ts).
import { startShop } from './lib/servers.mjs';

const port = Number(process.env.PORT ?? 8787);
// Through the edge's compression, as shoppers get it (scripts/lib/edge.mjs).
const shop = await startShop({
  stdio: 'inherit', edge: true, storefrontPort: port, backendPort: port + 1,
  ...(process.env.STATE_DIR ? { persistTo: process.env.STATE_DIR } : {}),
});
console.log(`\n  VELD storefront:  ${shop.storefront.url.replace('127.0.0.1', 'localhost')}\n  Demo backend:     ${shop.backend.url}\n`);
const stop = async () => { await shop.stop(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
