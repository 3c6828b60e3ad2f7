// The query keys decide what is shared and what is dropped: one variant lookup however its
// options were ordered, one listing entry per listing state, and every private read of a
// shopper under 'account', so a login or logout drops the previous shopper's data at once.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseListingState } from '../../shared/catalogue/listing-state';
import { fakeApi } from '../testing/render';
import { accountKeys, customerQuery, wishlistQuery } from './index';
import { addressesQuery, newsletterQuery, orderQuery, ordersQuery } from './account';
import { findVariantQuery } from './catalogue';
import { listingQuery } from './listing';

const api = fakeApi();

describe('query keys', () => {
  it('shares one variant lookup whatever order the options came in, but not across the switched group', () => {
    const a = findVariantQuery(api, 'blouse', { kleur: 'zwart', maat: 'm' }, 'kleur').queryKey;
    const b = findVariantQuery(api, 'blouse', { maat: 'm', kleur: 'zwart' }, 'kleur').queryKey;
    expect(a).toEqual(b);
    expect(findVariantQuery(api, 'blouse', { kleur: 'zwart', maat: 'm' }, 'maat').queryKey).not.toEqual(a);
    expect(findVariantQuery(api, 'blouse', { kleur: 'wit', maat: 'm' }, 'kleur').queryKey).not.toEqual(a);
  });

  it('keys a listing by its category and its state as the address writes it', () => {
    const state = (search: string) => parseListingState(new URLSearchParams(search));
    const key = (categoryId: string | undefined, search: string) => listingQuery(api, { categoryId, state: state(search) }).queryKey;
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    // The same filters however the address listed them: one entry.
    expect(key('dames', `properties=${a}|${b}&sort=price-asc`)).toEqual(key('dames', `sort=price-asc&properties=${b}|${a}`));
    expect(key('dames', 'sort=price-asc')).not.toEqual(key('dames', 'sort=price-desc'));
    expect(key('dames', 'p=2')).not.toEqual(key('heren', 'p=2'));
    expect(key('dames', 'p=1')).toEqual(key('dames', ''));
    expect(key(undefined, 'search=jas')[1]).toBe('search');
  });

  it('keeps every private read of the shopper under account, so a login or logout drops them together', () => {
    const queryClient = new QueryClient();
    const privateKeys = [
      customerQuery(api).queryKey, ordersQuery(api, 1).queryKey, orderQuery(api, 'o1').queryKey, addressesQuery(api).queryKey,
      newsletterQuery(api).queryKey, wishlistQuery(api).queryKey, accountKeys.guestOrder('code'),
    ];
    for (const key of privateKeys) queryClient.setQueryData(key, { someone: 'Sanne' });
    queryClient.removeQueries({ queryKey: ['account'] });
    for (const key of privateKeys) expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
