// The listing's query, bounded by what the listing offers (#34 item 6, decision 022). Every
// distinct listing query is an edge-cache entry, and every entry adds a key to the tag index of
// each product it shows: a client sending any sort key or any price (`?sort=x1`, `?min-price=37`)
// could grow a product's index without limit, and a purge has to list and mark all of it. So the
// query that becomes the backend call and the cache key is folded onto what the unfiltered
// listing offers: its sortings, its price slider's steps, its pages, its filter options.
import type { Listing } from './types';
import type { ListingState } from './listing-state';
import { priceBounds, priceOnGrid } from './price-range';

/** What bounding needs of the listing without filters (its first page, default sort). */
export type ListingOffer = Pick<Listing, 'sorting' | 'sortings' | 'price' | 'total' | 'limit' | 'properties' | 'manufacturers'>;

/** The listing without filters, sort or page: the one bounding reads its offer from. */
export function unfilteredState(state: ListingState): ListingState {
  return { page: 1, sort: null, properties: [], manufacturers: [], minPrice: null, maxPrice: null, search: state.search };
}

/** Whether the state asks for anything bounding has to check (the plain listing needs nothing). */
export function needsBounding(state: ListingState): boolean {
  return state.sort !== null || state.minPrice !== null || state.maxPrice !== null || state.page > 1
    || state.properties.length > 0 || state.manufacturers.length > 0;
}

const sortKeyForm = (key: string) => key.trim().toLowerCase().replace(/[\s_]+/g, '-');

/**
 * The state with:
 * - a sort key the listing does not offer folded to the default (null), the default itself too,
 *   and a key written loosely (`nieuw binnen`) read as the offered one (`nieuw-binnen`);
 * - a price bound rounded outwards to the slider's steps (min down, max up, spec section 5:
 *   bounds.min + k × ceil((max − min) / 20), or bounds.max), and dropped when it filters nothing;
 * - a page past the last one capped at one past it (still past it: the page redirects to the last);
 * - filter ids the listing does not offer dropped; when none of them is offered, one id that
 *   matches nothing stands for them all (the answer stays empty, as the backend gives it).
 * Every product the shopper asked for is still in the answer.
 */
export function boundListingState(state: ListingState, offer: ListingOffer): ListingState {
  const wanted = state.sort === null ? null : sortKeyForm(state.sort);
  const offered = offer.sortings.find((s) => sortKeyForm(s.key) === wanted)?.key ?? null;
  const sort = offered === null || offered === offer.sorting ? null : offered;

  const bounds = priceBounds(offer.price);
  const min = state.minPrice === null ? null : priceOnGrid(state.minPrice, bounds, Math.floor);
  const max = state.maxPrice === null ? null : priceOnGrid(state.maxPrice, bounds, Math.ceil);

  const pages = offer.limit > 0 ? Math.max(1, Math.ceil(offer.total / offer.limit)) : 1;
  const optionIds = new Set(offer.properties.flatMap((group) => group.options.map((option) => option.id)));
  const manufacturerIds = new Set(offer.manufacturers.map((manufacturer) => manufacturer.id));
  return {
    ...state,
    page: Math.min(state.page, pages + 1),
    sort,
    minPrice: min === null || min <= bounds.min ? null : min,
    maxPrice: max === null || max >= bounds.max ? null : max,
    properties: offeredIds(state.properties, optionIds),
    manufacturers: offeredIds(state.manufacturers, manufacturerIds),
  };
}

/** An id no listing offers: what a filter of ids the listing does not know becomes. */
export const NO_MATCH_ID = '0'.repeat(32);

function offeredIds(ids: string[], offered: ReadonlySet<string>): string[] {
  const known = ids.filter((id) => offered.has(id));
  return known.length === 0 && ids.length > 0 ? [NO_MATCH_ID] : known;
}
