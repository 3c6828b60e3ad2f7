// Starts the demo backend alone, on a fresh local D1, for its contract tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startWorker } from '../../scripts/lib/servers.mjs';

export const DEMO_BACKEND_TEST_PORT = Number(process.env.DEMO_BACKEND_TEST_PORT ?? 8899);

export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'demo-backend-'));
  const backend = await startWorker({
    name: 'demo backend', config: 'demo-backend/wrangler.toml', port: DEMO_BACKEND_TEST_PORT,
    persistTo, readyPath: '/__demo/health', timeoutMs: 240_000,
  });
  project.provide('backendUrl', backend.url);
  project.provide('accessKey', 'SWSCDEMOSTOREFRONTNL00000001');
  project.provide('persistTo', persistTo);
  return async () => {
    await backend.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    backendUrl: string;
    accessKey: string;
    persistTo: string;
    storefrontUrl: string;
    /** The storefront's KV over HTTP (tests/support/kv.ts). */
    kvAdminUrl: string;
  }
}
