// The shop's one clock (issue 48): what every rule that depends on the time reads, in both
// workers — a cached entry's age, a webhook's or a signed cookie's age, a rate-limit window, a
// guest's order proof, the demo backend's order and cart dates. In production it is the
// platform's clock, nothing more.
//
// A local test run moves it ahead instead of sleeping: the storefront's `POST /__test/clock`
// (only while its TEST_CLOCK var is `on`, never deployed) and the demo backend's
// `POST /__demo/clock` call moveClockAhead in their isolate (moveWorkerClock in
// scripts/lib/servers.mjs moves both). The clock only ever moves forward, as a real one does;
// durations (a deadline, a timing) keep reading `performance.now()`. The date check's shops
// start every isolate ahead already (TEST_CLOCK_BASE_MS, read by worker/index.ts and
// demo-backend/index.ts when the module loads): a move made over HTTP lives in one
// isolate, and an isolate workerd starts afresh would otherwise be back at today's date.
import * as z from 'zod';

let aheadMs = 0;

/**
 * The body both clock routes take: whole milliseconds ahead, up to twenty years (the date check
 * moves the workers ten years ahead, scripts/date-check.mjs).
 */
export const CLOCK_MOVE = z.strictObject({ aheadMs: z.number().int().min(0).max(20 * 366 * 86_400_000) });
export const CLOCK_MOVE_REFUSED = 'aheadMs: whole milliseconds, at most twenty years';

/** Milliseconds since the epoch, by the shop's clock. */
export function clockNow(): number {
  return Date.now() + aheadMs;
}

/** Moves this isolate's clock ahead by `ms` (tests only, see above); answers how far ahead it is. */
export function moveClockAhead(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves ahead');
  aheadMs += ms;
  return aheadMs;
}

/**
 * Starts this isolate's clock `baseMs` ahead: the TEST_CLOCK_BASE_MS var, as the date check's
 * shops set it, read when a worker's module loads. Unset or not a whole positive number: nothing.
 */
export function startClockAhead(baseMs: string | undefined): void {
  const ms = Number(baseMs ?? 0);
  if (Number.isInteger(ms) && ms > 0) moveClockAhead(ms);
}
