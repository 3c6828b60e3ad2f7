// POST /__test/clock {"aheadMs": n}: moves this isolate's clock ahead (shared/clock.ts), so the
// integration and end-to-end tests let time pass (the memory layer's 5 s, a rate-limit window)
// without sleeping (issue 48). Only while the TEST_CLOCK var is `on`, which the local test
// setups set and no deployed environment has; otherwise it is a path like any other, and the
// shop answers it as one. It answers how far ahead the clock is.
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { moveClockAhead } from '../../shared/clock';
import type { AppEnv } from '../types';

export const TEST_CLOCK_PATH = '/__test/clock';
// Up to twenty years: the date check moves the workers ten years ahead (scripts/date-check.mjs).
const body = z.strictObject({ aheadMs: z.number().int().min(0).max(20 * 366 * 86_400_000) });

export function testClock(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.env.TEST_CLOCK !== 'on' || c.req.path !== TEST_CLOCK_PATH || c.req.method !== 'POST') return next();
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'aheadMs: whole milliseconds, at most twenty years' }, 400);
    return c.json({ aheadMs: moveClockAhead(parsed.data.aheadMs) }, 200, { 'Cache-Control': 'no-store' });
  };
}
