// The brand index (spec 'Brands page'): brands grouped per letter a–z plus '#' for names that
// start with anything else, a filter all / dames / heren kept in the query string, and the
// letter a click lands on: the letter itself, else the next, else the previous letter that
// has brands.
import type { Brand, BrandFilter } from './listings';

export type BrandLetter = (typeof BRAND_LETTERS)[number];

/** The letter bar, in order: a–z, then '#'. */
export const BRAND_LETTERS = [...'abcdefghijklmnopqrstuvwxyz', '#'] as const;

/** Scrolling to a letter leaves this much room above its section (spec section 9). */
export const BRAND_LETTER_OFFSET = 100;

export const BRAND_FILTERS: { value: BrandFilter; label: string }[] = [
  { value: '', label: 'All' } /* snippet brands.filter.all */,
  { value: 'dames', label: 'Dames' },
  { value: 'heren', label: 'Heren' },
];

/** The letter a brand is listed under: its first letter without accents, or '#'. */
export function brandLetter(name: string): BrandLetter {
  const first = name.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toLowerCase();
  return first >= 'a' && first <= 'z' ? (first as BrandLetter) : '#';
}

export interface BrandGroup {
  letter: BrandLetter;
  brands: Brand[];
}

// Made on first use, not when the module loads (decision 033).
let brandCollator: Intl.Collator | undefined;
const collator = () => (brandCollator ??= new Intl.Collator('nl', { sensitivity: 'base', numeric: true }));

/** Groups in letter-bar order, each sorted by name; letters without brands are left out. */
export function groupBrands(brands: readonly Brand[]): BrandGroup[] {
  const byLetter = new Map<BrandLetter, Brand[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.name);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), brand]);
  }
  return BRAND_LETTERS
    .filter((letter) => byLetter.has(letter))
    .map((letter) => ({ letter, brands: byLetter.get(letter)!.sort((a, b) => collator().compare(a.name, b.name)) }));
}

/**
 * Where a click on `letter` lands: the letter when it has brands, else the next letter with
 * brands, else the previous one; null when no letter has brands.
 */
export function letterTarget(letter: BrandLetter, withBrands: ReadonlySet<BrandLetter>): BrandLetter | null {
  const index = BRAND_LETTERS.indexOf(letter);
  if (index < 0) return null;
  if (withBrands.has(letter)) return letter;
  for (let i = index + 1; i < BRAND_LETTERS.length; i++) if (withBrands.has(BRAND_LETTERS[i]!)) return BRAND_LETTERS[i]!;
  for (let i = index - 1; i >= 0; i--) if (withBrands.has(BRAND_LETTERS[i]!)) return BRAND_LETTERS[i]!;
  return null;
}

/** The HTML id of a letter's section ('#' becomes 'overig'), also the URL fragment. */
export function letterSectionId(letter: BrandLetter): string {
  return `merken-${letter === '#' ? 'overig' : letter}`;
}

/** The letter of a URL fragment made by letterSectionId, or a bare letter; null otherwise. */
export function letterFromHash(hash: string): BrandLetter | null {
  const value = decodeURIComponentSafe(hash.replace(/^#/, '')).toLowerCase().replace(/^merken-/, '');
  if (value === 'overig' || value === '#') return '#';
  return /^[a-z]$/.test(value) ? (value as BrandLetter) : null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The filter in the query string (`?filter=dames`); anything else is all brands. */
export function parseBrandFilter(params: URLSearchParams): BrandFilter {
  const value = (params.get('filter') ?? '').toLowerCase();
  return value === 'dames' || value === 'heren' ? value : '';
}

/** The query string of a filter: empty for all brands. */
export function brandFilterSearch(filter: BrandFilter): string {
  return filter ? `?filter=${filter}` : '';
}
