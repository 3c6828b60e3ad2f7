// The tests' clock route moves the clock only where a local test run switched it on.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clockNow } from '../../shared/clock';
import type { AppEnv } from '../types';
import { TEST_CLOCK_PATH, testClock } from './test-clock';

function shop() {
  const app = new Hono<AppEnv>();
  app.use(TEST_CLOCK_PATH, testClock());
  app.all('*', (c) => c.text('de winkel', 404));
  return app;
}
const move = (env: Record<string, string>, body: unknown) =>
  shop().request(TEST_CLOCK_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, env);

describe('POST /__test/clock', () => {
  it('is a path like any other unless TEST_CLOCK is on, and then moves the clock ahead', async () => {
    const before = clockNow();
    const refused = await move({}, { aheadMs: 3_600_000 });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('de winkel');
    expect(clockNow()).toBeLessThan(before + 3_600_000);

    const moved = await move({ TEST_CLOCK: 'on' }, { aheadMs: 3_600_000 });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('cache-control')).toBe('no-store');
    expect(clockNow()).toBeGreaterThanOrEqual(before + 3_600_000);
  });

  it('moves only ahead, by whole milliseconds', async () => {
    for (const aheadMs of [-1, 1.5, '5000']) expect((await move({ TEST_CLOCK: 'on' }, { aheadMs })).status).toBe(400);
  });
});
