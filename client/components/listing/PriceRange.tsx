import { useId, useState } from 'react';
import { useNavigate } from '../../router/hooks';
import { listingHref, withFilters, type ListingState } from '../../../shared/catalogue/listing-state';
import { clampRange, priceBounds, priceStep, snapPrice } from '../../../shared/catalogue/price-range';
import { formatAmount } from '../../../shared/format';
import { useSnippets } from '../../lib/snippets';

interface Props {
  pathname: string;
  state: ListingState;
  bounds: { min: number; max: number };
}

/**
 * Two native range inputs (arrow keys step by ceil((max-min)/20), Home and End jump to the
 * bounds; a drag lands on the same steps, the prices the worker bounds a listing's query to,
 * decision 022); 'Toepassen' writes min-price and max-price. Inside the filter form, so without
 * JavaScript the form's own submit applies them.
 */
export function PriceRange({ pathname, state, bounds: raw }: Props) {
  const navigate = useNavigate();
  const { text } = useSnippets();
  const id = useId();
  const bounds = priceBounds(raw);
  const step = priceStep(bounds);
  const [range, setRange] = useState({ min: state.minPrice ?? bounds.min, max: state.maxPrice ?? bounds.max });
  const apply = () => void navigate(listingHref(pathname, withFilters(state, { minPrice: range.min, maxPrice: range.max })));
  // Keys step by ceil((max-min)/20); Home and End reach the exact bounds (a native range input
  // would snap them to its step grid).
  const onKey = (handle: 'min' | 'max') => (e: React.KeyboardEvent<HTMLInputElement>) => {
    const current = range[handle];
    const next = {
      ArrowLeft: current - step, ArrowDown: current - step, ArrowRight: current + step, ArrowUp: current + step,
      PageDown: current - step * 5, PageUp: current + step * 5, Home: bounds.min, End: bounds.max,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setRange(clampRange(range, handle, snapPrice(next, bounds), bounds));
  };
  return (
    <details className="filter-group" open>
      <summary className="filter-group__title">{text('listing.filter.price', 'Price')}</summary>
      <div className="price-range">
        <p className="price-range__values" aria-live="polite">{formatAmount(range.min)} – {formatAmount(range.max)}</p>
        {/* A move applies nothing by itself (#50 item 8): the control says so, to the eye and to a screen reader. */}
        <p className="price-range__hint" id={`${id}-hint`}>{text('listing.filter.priceHint', 'Choose your prices, then press Apply.')}</p>
        <label className="visually-hidden" htmlFor={`${id}-min`}>{text('listing.filter.minPrice', 'Minimum price')}</label>
        <input id={`${id}-min`} type="range" name="min-price" min={bounds.min} max={bounds.max} step="any" value={range.min}
          aria-valuetext={formatAmount(range.min)} aria-describedby={`${id}-hint`} onKeyDown={onKey('min')}
          onChange={(e) => setRange(clampRange(range, 'min', snapPrice(Number(e.target.value), bounds), bounds))} />
        <label className="visually-hidden" htmlFor={`${id}-max`}>{text('listing.filter.maxPrice', 'Maximum price')}</label>
        <input id={`${id}-max`} type="range" name="max-price" min={bounds.min} max={bounds.max} step="any" value={range.max}
          aria-valuetext={formatAmount(range.max)} aria-describedby={`${id}-hint`} onKeyDown={onKey('max')}
          onChange={(e) => setRange(clampRange(range, 'max', snapPrice(Number(e.target.value), bounds), bounds))} />
        <button type="button" className="button button--secondary button--small js-only" onClick={apply}>{text('listing.filter.apply', 'Apply')}</button>
      </div>
    </details>
  );
}
