import { describe, expect, it } from 'vitest';
import { formatDate, formatPercent, formatPrice } from './format';

describe('formatPrice', () => {
  // Intl separates the sign with a no-break space, so the amount never wraps from its sign.
  it('formats euros the Dutch way', () => {
    expect(formatPrice(1234.5)).toBe('€\u00a01.234,50');
    expect(formatPrice(19.95)).toBe('€\u00a019,95');
    expect(formatPrice(0.5)).toBe('€\u00a00,50');
  });
  it("shows a zero price as 'Gratis'", () => {
    expect(formatPrice(0)).toBe('Gratis');
  });
  it('gives nothing for a non-number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('is dd-mm-yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05-03-2026');
  });
  it('uses the shop time zone (Amsterdam) at day boundaries', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01-01-2027');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('niet-een-datum')).toBe('');
  });
});

describe('formatPercent', () => {
  it('rounds and signs the discount', () => expect(formatPercent(24.6)).toBe('-25%'));
});

describe('formatAmount', () => {
  it('writes zero as money, not as free', async () => {
    const { formatAmount } = await import('./format');
    expect(formatAmount(0)).toBe('€\u00a00,00');
    expect(formatAmount(1234)).toBe('€\u00a01.234,00');
  });
});
