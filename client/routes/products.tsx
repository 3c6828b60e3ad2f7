// /products: search results and brand listings (?search=, ?manufacturers=).
import { useSuspenseQuery } from '@tanstack/react-query';
import { parseListingState, type ListingState } from '../../shared/catalogue/listing-state';
import { useApi } from '../app';
import { ListingView } from '../components/listing/ListingView';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { listingQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../routes';
import { useLoaderData } from '../router/hooks';

export async function loader({ request }: LoaderArgs, { queryClient, api }: RouteDeps) {
  const state = parseListingState(new URL(request.url).searchParams);
  await queryClient.ensureQueryData(listingQuery(api, { state }));
  return { state };
}

export function Component() {
  const { state } = useLoaderData<{ state: ListingState }>();
  const { data: listing } = useSuspenseQuery(listingQuery(useApi(), { state }));
  const title = state.search ? `Zoekresultaten voor “${state.search}”` : 'Alle producten';
  return (
    <ListingView
      title={title}
      listing={listing}
      state={state}
      intro={<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Producten', href: null }]} />}
    />
  );
}
