import { describe, expect, it } from 'vitest';
import { isNewProduct, productBadges, safeBadges } from './badges';

const now = new Date('2026-11-21T12:00:00Z');

describe('badges', () => {
  it('is new within 720 hours of creation', () => {
    expect(isNewProduct('2026-10-22T12:00:00Z', now)).toBe(true); // exactly 720 h
    expect(isNewProduct('2026-10-22T11:59:00Z', now)).toBe(false);
  });
  it("throws 'Invalid datetime provided' for an invalid date", () => {
    expect(() => isNewProduct('gisteren', now)).toThrow('Invalid datetime provided');
  });
  it('gives Sale for a list price discount and Duurzaam for the property', () => {
    expect(productBadges({ createdAt: '2020-01-01T00:00:00Z', listPrice: 100, discountPercent: 20, sustainable: true }, now))
      .toEqual(['sale', 'sustainable']);
    expect(productBadges({ createdAt: '2026-11-20T00:00:00Z', listPrice: null, discountPercent: null, sustainable: false }, now))
      .toEqual(['new']);
  });
});

describe('safeBadges', () => {
  it('leaves out New for a date it cannot read, and keeps the rest', () => {
    expect(safeBadges({ createdAt: 'not a date', listPrice: 100, discountPercent: 20, sustainable: true })).toEqual(['sale', 'sustainable']);
  });
});
