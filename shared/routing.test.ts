import { describe, expect, it } from 'vitest';
import { normalisePath, notFoundMessage } from './routing';

describe('routing helpers', () => {
  it('normalises paths for lookups', () => {
    expect(normalisePath('/Dames/Jurken/')).toBe('/Dames/Jurken');
    expect(normalisePath('//a//b')).toBe('/a/b');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/%E2%9C%93')).toBe('/✓');
    expect(normalisePath('/%ZZ')).toBe('/%ZZ');
  });
  it('words the 404 as the spec does', () => {
    expect(notFoundMessage('/x')).toBe('Page not found: /x');
  });
});
