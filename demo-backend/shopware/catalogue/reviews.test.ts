import { describe, expect, it } from 'vitest';
import { ratingMatrix, seededReviews } from './reviews';

const card = (rating: number | null) => ({ id: 'a'.repeat(32), rating, created_at: '2026-01-01T00:00:00.000+00:00' });

describe('seededReviews', () => {
  it('is deterministic, 2–5 active reviews whose average is the card rating to within rounding', () => {
    for (const rating of [3.5, 3.9, 4.2, 4.7, 5]) {
      const reviews = seededReviews(card(rating));
      expect(seededReviews(card(rating))).toEqual(reviews);
      expect(reviews.length).toBeGreaterThanOrEqual(2);
      expect(reviews.length).toBeLessThanOrEqual(5);
      const avg = reviews.reduce((s, r) => s + r.points!, 0) / reviews.length;
      expect(Math.abs(avg - rating)).toBeLessThanOrEqual(0.25);
      for (const r of reviews) {
        expect(r.status).toBe(1);
        expect(r.points).toBeGreaterThanOrEqual(1);
        expect(r.points).toBeLessThanOrEqual(5);
        // What ProductReviewSaveRoute would accept, too.
        expect(r.title.length).toBeGreaterThanOrEqual(5);
        expect(r.content.length).toBeGreaterThanOrEqual(40);
      }
      expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    }
  });

  it('gives an unrated card none', () => {
    expect(seededReviews(card(null))).toEqual([]);
  });
});

describe('ratingMatrix (Shopware RatingMatrix)', () => {
  it('counts per rounded point value, with percentages, sum and average', () => {
    const m = ratingMatrix([{ key: 5, count: 3 }, { key: 4, count: 1 }, { key: 4.4, count: 1 }]);
    expect(m.totalReviewCount).toBe(5);
    expect(m.pointSum).toBeCloseTo(23.4);
    expect(m.averageRating).toBeCloseTo(4.68);
    expect(m.matrix).toMatchObject({
      5: { points: 5, count: 3, percent: 60 }, 4: { points: 4, count: 2, percent: 40 }, 1: { points: 1, count: 0, percent: 0 },
    });
  });

  it('is all zeros without reviews', () => {
    const m = ratingMatrix([]);
    expect(m).toMatchObject({ totalReviewCount: 0, pointSum: 0, averageRating: 0 });
    expect(Object.keys(m.matrix).sort()).toEqual(['1', '2', '3', '4', '5']);
  });
});
