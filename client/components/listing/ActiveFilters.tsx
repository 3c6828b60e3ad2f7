import { Link } from '../../router/Link';
import { listingHref, withFilters, type ListingState } from '../../../shared/catalogue/listing-state';
import { showsPriceChip } from '../../../shared/catalogue/price-range';
import type { Listing } from '../../../shared/catalogue/types';
import { formatPrice } from '../../../shared/format';
import { CloseIcon } from '../ui/icons';
import { useSnippets } from '../../lib/snippets';

/** Chips of the filters in force, each a link that removes it (plain links: no JS needed). */
interface Props {
  pathname: string;
  state: ListingState;
  listing: Listing;
  /** Locked by context: no chip to remove it. */
  defaultManufacturer?: string | undefined;
}

export function ActiveFilters({ pathname, state, listing, defaultManufacturer }: Props) {
  const { text } = useSnippets();
  const names = new Map<string, string>([
    ...listing.manufacturers.map((m) => [m.id, m.label] as const),
    ...listing.properties.flatMap((g) => g.options.map((o) => [o.id, o.label] as const)),
  ]);
  const chips = [
    ...state.manufacturers.filter((id) => id !== defaultManufacturer).map((id) => ({ key: id, label: names.get(id) ?? 'Merk', next: withFilters(state, { manufacturers: state.manufacturers.filter((x) => x !== id) }) })),
    ...state.properties.map((id) => ({ key: id, label: names.get(id) ?? 'Filter', next: withFilters(state, { properties: state.properties.filter((x) => x !== id) }) })),
    ...(showsPriceChip(state.minPrice, state.maxPrice)
      ? [{ key: 'price', label: `${formatPrice(state.minPrice!)} – ${formatPrice(state.maxPrice!)}`, next: withFilters(state, { minPrice: null, maxPrice: null }) }]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="chips chips--active" aria-label={text('listing.activeFilters', 'Active filters')}>
      {chips.map((c) => (
        <li key={c.key}>
          <Link className="chip chip--active" to={listingHref(pathname, c.next)} aria-label={text('listing.removeFilter', 'Remove {label}', { label: c.label })}>
            {c.label} <CloseIcon />
          </Link>
        </li>
      ))}
      <li><Link className="link-button" to={listingHref(pathname, withFilters(state, {
        manufacturers: defaultManufacturer ? [defaultManufacturer] : [], properties: [], minPrice: null, maxPrice: null,
      }))}>{text('listing.clearFilters', 'Clear all filters')}</Link></li>
    </ul>
  );
}
