// POST /__test/clock {"aheadMs": n}: moves this isolate's clock ahead (shared/clock.ts), so the
// integration and end-to-end tests let time pass (the memory layer's 5 s, a rate-limit window)
// without sleeping (issue 48). Only while the TEST_CLOCK var is `on`, which the local test
// setups set and no deployed environment has; otherwise it is a path like any other, and the
// shop answers it as one. It answers how far ahead the clock is, and the shop's time (`now`):
// what a test signs a webhook with, once it moved the clock (shopNow, scripts/lib/servers.mjs).
import type { MiddlewareHandler } from 'hono';
import { clockNow, CLOCK_MOVE, CLOCK_MOVE_REFUSED, moveClockAhead, startClockAhead } from '../../shared/clock';
import type { AppEnv } from '../types';
import type { Bindings } from '../env';

export const TEST_CLOCK_PATH = '/__test/clock';

export function testClock(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.env.TEST_CLOCK !== 'on' || c.req.path !== TEST_CLOCK_PATH || c.req.method !== 'POST') return next();
    const parsed = CLOCK_MOVE.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: CLOCK_MOVE_REFUSED }, 400);
    return c.json({ aheadMs: moveClockAhead(parsed.data.aheadMs), now: clockNow() }, 200, { 'Cache-Control': 'no-store' });
  };
}

/**
 * Starts this isolate's clock TEST_CLOCK_BASE_MS ahead (with TEST_CLOCK on): the date check's
 * shops run a year or ten ahead from their first instruction, and so does an isolate workerd
 * starts again mid-run (a move over /__test/clock lives in one isolate only).
 */
export function startTestClock(env: Pick<Bindings, 'TEST_CLOCK' | 'TEST_CLOCK_BASE_MS'>): void {
  if (env.TEST_CLOCK === 'on') startClockAhead(env.TEST_CLOCK_BASE_MS);
}
