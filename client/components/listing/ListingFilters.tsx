import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listingHref, toggleId, withFilters, type ListingState } from '../../../shared/catalogue/listing-state';
import { orderManufacturers } from '../../../shared/catalogue/manufacturers';
import type { FilterOption, Listing } from '../../../shared/catalogue/types';

const VISIBLE_OPTIONS = 4;

interface GroupProps {
  name: 'properties' | 'manufacturers';
  label: string;
  options: FilterOption[];
  selected: string[];
  locked?: string[] | undefined;
  onToggle: (id: string) => void;
}

function FilterGroup({ name, label, options, selected, locked = [], onToggle }: GroupProps) {
  const [expanded, setExpanded] = useState(false);
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
                <input type="checkbox" name={name} value={o.id} checked={selected.includes(o.id) || isLocked}
                  disabled={isLocked} onChange={() => onToggle(o.id)} />
                {o.colorHex && <span className="swatch" style={{ background: o.colorHex }} aria-hidden="true" />}
                <span>{o.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > VISIBLE_OPTIONS && (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Toon minder' : `Toon meer (${options.length - VISIBLE_OPTIONS})`}
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
  const navigate = useNavigate();
  const go = (next: ListingState) => navigate(listingHref(pathname, next));
  const locked = defaultManufacturer ? [defaultManufacturer] : [];
  return (
    <form className="filters" method="get" action={pathname} aria-label="Filters">
      {state.search && <input type="hidden" name="search" value={state.search} />}
      {state.sort && <input type="hidden" name="sort" value={state.sort} />}
      {listing.manufacturers.length > 0 && (
        <FilterGroup name="manufacturers" label="Merk" options={orderManufacturers(listing.manufacturers)}
          selected={state.manufacturers} locked={locked}
          onToggle={(id) => go(withFilters(state, { manufacturers: toggleId(state.manufacturers, id) }))} />
      )}
      {listing.properties.map((group) => (
        <FilterGroup key={group.id} name="properties" label={group.label} options={group.options}
          selected={state.properties}
          onToggle={(id) => go(withFilters(state, { properties: toggleId(state.properties, id) }))} />
      ))}
      <button type="submit" className="button button--secondary no-js-only">Toepassen</button>
    </form>
  );
}
