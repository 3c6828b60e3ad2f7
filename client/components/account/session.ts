// What changes in the browser when the shopper logs in, registers or logs out: the customer
// in the cache (the header's account link reads it), and the cart, which follows the new
// context token (Shopware merges a guest cart into the customer's on login), and the wishlist
// saved in the browser, which a login or registration merges into the account's.
import type { QueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../shared/account/types';
import type { StorefrontApi } from '../../../shared/storefront-api';
import { cartChanged } from '../../lib/cart-sync';
import { mergeLocalWishlist } from '../../lib/wishlist';
import { accountKeys, cartQuery } from '../../queries';

export async function sessionChanged(queryClient: QueryClient, api: StorefrontApi, customer: Customer | null): Promise<void> {
  // Everything private of the previous session goes; the customer is the new one.
  queryClient.removeQueries({ queryKey: ['account'] });
  queryClient.removeQueries({ queryKey: accountKeys.checkout() });
  queryClient.setQueryData(accountKeys.customer(), customer);
  // What the shopper saved as a visitor goes to the account. A guest has no account list:
  // theirs stays here.
  if (customer && !customer.guest) await mergeLocalWishlist((ids) => api.mergeWishlist(ids));
  const cart = await queryClient.fetchQuery({ ...cartQuery(api), staleTime: 0 }).catch(() => undefined);
  cartChanged(queryClient, cart);
}
