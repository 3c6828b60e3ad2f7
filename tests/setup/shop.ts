// Starts the demo backend and the storefront (the built worker) on fresh local state.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startShop } from '../../scripts/lib/servers.mjs';

export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'shop-'));
  // INTEGRATION_PORT_BASE moves both ports, for a second run beside the first.
  const base = Number(process.env.INTEGRATION_PORT_BASE ?? 8897);
  const kvAdminPort = base + 5;
  // TEST_CLOCK: the tests move the workers' clock instead of sleeping (moveWorkerClock, scripts/lib/servers.mjs).
  const shop = await startShop({ storefrontPort: base, backendPort: base + 1, persistTo, kvAdminPort, storefrontVars: { TEST_CLOCK: 'on' } });
  project.provide('backendUrl', shop.backend.url);
  project.provide('storefrontUrl', shop.storefront.url);
  project.provide('accessKey', 'SWSCDEMOSTOREFRONTNL00000001');
  project.provide('persistTo', persistTo);
  project.provide('kvAdminUrl', `http://127.0.0.1:${kvAdminPort}`);
  return async () => {
    await shop.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
