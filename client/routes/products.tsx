// /products: search results and brand listings (?search=, ?manufacturers=).
import { useSuspenseQuery } from '@tanstack/react-query';
import { lastPageLocation, parseListingState } from '../../shared/catalogue/listing-state';
import { useApi } from '../app';
import { preloadListing } from '../components/listing/listing-results';
import { ListingView } from '../components/listing/ListingView';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { listingQuery } from '../queries/listing';
import type { LoaderArgs, RouteDeps, RouteHead } from '../router/types';
import { useSnippets } from '../lib/snippets';
import { useLoaderData } from '../router/hooks';
import { redirect } from '../router/outcomes';
import type { ListingState } from '../../shared/catalogue/listing-state';

export async function loader({ request }: LoaderArgs, { queryClient, api }: RouteDeps) {
  const state = parseListingState(new URL(request.url).searchParams);
  const [listing] = await Promise.all([queryClient.ensureQueryData(listingQuery(api, { state })), preloadListing()]);
  const last = lastPageLocation(new URL(request.url), listing);
  if (last) return redirect(last, 302);
  return { state };
}

/** Search results by their term; without one, every product. */
export function head(data: unknown): RouteHead {
  const search = (data as { state?: ListingState } | undefined)?.state?.search;
  return { title: search ? `Zoekresultaten voor "${search}"` : 'Alle producten' };
}

/**
 * Stored up to 5 minutes, as long as its shortest read allows (the listing's: a minute); search
 * results a minute at most, and within the store's budget for pages with a query
 * (worker/cache/page-store.ts).
 */
export const storedFor = (data: unknown): number => ((data as { state?: ListingState } | undefined)?.state?.search ? 60 : 5 * 60);

export function Component() {
  const { state } = useLoaderData<typeof loader>();
  const { data: listing } = useSuspenseQuery(listingQuery(useApi(), { state }));
  const { text } = useSnippets();
  const title = state.search ? text('search.resultsTitle', 'Search results for “{term}”', { term: state.search }) : text('search.allProducts', 'All products');
  return (
    <ListingView
      title={title}
      listing={listing}
      state={state}
      intro={<Breadcrumbs items={[{ label: text('breadcrumbs.home', 'Home'), href: '/' }, { label: text('breadcrumbs.products', 'Products'), href: null }]} />}
    />
  );
}
