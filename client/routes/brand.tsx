// /brand/{id}: a brand's products. The brand is the listing's default manufacturer: always
// selected, and it cannot be unchecked (spec section 4).
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ListingState } from '../../shared/catalogue/listing-state';
import { useApi } from '../app';
import { ListingView } from '../components/listing/ListingView';
import { useSnippets } from '../lib/snippets';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { listingQuery } from '../queries/listing';
import { useLoaderData } from '../router/hooks';
import { loaderIn } from '../router/prepare-route';
import type { RouteHead } from '../router/types';

export interface BrandData {
  brandId: string;
  name: string;
  state: ListingState;
}

/** The brand and its listing (brand-loader.ts, a chunk of its own: loaderIn). */
export const loader = loaderIn(() => import('./brand-loader'));

/** The brand's name. */
export const head = (data: unknown): RouteHead | undefined => {
  const name = (data as BrandData | undefined)?.name;
  return name === undefined ? undefined : { title: name };
};

/** Stored up to 5 minutes, as long as its shortest read allows (the listing's: a minute). */
export const storedFor = 5 * 60;

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
