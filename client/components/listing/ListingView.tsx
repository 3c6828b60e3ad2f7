import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../router/Link';
import type { ListingState } from '../../../shared/catalogue/listing-state';
import type { CategoryLink, Listing } from '../../../shared/catalogue/types';
import { shopEventWhenHeard } from '../../lib/consent';
import { useSnippets } from '../../lib/snippets';
import { Later } from '../ui/HydrateLater';
import { ListingResults } from './listing-results';
import { ListingUsps } from './ListingUsps';

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

/**
 * Category and search listings: chips, then filters, sort and count, grid and pagination in a
 * part that hydrates on intent (listing-results.ts).
 */
export function ListingView({ title, listing, state, chips = [], intro, headingLevel: Heading = 'h1', defaultManufacturer, list: listProp, children }: Props) {
  const { pathname } = useLocation();
  const { text } = useSnippets();
  const list = { id: listProp?.id ?? pathname, name: listProp?.name ?? title };
  const trail = listProp?.categories;
  const offset = (listing.page - 1) * listing.limit;
  const shownIds = listing.products.map((p) => p.id).join(',');
  // Each page of results the shopper sees (a new filter, sort or page is a new view), when
  // analytics can hear it (consent.ts).
  useEffect(() => {
    if (listing.products.length === 0) return;
    void shopEventWhenHeard(({ itemFromCard }) => ({ type: 'view_item_list', list, items: listing.products.map((p, i) => itemFromCard(p, offset + i, trail)) }));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list and page of products shown
  }, [list.id, shownIds]);
  return (
    <div className="listing container">
      {intro}
      <Heading className="listing__title">{title}</Heading>
      {chips.length > 0 && (
        <ul className="chips" aria-label={text('listing.subcategories', 'Subcategories')}>
          {chips.map((c) => <li key={c.id}><Link className="chip" to={c.href}>{c.name}</Link></li>)}
        </ul>
      )}
      <Later name="listing" component={ListingResults}
        props={{ pathname, listing, state, cardHeading: Heading === 'h1' ? 'h2' : 'h3', defaultManufacturer, list, trail }} />
      <ListingUsps />
      {children}
    </div>
  );
}
