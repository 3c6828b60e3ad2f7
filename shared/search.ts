// Quick search rules (spec sections 2, 4, 5 and 9), free of React so they can be tested.
import type { Brand } from './content/listings';
import { interpolate } from './snippets';

export const MIN_SEARCH_LENGTH = 3;
/** Typing settles for 300 ms, then a 500 ms timer runs before the request (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_DELAY_MS = 500;
export const QUICK_RESULTS = 5;

export interface PopularLink {
  label: string;
  href: string;
}

/**
 * Default 'most searched' lists, overridable by the snippets search.popularCategories/-Brands.
 * Where their made-up targets lead: search-placeholders.ts.
 */
export const DEFAULT_POPULAR_CATEGORIES: PopularLink[] = [1, 2, 3, 4].map((n) => ({ label: `Categorie ${n}`, href: `/category/${n}` }));
export const DEFAULT_POPULAR_BRANDS: PopularLink[] = [1, 2, 3, 4].map((n) => ({ label: `Merk ${n}`, href: `/brand/${n}` }));

/** A snippet holding a JSON list of {label, url}; anything else falls back to the defaults. */
export function popularLinks(snippet: string, fallback: PopularLink[]): PopularLink[] {
  if (!snippet) return fallback;
  try {
    const parsed = JSON.parse(snippet) as unknown;
    if (!Array.isArray(parsed)) return fallback;
    const links = parsed
      .filter((x): x is { label: string; url: string } => typeof x?.label === 'string' && typeof x?.url === 'string' && x.url.startsWith('/'))
      .slice(0, 4)
      .map((x) => ({ label: x.label, href: x.url }));
    return links.length ? links : fallback;
  } catch {
    return fallback;
  }
}

/** Where submitting a term goes: a brand's products when it names a brand, else the search. */
export function searchTarget(term: string, brands: Pick<Brand, 'id' | 'name'>[]): string {
  const clean = term.trim();
  const brand = brands.find((b) => b.name.localeCompare(clean, 'nl', { sensitivity: 'accent' }) === 0);
  return brand ? `/products?manufacturers=${encodeURIComponent(brand.id)}` : `/products?search=${encodeURIComponent(clean)}`;
}

/** The spec's English texts, the fallbacks of the snippets search.noResults and search.seeAll. */
export const NO_RESULTS_TEXT = 'no results for "{term}"';
export const SEE_ALL_TEXT = { one: 'see all {count} result', other: 'see all {count} results' };
export const noResultsMessage = (term: string) => interpolate(NO_RESULTS_TEXT, { term });
export const seeAllMessage = (total: number) => interpolate(SEE_ALL_TEXT.other, { count: total });
