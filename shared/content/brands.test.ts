import { describe, expect, it } from 'vitest';
import {
  BRAND_LETTERS, brandFilterSearch, brandLetter, groupBrands, letterFromHash, letterSectionId, letterTarget,
  parseBrandFilter, type BrandLetter,
} from './brands';

const brand = (name: string) => ({ id: name, name, href: `/products?manufacturers=${name}` });

describe('brandLetter', () => {
  it('lists a brand under its first letter, lower case, without accents', () => {
    expect(brandLetter('Noord Atelier')).toBe('n');
    expect(brandLetter('  maison Vlier')).toBe('m');
    expect(brandLetter('Émile & Co')).toBe('e');
    expect(brandLetter('Øre')).toBe('#');
  });
  it("puts digits, signs and empty names under '#'", () => {
    expect(brandLetter('7 Seas')).toBe('#');
    expect(brandLetter('&Other')).toBe('#');
    expect(brandLetter('')).toBe('#');
  });
});

describe('groupBrands', () => {
  it("groups in letter-bar order with '#' last, names sorted, empty letters left out", () => {
    const groups = groupBrands(['Zeebries', '3 Stripes', 'atelier Noor', 'Amber Rose', 'Basalt', 'Åsa'].map(brand));
    expect(groups.map((g) => g.letter)).toEqual(['a', 'b', 'z', '#']);
    expect(groups[0]!.brands.map((b) => b.name)).toEqual(['Amber Rose', 'Åsa', 'atelier Noor']);
    expect(groups[3]!.brands.map((b) => b.name)).toEqual(['3 Stripes']);
  });
  it('has no groups without brands', () => {
    expect(groupBrands([])).toEqual([]);
  });
});

describe('letterTarget', () => {
  const withBrands = new Set<BrandLetter>(['b', 'd', 'm', 'z']);
  it('lands on the letter itself when it has brands', () => {
    expect(letterTarget('d', withBrands)).toBe('d');
  });
  it('falls back to the next letter with brands', () => {
    expect(letterTarget('c', withBrands)).toBe('d');
    expect(letterTarget('e', withBrands)).toBe('m');
    expect(letterTarget('a', withBrands)).toBe('b');
  });
  it('falls back to the previous letter when no later letter has brands', () => {
    expect(letterTarget('#', withBrands)).toBe('z');
    expect(letterTarget('#', new Set<BrandLetter>(['a', 'c']))).toBe('c');
  });
  it("reaches '#' as the letter after z", () => {
    expect(letterTarget('y', new Set<BrandLetter>(['a', '#']))).toBe('#');
  });
  it('is null when no letter has brands', () => {
    expect(letterTarget('a', new Set())).toBeNull();
  });
  it('covers a to z and #', () => {
    expect(BRAND_LETTERS).toHaveLength(27);
    expect(BRAND_LETTERS.at(-1)).toBe('#');
  });
});

describe('section ids and fragments', () => {
  it('round-trips every letter', () => {
    for (const letter of BRAND_LETTERS) expect(letterFromHash(`#${letterSectionId(letter)}`)).toBe(letter);
  });
  it('reads a bare letter and ignores anything else', () => {
    expect(letterFromHash('#Q')).toBe('q');
    expect(letterFromHash('#%23')).toBe('#');
    expect(letterFromHash('#top')).toBeNull();
    expect(letterFromHash('')).toBeNull();
    expect(letterFromHash('#%E0%A4%A')).toBeNull();
  });
});

describe('brand filter in the query string', () => {
  it('reads dames and heren, anything else is all', () => {
    expect(parseBrandFilter(new URLSearchParams('filter=dames'))).toBe('dames');
    expect(parseBrandFilter(new URLSearchParams('filter=HEREN'))).toBe('heren');
    expect(parseBrandFilter(new URLSearchParams('filter=kids'))).toBe('');
    expect(parseBrandFilter(new URLSearchParams(''))).toBe('');
  });
  it('writes nothing for all brands', () => {
    expect(brandFilterSearch('')).toBe('');
    expect(brandFilterSearch('heren')).toBe('?filter=heren');
  });
});
