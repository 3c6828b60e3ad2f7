// @vitest-environment happy-dom
// Sorting: a choice navigates at once to the first page of the sorted listing, keeping the
// filters; without JavaScript the same GET form carries the filters along as hidden fields.
import { useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { parseListingState } from '../../../shared/catalogue/listing-state';
import type { Listing } from '../../../shared/catalogue/types';
import { renderInDom, typeInto, type Rendered } from '../../testing/render';
import { SortSelect } from './SortSelect';

const WIT = 'a'.repeat(32);
const listing: Listing = {
  products: [], total: 40, page: 3, limit: 12, sorting: 'name-asc', manufacturers: [], properties: [], price: { min: 0, max: 100 },
  sortings: [{ key: 'name-asc', label: 'Naam A-Z' }, { key: 'price-asc', label: 'Prijs oplopend' }],
};

function Where() {
  const location = useLocation();
  return <output id="where">{location.pathname + location.search}</output>;
}

let view: Rendered;
afterEach(async () => { await view.unmount(); });

const show = async (search: string, shown = listing) => {
  view = await renderInDom(<><SortSelect pathname="/dames/" state={parseListingState(new URLSearchParams(search))} listing={shown} /><Where /></>, { path: `/dames/?${search}` });
};

it('shows the listing\'s own sorting until one is chosen, then goes to page 1 sorted, filters kept', async () => {
  await show(`properties=${WIT}&p=3`);
  const select = view.container.querySelector('select')!;
  expect(select.value).toBe('name-asc');
  await typeInto(select, 'price-asc');
  const where = new URL(view.container.querySelector('#where')!.textContent!, 'https://veld.nl');
  expect(parseListingState(where.searchParams)).toMatchObject({ sort: 'price-asc', page: 1, properties: [WIT] });
});

it('carries the filters, not the page or the old sort, as hidden fields for the form without JavaScript', async () => {
  await show(`properties=${WIT}&sort=price-asc&p=3`);
  const hidden = Object.fromEntries(Array.from(view.container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((i) => [i.name, i.value]));
  expect(hidden).toEqual({ properties: WIT });
});

it('shows nothing when the listing cannot be sorted', async () => {
  await show('', { ...listing, sortings: [] });
  expect(view.container.querySelector('form')).toBeNull();
});
