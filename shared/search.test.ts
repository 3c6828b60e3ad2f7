import { describe, expect, it } from 'vitest';
import { DEFAULT_POPULAR_BRANDS, DEFAULT_POPULAR_CATEGORIES, noResultsMessage, popularLinks, searchTarget, seeAllMessage } from './search';

describe('quick search rules', () => {
  it('defaults the most searched lists to /category/1..4 and /brand/1..4', () => {
    expect(DEFAULT_POPULAR_CATEGORIES.map((l) => l.href)).toEqual(['/category/1', '/category/2', '/category/3', '/category/4']);
    expect(DEFAULT_POPULAR_BRANDS.map((l) => l.href)).toEqual(['/brand/1', '/brand/2', '/brand/3', '/brand/4']);
  });
  it('takes the lists from a snippet when it holds valid links', () => {
    expect(popularLinks('[{"label":"Jurken","url":"/Dames/Kleding/Jurken/"}]', DEFAULT_POPULAR_CATEGORIES)).toEqual([{ label: 'Jurken', href: '/Dames/Kleding/Jurken/' }]);
    expect(popularLinks('niet json', DEFAULT_POPULAR_BRANDS)).toBe(DEFAULT_POPULAR_BRANDS);
    expect(popularLinks('[{"label":"x","url":"javascript:alert(1)"}]', DEFAULT_POPULAR_BRANDS)).toBe(DEFAULT_POPULAR_BRANDS);
    expect(popularLinks('', DEFAULT_POPULAR_BRANDS)).toBe(DEFAULT_POPULAR_BRANDS);
  });
  it('sends a brand name (any case) to the brand listing, anything else to the search', () => {
    const brands = [{ id: 'b1', name: 'Noord Atelier' }];
    expect(searchTarget('noord atelier ', brands)).toBe('/products?manufacturers=b1');
    expect(searchTarget('noord', brands)).toBe('/products?search=noord');
    expect(searchTarget('jurk & rok', brands)).toBe('/products?search=jurk%20%26%20rok');
  });
  it('words the messages as the spec does', () => {
    expect(noResultsMessage('xyz')).toBe('no results for "xyz"');
    expect(seeAllMessage(57)).toBe('see all 57 results');
  });
});
