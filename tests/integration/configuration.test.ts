// A storefront without its Shopware endpoint or access key refuses to start, saying why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startWorker } from '../../scripts/lib/servers.mjs';

const MESSAGE = 'Make sure that endpoint and accessToken are settled in the configuration';

describe('configuration', () => {
  for (const missing of ['SHOPWARE_ACCESS_KEY', 'SHOPWARE_ENDPOINT']) {
    it(`fails at start-up without ${missing}`, async () => {
      const persistTo = mkdtempSync(path.join(tmpdir(), 'config-'));
      try {
        const outcome = await startWorker({
          name: 'storefront', config: 'wrangler.toml', port: 8852, persistTo, readyPath: '/__health',
          timeoutMs: 60_000, vars: { [missing]: '' },
        }).then(async (worker) => { await worker.stop(); return 'it started'; }, (e: Error) => e.message);
        expect(outcome).toContain(MESSAGE);
      } finally {
        rmSync(persistTo, { recursive: true, force: true });
      }
    });
  }
});
