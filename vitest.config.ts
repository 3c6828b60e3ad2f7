import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests beside the code; the demo backend driven over HTTP with
// the official clients; and the storefront worker with the demo backend and a real KV.
// They run one after the other (sequence.groupOrder): the two server projects start and stop
// local workers (scripts/lib/workers-host.mjs), and none of their tests may run while another
// project's servers come and go.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{shared,client,worker,scripts}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**', 'dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'demo-backend',
          sequence: { groupOrder: 1 },
          include: ['worker/demo-backend/**/*.integration.test.ts'],
          globalSetup: ['tests/setup/demo-backend.ts'],
          setupFiles: ['tests/setup/http-client.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 2 },
          include: ['tests/integration/**/*.test.ts', 'worker/**/*.integration.test.ts'],
          exclude: ['worker/demo-backend/**'],
          globalSetup: ['tests/setup/shop.ts'],
          setupFiles: ['tests/setup/http-client.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
