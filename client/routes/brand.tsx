// /brand/{id}: a brand's products. The brand is the listing's default manufacturer: always
// selected, and it cannot be unchecked (spec section 4).
import { useSuspenseQuery } from '@tanstack/react-query';
import { lastPageLocation, parseListingState, type ListingState } from '../../shared/catalogue/listing-state';
import { useApi } from '../app';
import { preloadListing } from '../components/listing/listing-results';
import { ListingView } from '../components/listing/ListingView';
import { useSnippets } from '../lib/snippets';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { brandsQuery } from '../queries';
import { listingQuery } from '../queries/listing';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { useLoaderData } from '../router/hooks';
import { notFound, redirect } from '../router/outcomes';
import { placeholderTarget } from '../../shared/search-placeholders';

interface BrandData {
  brandId: string;
  name: string;
  state: ListingState;
}

export async function loader({ request, params }: LoaderArgs, { queryClient, api }: RouteDeps): Promise<BrandData> {
  const url = new URL(request.url);
  const placeholder = placeholderTarget(url.pathname);
  if (placeholder) return redirect(placeholder, 302);
  const brandId = (params.id ?? '').toLowerCase();
  const brand = /^[0-9a-f]{32}$/.test(brandId)
    ? (await queryClient.ensureQueryData(brandsQuery(api, ''))).find((b) => b.id === brandId)
    : undefined;
  if (!brand) return notFound(url.pathname);
  const parsed = parseListingState(url.searchParams);
  const state = { ...parsed, manufacturers: [...new Set([brandId, ...parsed.manufacturers])].sort() };
  const [listing] = await Promise.all([queryClient.ensureQueryData(listingQuery(api, { state })), preloadListing()]);
  const last = lastPageLocation(url, listing);
  if (last) return redirect(last, 302);
  return { brandId, name: brand.name, state };
}

export function Component() {
  const { brandId, name, state } = useLoaderData<typeof loader>();
  const { data: listing } = useSuspenseQuery(listingQuery(useApi(), { state }));
  const { text } = useSnippets();
  return (
    <ListingView
      title={name}
      listing={listing}
      state={state}
      defaultManufacturer={brandId}
      intro={<Breadcrumbs items={[{ label: text('breadcrumbs.home', 'Home'), href: '/' }, { label: text('brands.title', 'Brands'), href: '/merken' }, { label: name, href: null }]} />}
    />
  );
}
