import { lazy, Suspense, useEffect, useState } from 'react';
import { itemFromCard } from '../../../shared/analytics/events';
import { useLocation } from 'react-router';
import { Link } from '../../router/Link';
import { listingHref, type ListingState } from '../../../shared/catalogue/listing-state';
import { carriedChoices } from '../../../shared/catalogue/size-choice';
import type { CategoryLink, Listing } from '../../../shared/catalogue/types';
import { totalPages } from '../../../shared/pagination';
import { shopEvent } from '../../lib/shop-events';
import { useSnippets } from '../../lib/snippets';
import { Pagination } from '../ui/Pagination';
import { ActiveFilters } from './ActiveFilters';
import { ListingFilters } from './ListingFilters';
import { ListingUsps } from './ListingUsps';
import { ProductCard } from './ProductCard';
import { SortSelect } from './SortSelect';

const loadMobileFilters = () => import('./MobileFilters');
const MobileFilters = lazy(loadMobileFilters);

interface Props {
  title: string;
  listing: Listing;
  state: ListingState;
  chips?: CategoryLink[];
  intro?: React.ReactNode;
  /** h1 on a listing page; h2 where the listing is a block of a content page (products then h3). */
  headingLevel?: 'h1' | 'h2';
  /** A manufacturer given by context (a brand page): always selected, cannot be unchecked. */
  defaultManufacturer?: string | undefined;
  /** The list as analytics names it (item_list_id/name) and the category trail of its items. */
  list?: { id: string; name: string; categories?: string[] };
  children?: React.ReactNode;
}

/** Category and search listings: chips, filters, sort and count, grid, pagination. */
export function ListingView({ title, listing, state, chips = [], intro, headingLevel: Heading = 'h1', defaultManufacturer, list: listProp, children }: Props) {
  const { pathname } = useLocation();
  const { text } = useSnippets();
  const list = { id: listProp?.id ?? pathname, name: listProp?.name ?? title };
  const trail = listProp?.categories;
  const offset = (listing.page - 1) * listing.limit;
  const shownIds = listing.products.map((p) => p.id).join(',');
  // Each page of results the shopper sees (a new filter, sort or page is a new view).
  useEffect(() => {
    if (listing.products.length === 0) return;
    shopEvent({ type: 'view_item_list', list, items: listing.products.map((p, i) => itemFromCard(p, offset + i, trail)) });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list and page of products shown
  }, [list.id, shownIds]);
  const select = (index: number) => {
    const product = listing.products[index];
    if (product) shopEvent({ type: 'select_item', list, item: itemFromCard(product, offset + index, trail) });
  };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersLoaded, setFiltersLoaded] = useState(false);
  const pages = totalPages(listing.total, listing.limit || 1);
  // Filtered on one size, a card opens its product with that size chosen.
  const choices = carriedChoices(listing.properties, state.properties);
  const first = listing.total === 0 ? 0 : (listing.page - 1) * listing.limit + 1;
  const shown = Math.min(listing.total, first + listing.products.length - 1);
  return (
    <div className="listing container">
      {intro}
      <Heading className="listing__title">{title}</Heading>
      {chips.length > 0 && (
        <ul className="chips" aria-label={text('listing.subcategories', 'Subcategories')}>
          {chips.map((c) => <li key={c.id}><Link className="chip" to={c.href}>{c.name}</Link></li>)}
        </ul>
      )}
      <div className="listing__layout">
        {/* Past the filters (dozens of controls) straight to the goods, for a keyboard shopper. */}
        {listing.products.length > 0 && <a className="listing__skip" href="#producten">{text('listing.skipToProducts', 'Skip to the products')}</a>}
        <aside className="listing__filters">
          <ListingFilters pathname={pathname} state={state} listing={listing} defaultManufacturer={defaultManufacturer} />
        </aside>
        <section className="listing__results" aria-labelledby="listing-count">
          <div className="listing__toolbar">
            <p id="listing-count" className="listing__count" role="status">
              {listing.total > 0
                ? text('listing.resultCount', { one: '{count} from {total} result', other: '{count} from {total} results' }, { count: shown, total: listing.total }, 'total')
                : text('listing.resultCountNone', '0 results')}
            </p>
            <div className="listing__sort"><SortSelect pathname={pathname} state={state} listing={listing} /></div>
            <button type="button" className="button button--secondary button--small listing__filters-button" aria-haspopup="dialog"
              onPointerEnter={() => void loadMobileFilters()}
              onClick={() => { setFiltersLoaded(true); setFiltersOpen(true); }}>
              {text('listing.filtersAndSort', 'Filters and sorting')}
            </button>
          </div>
          <ActiveFilters pathname={pathname} state={state} listing={listing} defaultManufacturer={defaultManufacturer} />
          {listing.products.length > 0 ? (
            <ul id="producten" className="product-grid" tabIndex={-1} aria-label={text('listing.products', 'Products')}>
              {listing.products.map((p, i) => <li key={p.id}><ProductCard product={p} choices={choices} priority={i < 2} headingLevel={Heading === 'h1' ? 'h2' : 'h3'} onSelect={() => select(i)} /></li>)}
            </ul>
          ) : (
            <p className="listing__empty">{text('listing.noResults', 'No products match your selection.')}</p>
          )}
          <Pagination page={listing.page} totalPages={pages} hrefFor={(p) => listingHref(pathname, { ...state, page: p })} />
        </section>
      </div>
      <ListingUsps />
      {filtersLoaded && (
        <Suspense fallback={null}>
          <MobileFilters open={filtersOpen} onClose={() => setFiltersOpen(false)} pathname={pathname} state={state} listing={listing}
            defaultManufacturer={defaultManufacturer} />
        </Suspense>
      )}
      {children}
    </div>
  );
}
