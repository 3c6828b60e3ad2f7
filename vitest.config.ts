import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests beside the code; the demo backend driven over HTTP with
// the official clients; and the storefront worker with the demo backend and a real KV.
// They run one after the other (sequence.groupOrder): the two server projects start and stop
// local workers (scripts/lib/workers-host.mjs), and none of their tests may run while another
// project's servers come and go.
// A busy machine makes every step several times slower (issue 31): a test waits for the event
// it needs, never for a time. expect.poll waits until shortly before the test's own timeout, so
// that a failure names what never came; the timeouts are far past what a test takes when quiet.
const unitWaits = { testTimeout: 30_000, expect: { poll: { timeout: 25_000 } } };
const serverWaits = { testTimeout: 60_000, hookTimeout: 240_000, expect: { poll: { timeout: 50_000 } } };

/**
 * The Shopware app's scripts and manifest, as text: the demo backend imports them so (its
 * wrangler.toml's Text rule), and tests import the demo backend's routes.
 */
const appFilesAsText = {
  name: 'shopware-app-files-as-text',
  transform(code: string, id: string) {
    return /\/shopware-app\/.*\.(twig|xml)$/.test(id) ? { code: `export default ${JSON.stringify(code)};`, map: null } : null;
  },
};

export default defineConfig({
  plugins: [appFilesAsText],
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{shared,client,worker,demo-backend,scripts,studio}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**', 'dist/**'],
          environment: 'node',
          // Threads, two of them: on two cores the default (one worker, forks) left a core idle
          // and took 91 core-seconds where this takes 72 (issue 48).
          pool: 'threads',
          maxWorkers: 2,
          // One clock for every unit test, not today's date (issue 48).
          setupFiles: ['tests/setup/unit-clock.ts', 'tests/setup/client-code.ts'],
          ...unitWaits,
        },
      },
      {
        test: {
          name: 'demo-backend',
          sequence: { groupOrder: 1 },
          include: ['demo-backend/**/*.integration.test.ts'],
          globalSetup: ['tests/setup/demo-backend.ts'],
          setupFiles: ['tests/setup/http-client.ts'],
          fileParallelism: false,
          ...serverWaits,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 2 },
          include: ['tests/integration/**/*.test.ts', 'worker/**/*.integration.test.ts'],
          globalSetup: ['tests/setup/shop.ts'],
          setupFiles: ['tests/setup/http-client.ts'],
          fileParallelism: false,
          ...serverWaits,
        },
      },
    ],
  },
});
