import { describe, expect, it } from 'vitest';
import { interpolate, snippetText } from './snippets';

describe('snippetText', () => {
  const snippets = {
    'listing.resultCount': '{count} van {total} resultaten',
    'listing.resultCount.one': '{count} van {total} resultaat',
    'search.noResults': 'Geen resultaten voor "{term}"',
    'empty': '   ',
  };

  it('takes the snippet and fills its placeholders', () => {
    expect(snippetText(snippets, 'search.noResults', 'no results for "{term}"', { term: 'jas' })).toBe('Geen resultaten voor "jas"');
  });

  it('falls back to the English text when no snippet (or a blank one) exists', () => {
    expect(snippetText(snippets, 'missing', 'see all {count} results', { count: 17 })).toBe('see all 17 results');
    expect(snippetText(snippets, 'empty', 'Fallback')).toBe('Fallback');
    expect(snippetText(undefined, 'search.noResults', 'no results for "{term}"', { term: 'x' })).toBe('no results for "x"');
  });

  it('chooses the singular for exactly one, by the named parameter', () => {
    expect(snippetText(snippets, 'listing.resultCount', '', { count: 1, total: 1 }, 'total')).toBe('1 van 1 resultaat');
    expect(snippetText(snippets, 'listing.resultCount', '', { count: 1, total: 116 }, 'total')).toBe('1 van 116 resultaten');
    expect(snippetText({}, 'looks.itemCount', { one: '{count} item', other: '{count} items' }, { count: 1 })).toBe('1 item');
    expect(snippetText({}, 'looks.itemCount', { one: '{count} item', other: '{count} items' }, { count: 0 })).toBe('0 items');
  });

  it('uses the plural snippet when no singular snippet exists', () => {
    expect(snippetText({ k: '{count} stuks' }, 'k', 'x', { count: 1 })).toBe('1 stuks');
  });

  it('writes numbers the Dutch way', () => {
    expect(interpolate('{count} van {total}', { count: 24, total: 1234 })).toBe('24 van 1.234');
    expect(interpolate('{unknown} blijft', {})).toBe('{unknown} blijft');
  });
});
