import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests beside the code; the demo backend driven over HTTP with
// the official clients; and the storefront worker with the demo backend and a real KV.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,client,worker,scripts}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**', 'dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'demo-backend',
          include: ['worker/demo-backend/**/*.integration.test.ts'],
          globalSetup: ['tests/setup/demo-backend.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'worker/**/*.integration.test.ts'],
          exclude: ['worker/demo-backend/**'],
          globalSetup: ['tests/setup/shop.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
