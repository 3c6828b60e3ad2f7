// The listing's query options, apart from the others (index.ts): its key is made from the
// listing's state (shared/catalogue/listing-state.ts), code that only pages with a listing load.
import { queryOptions } from '@tanstack/react-query';
import { listingSearchParams } from '../../shared/catalogue/listing-state';
import type { ListingQuery, StorefrontApi } from '../../shared/storefront-api';

export const listingQuery = (api: StorefrontApi, query: ListingQuery) =>
  queryOptions({
    queryKey: ['listing', query.categoryId ?? 'search', listingSearchParams(query.state).toString()],
    queryFn: () => api.listing(query),
  });
