// `npm start`: the shop on http://localhost:8787 with the demo backend on :8788, no network.
// Run `npm run build` first (the npm script does). Ctrl-C stops both workers.
import { startShop } from './lib/servers.mjs';

// Through the edge's compression, as shoppers get it (scripts/lib/edge.mjs).
const shop = await startShop({ stdio: 'inherit', edge: true });
console.log(`\n  VELD storefront:  ${shop.storefront.url.replace('127.0.0.1', 'localhost')}\n  Demo backend:     ${shop.backend.url}\n`);
const stop = async () => { await shop.stop(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
