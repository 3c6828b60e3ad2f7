// Every Playwright worker has a shop of its own: a demo backend and a storefront with their
// own D1, KV and in-isolate state. A fault, a purge, a rate limit or a cart write of one test
// is then seen by no test running at the same time in another worker; within a worker, tests
// run one after another and the `faults` fixture (e2e/fixtures.ts) clears what a test set.

/** How many workers Playwright runs, and so how many shops the global setup starts. */
export const E2E_WORKERS = 2;

export interface ShopUrls {
  storefront: string;
  backend: string;
}

/**
 * The ports of the shop of the worker with this parallel index (0 .. E2E_WORKERS - 1), from
 * E2E_PORT_BASE (default 8796): a second run beside the first (a clean clone's CI run while
 * developing) sets another base.
 */
export function shopPorts(parallelIndex: number): { storefront: number; backend: number } {
  const backend = Number(process.env.E2E_PORT_BASE ?? 8796) + 10 * parallelIndex;
  return { backend, storefront: backend + 1 };
}

export function shopUrls(parallelIndex: number): ShopUrls {
  const ports = shopPorts(parallelIndex);
  return { storefront: `http://127.0.0.1:${ports.storefront}`, backend: `http://127.0.0.1:${ports.backend}` };
}
