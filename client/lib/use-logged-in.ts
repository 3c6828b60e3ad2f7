// Whether a customer is logged in, for any screen that shows something else to one (the account
// link, the mobile menu, the wishlist). Like the cart count, who is logged in is never part of
// a public page's HTML: the browser asks after hydration, and only when the shopper has a
// session (the shopper hint cookie says so: lib/session.ts) or logged in in this tab. The shopper's own
// pages (cart, checkout, account: never stored) bring the answer in their state.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../app';
import { hasShopperSession } from './session';
import { customerQuery } from '../queries';

/** Whether a customer is logged in, as the browser learns it after hydration (false on the server). */
export function useLoggedIn(): boolean {
  const api = useApi();
  const queryClient = useQueryClient();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const known = queryClient.getQueryData(customerQuery(api).queryKey) !== undefined;
  const { data: customer } = useQuery({ ...customerQuery(api), enabled: hydrated && (known || hasShopperSession()) });
  return hydrated && customer != null && !customer.guest;
}
