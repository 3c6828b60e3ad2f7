import { describe, expect, it } from 'vitest';
import { lastPageLocation } from './listing-state';

describe('lastPageLocation', () => {
  const url = (s: string) => new URL(s, 'https://shop.test');
  it('sends a page past the last one to the last page, keeping the rest of the query', () => {
    expect(lastPageLocation(url('/dames/?p=99&order=price-asc'), { total: 116, limit: 24, page: 99 })).toBe('/dames/?p=5&order=price-asc');
    expect(lastPageLocation(url('/products?search=jas&p=3'), { total: 10, limit: 24, page: 3 })).toBe('/products?search=jas');
  });
  it('leaves existing pages and empty listings alone', () => {
    expect(lastPageLocation(url('/dames/?p=5'), { total: 116, limit: 24, page: 5 })).toBeNull();
    expect(lastPageLocation(url('/dames/?p=2'), { total: 0, limit: 24, page: 2 })).toBeNull();
  });
});
