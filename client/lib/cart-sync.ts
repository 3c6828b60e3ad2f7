// Keeps the cart in step across the shopper's tabs. After any change to the cart in one tab,
// `cartChanged` updates this tab's cached cart and tells the other tabs over a
// BroadcastChannel ('veld-cart'); their header count and cart page update at once. (A tab
// also reads the cart again when it regains focus: cartQuery's refetchOnWindowFocus.)
//
// Call `cartChanged(queryClient, cart)` with the cart the server answered after a cart action,
// or `cartChanged(queryClient)` when the cart changed on the server in a way this tab did not
// see: after login (Shopware merges the guest cart into the customer's), logout or an order.
// This module is part of every page (the header listens): keep it small.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart } from '../../shared/cart/types';
import type { StorefrontApi } from '../../shared/storefront-api';
import { cartQuery, queryKeys } from '../queries';

export const CART_CHANNEL = 'veld-cart';

let channel: BroadcastChannel | undefined;
const cartChannel = () => (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : undefined);

/** The cart as the server answered it; a read under way (older than this answer) is dropped. */
function setCart(queryClient: QueryClient, cart: Cart) {
  void queryClient.cancelQueries({ queryKey: queryKeys.cart() });
  queryClient.setQueryData(queryKeys.cart(), cart);
}

export function cartChanged(queryClient: QueryClient, cart?: Cart): void {
  if (cart) setCart(queryClient, cart);
  else void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
  // The message is the new cart, or null: read it again.
  cartChannel()?.postMessage(cart ?? null);
}

/** Hears the other tabs' cart changes (mounted once, by the header's cart button). */
export function useCartSync(api: StorefrontApi): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const ch = cartChannel();
    if (!ch) return;
    ch.onmessage = (event: MessageEvent<Cart | null>) => {
      if (event.data) setCart(queryClient, event.data);
      // Also a tab that never read the cart (it had no session when it loaded) reads it now.
      else void queryClient.fetchQuery({ ...cartQuery(api), staleTime: 0 });
    };
    return () => { ch.onmessage = null; };
  }, [queryClient, api]);
}
