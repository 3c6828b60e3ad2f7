import { describe, expect, it } from 'vitest';
import { normaliseStars, starsLabel } from './stars';

describe('review stars', () => {
  it('keeps 0 to 5 in halves', () => {
    for (const n of [0, 0.5, 1, 2.5, 4.5, 5]) expect(normaliseStars(n)).toBe(n);
  });
  it('rounds to the nearest half and clamps to 0–5', () => {
    expect(normaliseStars(4.3)).toBe(4.5);
    expect(normaliseStars(4.2)).toBe(4);
    expect(normaliseStars(7)).toBe(5);
    expect(normaliseStars(-1)).toBe(0);
    expect(normaliseStars('4')).toBe(0);
    expect(normaliseStars(Number.NaN)).toBe(0);
  });
  it('reads out with a Dutch decimal comma', () => {
    expect(starsLabel(4.5)).toBe('4,5 van 5 sterren');
    expect(starsLabel(5)).toBe('5 van 5 sterren');
    expect(starsLabel(0)).toBe('0 van 5 sterren');
  });
});
