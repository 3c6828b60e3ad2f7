import { Link, useLocation, useNavigate } from 'react-router';
import { listingHref, withFilters, type ListingState } from '../../../shared/catalogue/listing-state';
import type { CategoryLink, Listing } from '../../../shared/catalogue/types';
import { totalPages } from '../../../shared/pagination';
import { Pagination } from '../ui/Pagination';
import { ListingFilters } from './ListingFilters';
import { ProductCard } from './ProductCard';

interface Props {
  title: string;
  listing: Listing;
  state: ListingState;
  chips?: CategoryLink[];
  intro?: React.ReactNode;
  children?: React.ReactNode;
}

/** Category and search listings: chips, filters, sort and count, grid, pagination. */
export function ListingView({ title, listing, state, chips = [], intro, children }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pages = totalPages(listing.total, listing.limit || 1);
  const first = listing.total === 0 ? 0 : (listing.page - 1) * listing.limit + 1;
  const shown = Math.min(listing.total, first + listing.products.length - 1);
  return (
    <div className="listing container">
      {intro}
      <h1 className="listing__title">{title}</h1>
      {chips.length > 0 && (
        <ul className="chips" aria-label="Subcategorieën">
          {chips.map((c) => <li key={c.id}><Link className="chip" to={c.href}>{c.name}</Link></li>)}
        </ul>
      )}
      <div className="listing__layout">
        <aside className="listing__filters">
          <ListingFilters pathname={pathname} state={state} listing={listing} />
        </aside>
        <section className="listing__results" aria-labelledby="listing-count">
          <div className="listing__toolbar">
            <p id="listing-count" className="listing__count" role="status">
              {listing.total > 0 ? `${shown} from ${listing.total} results` : '0 results'}
            </p>
            {listing.sortings.length > 0 && (
              <form method="get" action={pathname} className="sort">
                {[...new URLSearchParams(listingHref('', { ...state, sort: null, page: 1 }).slice(1))].map(([k, v]) => (
                  <input key={k} type="hidden" name={k} value={v} />
                ))}
                <label htmlFor="sort-select">Sorteren</label>
                <select id="sort-select" name="sort" value={state.sort ?? listing.sorting}
                  onChange={(e) => navigate(listingHref(pathname, withFilters(state, { sort: e.target.value })))}>
                  {listing.sortings.map((s) => <option key={s.key} value={s.key}>{s.label}</option>)}
                </select>
                <button type="submit" className="button button--small no-js-only">Sorteer</button>
              </form>
            )}
          </div>
          {listing.products.length > 0 ? (
            <ul className="product-grid">
              {listing.products.map((p, i) => <li key={p.id}><ProductCard product={p} priority={i < 2} /></li>)}
            </ul>
          ) : (
            <p className="listing__empty">Er zijn geen producten die aan je keuze voldoen.</p>
          )}
          <Pagination page={listing.page} totalPages={pages} hrefFor={(p) => listingHref(pathname, { ...state, page: p })} />
        </section>
      </div>
      {children}
    </div>
  );
}
