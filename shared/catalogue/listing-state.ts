// The listing's state lives in the query string (spec section 2): p, sort, properties and
// manufacturers (ids joined with |), min-price, max-price, search. Parsing is total: any
// hostile or odd input becomes a sensible state, never an error.

export interface ListingState {
  page: number;
  sort: string | null;
  properties: string[];
  manufacturers: string[];
  minPrice: number | null;
  maxPrice: number | null;
  search: string | null;
}

export const LISTING_PAGE_SIZE = 12;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 200;
const MAX_IDS = 50;
const ID = /^[0-9a-f]{32}$/i;

/** Ids joined with '|' (links) or repeated (a plain HTML form without JavaScript). */
function ids(values: string[]): string[] {
  const unique = new Set(
    values.flatMap((v) => v.split('|')).map((s) => s.trim().toLowerCase()).filter((s) => ID.test(s)),
  );
  return [...unique].sort().slice(0, MAX_IDS);
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.round(n), 1_000_000) : null;
}

export function parseListingState(params: URLSearchParams): ListingState {
  const p = Number.parseInt(params.get('p') ?? '', 10);
  let minPrice = price(params.get('min-price'));
  let maxPrice = price(params.get('max-price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const search = (params.get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
  const sort = (params.get('sort') ?? '').trim().slice(0, 64);
  return {
    page: Number.isFinite(p) && p >= 1 ? Math.min(p, MAX_PAGE) : 1,
    sort: sort === '' ? null : sort,
    properties: ids(params.getAll('properties')),
    manufacturers: ids(params.getAll('manufacturers')),
    minPrice,
    maxPrice,
    search: search === '' ? null : search,
  };
}

/** The canonical query string of a state (stable order, defaults left out). */
export function listingSearchParams(state: ListingState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.search) out.set('search', state.search);
  if (state.manufacturers.length) out.set('manufacturers', state.manufacturers.join('|'));
  if (state.properties.length) out.set('properties', state.properties.join('|'));
  if (state.minPrice !== null) out.set('min-price', String(state.minPrice));
  if (state.maxPrice !== null) out.set('max-price', String(state.maxPrice));
  if (state.sort) out.set('sort', state.sort);
  if (state.page > 1) out.set('p', String(state.page));
  return out;
}

export function listingHref(pathname: string, state: ListingState): string {
  const qs = listingSearchParams(state).toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Any filter change starts again at page 1 (spec section 4). */
export function withFilters(state: ListingState, patch: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...patch, page: 1 };
}

export function toggleId(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id].sort();
}

/** 'nieuw binnen' sorting, or a new-arrivals path, lists the parent category (spec section 2). */
export function usesParentCategory(pathname: string, sort: string | null): boolean {
  const s = (sort ?? '').toLowerCase().replace(/-/g, ' ');
  return s === 'nieuw binnen' || /new-arrivals|nieuw-binnen/i.test(pathname);
}

/**
 * A page past the last one (?p=99 of 10 pages) is not a page: the address of the last page
 * (the same query otherwise), or null when the page exists or nothing matches at all.
 */
export function lastPageLocation(url: URL, listing: { total: number; limit: number; page: number }): string | null {
  const pages = listing.limit > 0 ? Math.ceil(listing.total / listing.limit) : 0;
  if (pages < 1 || listing.page <= pages) return null;
  const params = new URLSearchParams(url.search);
  if (pages === 1) params.delete('p');
  else params.set('p', String(pages));
  const qs = params.toString();
  return qs ? `${url.pathname}?${qs}` : url.pathname;
}
