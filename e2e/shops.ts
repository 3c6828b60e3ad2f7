// The shop of the end-to-end run: one demo backend and one storefront on fresh local state,
// shared by the workers (one shop per worker was tried: twice the processes on two cores made
// every page slower and the run flakier). Tests never share what they change: faults are
// scoped to the test that switched them (the `faults` fixture, e2e/fixtures.ts), carts belong
// to each test's own browser context, rate limits count per client address.

/** How many workers Playwright runs. */
export const E2E_WORKERS = 2;

export interface ShopUrls {
  storefront: string;
  backend: string;
}

/**
 * The shop's ports, from E2E_PORT_BASE (default 8796): a second run beside the first (a clean
 * clone's CI run while developing) sets another base.
 */
export function shopPorts(): { storefront: number; backend: number; studio: number; studioFront: number } {
  const backend = Number(process.env.E2E_PORT_BASE ?? 8796);
  return { backend, storefront: backend + 1, studio: backend + 2, studioFront: backend + 3 };
}

/**
 * The Studio whose Presentation tool may frame a preview (SANITY_STUDIO_URL; e2e/studio.ts):
 * an origin of its own, as a Studio always has, on the same site as the shop (127.0.0.1), so
 * the preview's cookies (SameSite=Lax over http) go along into its frame, as SameSite=None
 * cookies do over https in production.
 */
export function studioOrigin(): string {
  return `http://127.0.0.1:${shopPorts().studio}`;
}

export function shopUrls(): ShopUrls {
  const ports = shopPorts();
  return { storefront: `http://127.0.0.1:${ports.storefront}`, backend: `http://127.0.0.1:${ports.backend}` };
}
