import { describe, expect, it } from 'vitest';
import { listingHref, parseListingState, toggleId, usesParentCategory, withFilters } from './listing-state';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const parse = (qs: string) => parseListingState(new URLSearchParams(qs));

describe('parseListingState', () => {
  it('reads the spec query keys', () => {
    expect(parse(`p=3&sort=price-asc&properties=${B}|${A}&manufacturers=${A}&min-price=10&max-price=90&search=jurk`)).toEqual({
      page: 3, sort: 'price-asc', properties: [A, B], manufacturers: [A], minPrice: 10, maxPrice: 90, search: 'jurk',
    });
  });
  it('turns hostile values into a sensible state', () => {
    const s = parse('p=-1&properties=<script>|zz&min-price=abc&search=%20%20');
    expect(s).toMatchObject({ page: 1, properties: [], minPrice: null, search: null });
    expect(parse('p=abc').page).toBe(1);
    expect(parse('p=99999999').page).toBe(10_000);
    expect(parse(`search=${'x'.repeat(5000)}`).search).toHaveLength(200);
  });
  it('swaps a minimum above the maximum', () => {
    expect(parse('min-price=500&max-price=100')).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });
  it('accepts repeated keys from a plain form as well as ids joined with |', () => {
    expect(parse(`properties=${A}&properties=${B}`).properties).toEqual([A, B]);
  });
});

describe('listingHref and state changes', () => {
  it('writes a canonical query string and leaves defaults out', () => {
    const s = parse(`properties=${B}|${A}&p=2`);
    expect(listingHref('/Dames/', s)).toBe(`/Dames/?properties=${A}%7C${B}&p=2`);
    expect(listingHref('/Dames/', parse(''))).toBe('/Dames/');
  });
  it('resets the page to 1 on a filter change', () => {
    expect(withFilters(parse('p=4'), { properties: [A] }).page).toBe(1);
  });
  it('toggles an id in or out', () => {
    expect(toggleId([A], B)).toEqual([A, B]);
    expect(toggleId([A, B], A)).toEqual([B]);
  });
  it("uses the parent category for 'nieuw binnen' and new-arrivals paths", () => {
    expect(usesParentCategory('/Dames/', 'nieuw binnen')).toBe(true);
    expect(usesParentCategory('/Dames/', 'nieuw-binnen')).toBe(true);
    expect(usesParentCategory('/Dames/Nieuw-binnen/', null)).toBe(true);
    expect(usesParentCategory('/en/new-arrivals', null)).toBe(true);
    expect(usesParentCategory('/Dames/Jurken/', 'price-asc')).toBe(false);
  });
});
