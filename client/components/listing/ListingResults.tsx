// A listing's controls and goods: filters, sort, count, chosen filters, the product grid and
// its pages (ListingView). Its own chunk, which hydrates when the shopper reaches for it
// (decision 005): until then the server's markup works as it is — the cards and pages are
// links, filters and sort are GET forms — and a press or a ticked box on it is carried over
// to the live part (HydrateLater), so the first press ends as any later one.
import { lazy, Suspense, useState } from 'react';
import { itemFromCard } from '../../../shared/analytics/events';
import { listingHref, type ListingState } from '../../../shared/catalogue/listing-state';
import { carriedChoices } from '../../../shared/catalogue/size-choice';
import type { Listing } from '../../../shared/catalogue/types';
import { totalPages } from '../../../shared/pagination';
import { shopEvent } from '../../lib/shop-events';
import { useSnippets } from '../../lib/snippets';
import { Pagination } from '../ui/Pagination';
import { ActiveFilters } from './ActiveFilters';
import { ListingFilters } from './ListingFilters';
import { ProductCard } from './ProductCard';
import { SortSelect } from './SortSelect';

const loadMobileFilters = () => import('./MobileFilters');
const MobileFilters = lazy(loadMobileFilters);

export interface ListingResultsProps {
  pathname: string;
  listing: Listing;
  state: ListingState;
  /** The cards' headings: h2 under a listing page's h1, h3 in a listing block. */
  cardHeading: 'h2' | 'h3';
  defaultManufacturer?: string | undefined;
  /** The list as analytics names it, and the category trail of its items. */
  list: { id: string; name: string };
  trail?: string[] | undefined;
}

export default function ListingResults({ pathname, listing, state, cardHeading, defaultManufacturer, list, trail }: ListingResultsProps) {
  const { text } = useSnippets();
  const offset = (listing.page - 1) * listing.limit;
  const select = (index: number) => {
    const product = listing.products[index];
    if (product) shopEvent({ type: 'select_item', list, item: itemFromCard(product, offset + index, trail) });
  };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersLoaded, setFiltersLoaded] = useState(false);
  const pages = totalPages(listing.total, listing.limit || 1);
  // Filtered on one size, a card opens its product with that size chosen.
  const choices = carriedChoices(listing.properties, state.properties);
  const first = listing.total === 0 ? 0 : offset + 1;
  const shown = Math.min(listing.total, first + listing.products.length - 1);
  return (
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
            {listing.products.map((p, i) => <li key={p.id}><ProductCard product={p} choices={choices} priority={i < 2} headingLevel={cardHeading} onSelect={() => select(i)} /></li>)}
          </ul>
        ) : (
          <p className="listing__empty">{text('listing.noResults', 'No products match your selection.')}</p>
        )}
        <Pagination page={listing.page} totalPages={pages} hrefFor={(p) => listingHref(pathname, { ...state, page: p })} />
      </section>
      {filtersLoaded && (
        <Suspense fallback={null}>
          <MobileFilters open={filtersOpen} onClose={() => setFiltersOpen(false)} pathname={pathname} state={state} listing={listing}
            defaultManufacturer={defaultManufacturer} />
        </Suspense>
      )}
    </div>
  );
}
