// The listing's query options, apart from the others (index.ts): its key is made from the
// listing's state (shared/catalogue/listing-state.ts), code that only pages with a listing load.
import { queryOptions } from '@tanstack/react-query';
import { listingSearchParams } from '../../shared/catalogue/listing-state';
import type { ListingQuery, StorefrontApi } from '../../shared/storefront-api';

/** A listing's key: its category (or a search) and its state as the URL writes it. */
export const listingQueryKey = (query: ListingQuery) =>
  ['listing', query.categoryId ?? 'search', listingSearchParams(query.state).toString()] as const;

export const listingQuery = (api: StorefrontApi, query: ListingQuery) =>
  queryOptions({
    queryKey: listingQueryKey(query),
    queryFn: () => api.listing(query),
  });
