import { describe, expect, it } from 'vitest';
import { clampRange, priceBounds, priceOnGrid, priceStep, showsPriceChip, snapPrice } from './price-range';

describe('price range', () => {
  it('defaults the bounds to 0 and 1000', () => {
    expect(priceBounds(undefined)).toEqual({ min: 0, max: 1000 });
    expect(priceBounds({ min: 5, max: 5 })).toEqual({ min: 0, max: 1000 });
    expect(priceBounds({ min: 19.95, max: 349.5 })).toEqual({ min: 19, max: 350 });
  });
  it('steps by ceil((max - min) / 20)', () => {
    expect(priceStep({ min: 0, max: 1000 })).toBe(50);
    expect(priceStep({ min: 19, max: 350 })).toBe(17);
    expect(priceStep({ min: 0, max: 10 })).toBe(1);
  });
  it('keeps min at or below max while dragging', () => {
    const bounds = { min: 0, max: 1000 };
    expect(clampRange({ min: 100, max: 300 }, 'min', 500, bounds)).toEqual({ min: 300, max: 300 });
    expect(clampRange({ min: 100, max: 300 }, 'max', 50, bounds)).toEqual({ min: 100, max: 100 });
    expect(clampRange({ min: 100, max: 300 }, 'max', 5000, bounds)).toEqual({ min: 100, max: 1000 });
  });
  it('shows the chip only when both bounds are set', () => {
    expect(showsPriceChip(10, 90)).toBe(true);
    expect(showsPriceChip(10, null)).toBe(false);
    expect(showsPriceChip(null, null)).toBe(false);
  });
});

describe('snapPrice', () => {
  it('lands on the slider steps or the exact maximum', () => {
    const bounds = { min: 0, max: 1003 }; // step 51
    expect(snapPrice(37, bounds)).toBe(51);
    expect(snapPrice(20, bounds)).toBe(0);
    expect(snapPrice(952, bounds)).toBe(969);
    expect(snapPrice(1000, bounds)).toBe(1003);
    expect(snapPrice(-5, bounds)).toBe(0);
    expect(snapPrice(5000, bounds)).toBe(1003);
    // The exact maximum, even where a step lies just below it (22..346 steps by 17: 345).
    expect(snapPrice(346, { min: 22, max: 346 })).toBe(346);
    expect(snapPrice(344, { min: 22, max: 346 })).toBe(345);
  });
});

describe('priceOnGrid', () => {
  it('rounds onto the slider steps the way it is told, within the bounds', () => {
    const bounds = { min: 0, max: 1003 }; // step 51
    expect(priceOnGrid(60, bounds, Math.floor)).toBe(51);
    expect(priceOnGrid(60, bounds, Math.ceil)).toBe(102);
    expect(priceOnGrid(60, bounds, Math.round)).toBe(51);
    expect(priceOnGrid(1002, bounds, Math.ceil)).toBe(1003);
    expect(priceOnGrid(-40, bounds, Math.floor)).toBe(0);
  });
});
