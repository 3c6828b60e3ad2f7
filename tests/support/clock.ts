// Where the tests' clocks start (issue 48). The unit tests read one that starts at
// UNIT_TEST_NOW (tests/setup/unit-clock.ts); the integration and end-to-end tests move the
// workers' clock ahead instead of sleeping (moveWorkerClock below; shared/clock.ts).

/** 2031-03-14 09:30 UTC: far from the day any test was written, on purpose. */
export const UNIT_TEST_NOW = Date.UTC(2031, 2, 14, 9, 30);

/**
 * Lets `ms` pass for the shop without waiting: moves the storefront's clock and the demo
 * backend's ahead together (shared/clock.ts; the storefront's route needs TEST_CLOCK=on, which
 * tests/setup/shop.ts sets). Their KV and D1 keep the real time: what they expire lives for a
 * minute or more, past anything a test moves.
 */
export async function moveWorkerClock(urls: { storefront: string; backend: string }, ms: number): Promise<void> {
  for (const url of [`${urls.storefront}/__test/clock`, `${urls.backend}/__demo/clock`]) {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ aheadMs: ms }) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: is TEST_CLOCK on?`);
  }
}
