import { useId } from 'react';
import { useNavigate } from '../../router/hooks';
import { listingHref, withFilters, type ListingState } from '../../../shared/catalogue/listing-state';
import type { Listing } from '../../../shared/catalogue/types';
import { useSnippets } from '../../lib/snippets';

/** Sorting: a GET form (works without JavaScript); with JavaScript a change navigates at once. */
export function SortSelect({ pathname, state, listing }: { pathname: string; state: ListingState; listing: Listing }) {
  const { text } = useSnippets();
  const navigate = useNavigate();
  const id = useId();
  if (listing.sortings.length === 0) return null;
  return (
    <form method="get" action={pathname} className="sort">
      {[...new URLSearchParams(listingHref('', { ...state, sort: null, page: 1 }).slice(1))].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id}>{text('listing.sort', 'Sort')}</label>
      <select id={id} name="sort" value={state.sort ?? listing.sorting}
        onChange={(e) => void navigate(listingHref(pathname, withFilters(state, { sort: e.target.value })))}>
        {listing.sortings.map((s) => <option key={s.key} value={s.key}>{s.label}</option>)}
      </select>
      <button type="submit" className="button button--small no-js-only">{text('listing.sortSubmit', 'Sort')}</button>
    </form>
  );
}
