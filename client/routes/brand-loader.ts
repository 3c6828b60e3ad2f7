// The brand route's loader (routes/brand.tsx): the brand, its listing, the listing's part. A
// chunk of its own: a first view hydrates with the data its HTML carried.
import { lastPageLocation, parseListingState } from '../../shared/catalogue/listing-state';
import { preloadListing } from '../components/listing/listing-results';
import { brandsQuery } from '../queries/content';
import { listingQuery } from '../queries/listing';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { notFound, redirect } from '../router/outcomes';
import { placeholderTarget } from '../../shared/search-placeholders';
import type { BrandData } from './brand';

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
