import { describe, expect, it } from 'vitest';
import { placeholderTarget } from './search-placeholders';

describe('placeholderTarget', () => {
  it('sends the default suggestions somewhere real', () => {
    expect(placeholderTarget('/brand/1')).toBe('/merken');
    expect(placeholderTarget('/category/4')).toBe('/products');
    expect(placeholderTarget('/category/4/')).toBe('/products');
    expect(placeholderTarget('/brand/0123456789abcdef0123456789abcdef')).toBeNull();
    expect(placeholderTarget('/dames/')).toBeNull();
  });
});
