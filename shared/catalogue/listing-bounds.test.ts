import { describe, expect, it } from 'vitest';
import { boundListingState, needsBounding, NO_MATCH_ID, unfilteredState, type ListingOffer } from './listing-bounds';
import { parseListingState, type ListingState } from './listing-state';

const RED = 'a'.repeat(32);
const BLUE = 'b'.repeat(32);
const BRAND = 'c'.repeat(32);
const UNKNOWN = 'd'.repeat(32);

const offer: ListingOffer = {
  sorting: 'topseller',
  sortings: ['topseller', 'nieuw-binnen', 'price-asc', 'price-desc', 'name-asc'].map((key) => ({ key, label: key })),
  // The slider steps by ceil((1000 - 0) / 20) = 50.
  price: { min: 0, max: 1000 },
  total: 100,
  limit: 12,
  properties: [{ id: 'colour', label: 'Kleur', options: [{ id: RED, label: 'Rood' }, { id: BLUE, label: 'Blauw' }] }],
  manufacturers: [{ id: BRAND, label: 'Merk', popular: false }],
};

const bound = (qs: string): ListingState => boundListingState(parseListingState(new URLSearchParams(qs)), offer);

describe('boundListingState', () => {
  it('keeps what the listing offers as it is', () => {
    expect(bound(`sort=price-asc&min-price=100&max-price=450&p=3&properties=${RED}&manufacturers=${BRAND}`)).toMatchObject({
      sort: 'price-asc', minPrice: 100, maxPrice: 450, page: 3, properties: [RED], manufacturers: [BRAND],
    });
  });

  it('folds a sort key the listing does not offer, and the default one, to the default', () => {
    for (const sort of ['x1', 'x2', 'price-asc; drop', 'topseller', 'TOPSELLER']) expect(bound(`sort=${encodeURIComponent(sort)}`).sort).toBeNull();
    // Written loosely, as the spec writes it: the offered key.
    expect(bound('sort=nieuw%20binnen').sort).toBe('nieuw-binnen');
    expect(bound('sort=Price-Desc').sort).toBe('price-desc');
  });

  it('rounds price bounds outwards to the slider steps: any of 1,000,001 prices gives one of 21', () => {
    expect(bound('min-price=37&max-price=461')).toMatchObject({ minPrice: null, maxPrice: 500 });
    expect(bound('min-price=99&max-price=101')).toMatchObject({ minPrice: 50, maxPrice: 150 });
    expect(bound('min-price=999999&max-price=1000000')).toMatchObject({ minPrice: 1000, maxPrice: null });
    const distinct = new Set<string>();
    for (let price = 0; price <= 1200; price += 1) {
      const state = bound(`min-price=${price}&max-price=${price}`);
      distinct.add(`${state.minPrice}-${state.maxPrice}`);
    }
    expect(distinct.size).toBeLessThanOrEqual(21 * 2);
  });

  it('rounds to the steps of listings whose range is not a multiple of the step, reaching the exact maximum', () => {
    const odd = { ...offer, price: { min: 13, max: 217 } }; // step ceil(204 / 20) = 11
    const state = boundListingState(parseListingState(new URLSearchParams('min-price=30&max-price=210')), odd);
    expect(state).toMatchObject({ minPrice: 24, maxPrice: 211 });
    expect(boundListingState(parseListingState(new URLSearchParams('max-price=212')), odd).maxPrice).toBeNull();
    expect(boundListingState(parseListingState(new URLSearchParams('max-price=40')), odd).maxPrice).toBe(46);
  });

  it('caps a page past the last at one past it (which still redirects to the last page)', () => {
    expect(bound('p=9').page).toBe(9);
    expect(bound('p=10000').page).toBe(10);
    expect(bound('p=500').page).toBe(10);
  });

  it('drops filter ids the listing does not offer; only unknown ones become one id that matches nothing', () => {
    expect(bound(`properties=${RED}|${UNKNOWN}`).properties).toEqual([RED]);
    expect(bound(`properties=${UNKNOWN}`).properties).toEqual([NO_MATCH_ID]);
    expect(bound(`manufacturers=${'e'.repeat(32)}`).manufacturers).toEqual([NO_MATCH_ID]);
  });
});

describe('needsBounding and unfilteredState', () => {
  it('leaves the plain listing alone and reads the offer from it', () => {
    expect(needsBounding(parseListingState(new URLSearchParams('search=jurk')))).toBe(false);
    expect(needsBounding(parseListingState(new URLSearchParams('p=2')))).toBe(true);
    expect(unfilteredState(parseListingState(new URLSearchParams(`search=jurk&sort=x&p=4&properties=${RED}&min-price=3`)))).toEqual(
      parseListingState(new URLSearchParams('search=jurk')),
    );
  });
});
