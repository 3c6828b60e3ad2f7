import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startShop } from '../scripts/lib/servers.mjs';
import { shopPorts } from './shops';

/** Starts one shop per worker (e2e/shops.ts), each on fresh local state. */
export default async function globalSetup(config: FullConfig) {
  const persistDirs: string[] = [];
  const shops: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    for (const dir of persistDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One after the other: two wrangler starts at once compete for the two cores and the
    // bundler, and nothing is gained when the first test waits for both anyway.
    for (let index = 0; index < config.workers; index++) {
      const persistTo = mkdtempSync(path.join(tmpdir(), `e2e-shop-${index}-`));
      persistDirs.push(persistTo);
      const ports = shopPorts(index);
      shops.push(await startShop({ storefrontPort: ports.storefront, backendPort: ports.backend, persistTo }));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
