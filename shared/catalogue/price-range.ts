// The price filter's rules (spec section 5): bounds default to 0 and 1000, min stays at or
// below max, the keyboard step is ceil((max - min) / 20).
export const DEFAULT_PRICE_BOUNDS = { min: 0, max: 1000 } as const;

export interface PriceBounds {
  min: number;
  max: number;
}

export function priceBounds(listingPrice: Partial<PriceBounds> | null | undefined): PriceBounds {
  const min = Number.isFinite(listingPrice?.min) ? Math.floor(listingPrice!.min!) : DEFAULT_PRICE_BOUNDS.min;
  const max = Number.isFinite(listingPrice?.max) ? Math.ceil(listingPrice!.max!) : DEFAULT_PRICE_BOUNDS.max;
  return max > min ? { min, max } : { ...DEFAULT_PRICE_BOUNDS };
}

export function priceStep(bounds: PriceBounds): number {
  return Math.max(1, Math.ceil((bounds.max - bounds.min) / 20));
}

/**
 * The nearest of the slider's steps (bounds.min + k × step, or bounds.max): the prices a shopper
 * can choose, and the ones the worker rounds any other price onto (listing-bounds.ts).
 */
export function snapPrice(value: number, bounds: PriceBounds): number {
  const snapped = priceOnGrid(value, bounds, Math.round);
  return Math.abs(bounds.max - value) <= Math.abs(snapped - value) ? bounds.max : snapped;
}

/**
 * The step `round` takes `value` to (bounds.min + k × step), within the bounds: Math.round for
 * the nearest, Math.floor and Math.ceil to round a filter's bounds outwards (listing-bounds.ts).
 */
export function priceOnGrid(value: number, bounds: PriceBounds, round: (steps: number) => number): number {
  const step = priceStep(bounds);
  return Math.min(bounds.max, Math.max(bounds.min, bounds.min + round((value - bounds.min) / step) * step));
}

/** Moving one handle never passes the other. */
export function clampRange(range: PriceBounds, changed: 'min' | 'max', value: number, bounds: PriceBounds): PriceBounds {
  const v = Math.min(Math.max(value, bounds.min), bounds.max);
  return changed === 'min' ? { min: Math.min(v, range.max), max: range.max } : { min: range.min, max: Math.max(v, range.min) };
}

/** The price chip shows only when both bounds are set. */
export function showsPriceChip(minPrice: number | null, maxPrice: number | null): boolean {
  return minPrice !== null && maxPrice !== null;
}
