import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop } from '../scripts/lib/servers.mjs';

/** The demo backend of the end-to-end run (specs switch its faults directly). */
export const E2E_BACKEND_PORT = 8796;

export default async function globalSetup() {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'e2e-shop-'));
  const shop = await startShop({ storefrontPort: 8797, backendPort: E2E_BACKEND_PORT, persistTo });
  return async () => {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
