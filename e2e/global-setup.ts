import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop } from '../scripts/lib/servers.mjs';

export default async function globalSetup() {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'e2e-shop-'));
  const shop = await startShop({ storefrontPort: 8797, backendPort: 8796, persistTo });
  return async () => {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
