import { useEffect, useState } from 'react';
import { useNavigate } from '../../router/hooks';
import { listingHref, toggleId, withFilters, type ListingState } from '../../../shared/catalogue/listing-state';
import { orderManufacturers } from '../../../shared/catalogue/manufacturers';
import { useSnippets } from '../../lib/snippets';
import { PriceRange } from './PriceRange';
import type { FilterOption, Listing } from '../../../shared/catalogue/types';

const VISIBLE_OPTIONS = 4;

interface GroupProps {
  name: 'properties' | 'manufacturers';
  label: string;
  options: FilterOption[];
  selected: string[];
  locked?: string[] | undefined;
  /** The group's new selection; the page follows it. */
  onSelect: (ids: string[]) => void;
}

function FilterGroup({ name, label, options, selected, locked = [], onSelect }: GroupProps) {
  const { text } = useSnippets();
  const [expanded, setExpanded] = useState(false);
  // The box flips at once; the listing catches up when its navigation lands.
  const [optimistic, setOptimistic] = useState<string[] | null>(null);
  const selectedKey = selected.join('|');
  useEffect(() => setOptimistic(null), [selectedKey]);
  const current = optimistic ?? selected;
  const visible = expanded ? options : options.slice(0, VISIBLE_OPTIONS);
  return (
    <details className="filter-group" open>
      <summary className="filter-group__title">{label}</summary>
      <ul className="filter-group__options">
        {visible.map((o) => {
          const isLocked = locked.includes(o.id);
          return (
            <li key={o.id}>
              <label className="checkbox">
                <input type="checkbox" name={name} value={o.id} checked={current.includes(o.id) || isLocked}
                  disabled={isLocked} onChange={() => {
                    const next = toggleId(current, o.id);
                    setOptimistic(next);
                    onSelect(next);
                  }} />
                {o.colorHex && <span className="swatch" style={{ background: o.colorHex }} aria-hidden="true" />}
                <span>{o.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > VISIBLE_OPTIONS && (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? text('listing.filter.showLess', 'Show less') : text('listing.filter.showMore', 'Show more ({count})', { count: options.length - VISIBLE_OPTIONS })}
        </button>
      )}
    </details>
  );
}

interface Props {
  pathname: string;
  state: ListingState;
  listing: Listing;
  /** A manufacturer given by context (a brand page): always selected, cannot be unchecked. */
  defaultManufacturer?: string | undefined;
}

/**
 * Filters as a plain GET form (works without JavaScript: 'Toepassen' submits it); with
 * JavaScript every change navigates at once and the page resets to 1.
 */
export function ListingFilters({ pathname, state, listing, defaultManufacturer }: Props) {
  const { text } = useSnippets();
  const navigate = useNavigate();
  const go = (next: ListingState) => void navigate(listingHref(pathname, next));
  const locked = defaultManufacturer ? [defaultManufacturer] : [];
  return (
    <form className="filters" method="get" action={pathname} aria-label={text('listing.filters', 'Filters')}>
      {state.search && <input type="hidden" name="search" value={state.search} />}
      {state.sort && <input type="hidden" name="sort" value={state.sort} />}
      {listing.manufacturers.length > 0 && (
        <FilterGroup name="manufacturers" label={text('listing.filter.brand', 'Brand')} options={orderManufacturers(listing.manufacturers)}
          selected={state.manufacturers} locked={locked}
          onSelect={(manufacturers) => go(withFilters(state, {
            manufacturers: defaultManufacturer ? [...new Set([defaultManufacturer, ...manufacturers])].sort() : manufacturers,
          }))} />
      )}
      <PriceRange key={`${state.minPrice}-${state.maxPrice}`} pathname={pathname} state={state} bounds={listing.price} />
      {listing.properties.map((group) => (
        <FilterGroup key={group.id} name="properties" label={group.label} options={group.options}
          // This group's own choices: the rest stay as they are (others, below).
          selected={state.properties.filter((id) => group.options.some((o) => o.id === id))}
          onSelect={(ids) => {
            // The selection of the other groups stays as it is.
            const others = state.properties.filter((id) => !group.options.some((o) => o.id === id));
            go(withFilters(state, { properties: [...others, ...ids].sort() }));
          }} />
      ))}
      <button type="submit" className="button button--secondary no-js-only">{text('listing.filter.apply', 'Apply')}</button>
    </form>
  );
}
