import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startShop } from '../scripts/lib/servers.mjs';
import { shopPorts, studioOrigin } from './shops';
import { startStudio } from './studio';

/** Starts the shop of the run (e2e/shops.ts) on fresh local state. */
export default async function globalSetup() {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'e2e-shop-'));
  // Every request the shop served, to read after a failure (test-results is emptied per run).
  const logDir = path.join(root, '.wrangler', 'e2e-logs');
  rmSync(logDir, { recursive: true, force: true });
  const ports = shopPorts();
  const shop = await startShop({
    storefrontPort: ports.storefront, backendPort: ports.backend, persistTo, logDir,
    // Faults switched by a test reach only the requests carrying its scope header.
    storefrontVars: { DEMO_FAULT_SCOPE: 'on', TEST_CLOCK: 'on', SANITY_STUDIO_URL: studioOrigin() },
  });
  const studio = await startStudio(ports.studio);
  return async () => {
    await studio.stop();
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
