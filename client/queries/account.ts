// The shopper's account and checkout reads besides the customer (index.ts, which the header
// needs): private, read fresh. A module of its own so that every page's shell does not carry them.
import { queryOptions } from '@tanstack/react-query';
import type { StorefrontApi } from '../../shared/storefront-api';
import { accountKeys } from './index';

export const ordersQuery = (api: StorefrontApi, page: number) =>
  queryOptions({ queryKey: accountKeys.orders(page), queryFn: () => api.orders(page), staleTime: 10_000 });

export const orderQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: accountKeys.order(id), queryFn: () => api.order(id), staleTime: 10_000 });

/** A guest's order by its mail's link: read fresh each time (the proof may have ended). */
export const guestOrderQuery = (api: StorefrontApi, deepLinkCode: string) =>
  queryOptions({ queryKey: accountKeys.guestOrder(deepLinkCode), queryFn: () => api.guestOrder(deepLinkCode), staleTime: 0 });

/**
 * The checkout's context (addresses, methods): its loader reads it fresh (staleTime 0 there);
 * the page that just read it does not read it again as it hydrates.
 */
export const checkoutContextQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.checkout(), queryFn: () => api.checkoutContext(), staleTime: 5_000 });

/** Salutations and countries for address forms: the same for every shopper. */
export const addressOptionsQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['address-options'], queryFn: () => api.addressOptions(), staleTime: 10 * 60_000 });

/** The customer's address book (the account's information page). */
export const addressesQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.addresses(), queryFn: () => api.addresses(), staleTime: 10_000 });

export const newsletterQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: accountKeys.newsletter(), queryFn: () => api.newsletter(), staleTime: 10_000 });
