import { describe, expect, it } from 'vitest';
import { clockNow, moveClockAhead } from './clock';

describe('the shop clock', () => {
  it('reads the platform clock, moved ahead only when a test says so, and never back', () => {
    const before = Date.now();
    expect(clockNow()).toBeGreaterThanOrEqual(before);
    moveClockAhead(5_000);
    expect(clockNow()).toBeGreaterThanOrEqual(before + 5_000);
    expect(() => moveClockAhead(-1)).toThrow(RangeError);
    expect(() => moveClockAhead(Number.NaN)).toThrow(RangeError);
  });
});
