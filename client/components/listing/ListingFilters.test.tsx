// @vitest-environment happy-dom
// The listing's filters with JavaScript: a ticked box navigates at once to the first page of
// the filtered listing, keeping the other groups' choices and the sort; a brand page's own
// brand stays chosen; long groups fold.
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseListingState } from '../../../shared/catalogue/listing-state';
import type { Listing } from '../../../shared/catalogue/types';
import { click, renderInDom, type Rendered } from '../../testing/render';
import { ListingFilters } from './ListingFilters';

const id = (c: string) => c.repeat(32);
const WIT = id('a');
const ZWART = id('b');
const LINNEN = id('c');
const BRANDS = ['d', 'e', 'f', '1', '2', '3'].map((c, i) => ({ id: id(c), label: `Merk ${i + 1}`, popular: false }));
const listing: Listing = {
  products: [], total: 40, page: 1, limit: 12, sorting: 'name-asc', sortings: [], manufacturers: BRANDS,
  properties: [
    { id: 'kleur', label: 'Kleur', options: [{ id: WIT, label: 'Wit', colorHex: '#fff' }, { id: ZWART, label: 'Zwart', colorHex: '#000' }] },
    { id: 'materiaal', label: 'Materiaal', options: [{ id: LINNEN, label: 'Linnen' }] },
  ],
  price: { min: 10, max: 210 },
};

function Where() {
  const location = useLocation();
  return <output id="where">{location.pathname + location.search}</output>;
}

let view: Rendered;
afterEach(async () => { await view.unmount(); });

const show = async (search: string, defaultManufacturer?: string) => {
  const state = parseListingState(new URLSearchParams(search));
  view = await renderInDom(<><ListingFilters pathname="/dames/" state={state} listing={listing} defaultManufacturer={defaultManufacturer} /><Where /></>, { path: `/dames/?${search}` });
};
const box = (value: string) => view.container.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const where = () => new URL(view.container.querySelector('#where')!.textContent!, 'https://veld.nl');
/** The listing the new address shows. */
const shown = () => parseListingState(where().searchParams);

describe('ListingFilters', () => {
  it('goes to the first page of the filtered listing at once, keeping the other groups\' choices and the sort', async () => {
    await show(`properties=${LINNEN}&sort=price-asc&p=3`);
    await click(box(WIT));
    expect(where().pathname).toBe('/dames/');
    expect(shown()).toMatchObject({ properties: [WIT, LINNEN].sort(), sort: 'price-asc', page: 1 });
    expect(box(WIT).checked).toBe(true);
  });

  it('takes an unticked box out of the filter, writing each other group\'s choice once (the canonical address)', async () => {
    await show(`properties=${WIT}|${LINNEN}`);
    await click(box(WIT));
    expect(shown().properties).toEqual([LINNEN]);
    expect(where().searchParams.get('properties')).toBe(LINNEN);
  });

  it('keeps a brand page\'s own brand chosen: its box cannot be unticked, and another brand is added to it', async () => {
    await show('', BRANDS[0]!.id);
    expect(box(BRANDS[0]!.id).checked).toBe(true);
    expect(box(BRANDS[0]!.id).disabled).toBe(true);
    await click(box(BRANDS[1]!.id));
    expect(shown().manufacturers).toEqual([BRANDS[0]!.id, BRANDS[1]!.id].sort());
  });

  it('shows four options of a long group until the shopper asks for more', async () => {
    await show('');
    const brands = () => view.container.querySelectorAll('input[name="manufacturers"]').length;
    expect(brands()).toBe(4);
    const more = view.container.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')!;
    expect(more.textContent).toContain('2');
    await click(more);
    expect(brands()).toBe(6);
  });
});
