// /cart: the shopper's own cart, read on the server without any cache (private page).
import { CartScreen } from '../components/cart/CartScreen';
import { cartQuery, customerQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';

/** The shopper's own page (the cart): never stored (RouteModule.personal). */
export const personal = true;

export async function loader(_args: LoaderArgs, { queryClient, api }: RouteDeps) {
  // A cart that cannot be read fails the route: the page says the shop is unreachable (503,
  // with Retry-After and a way to try again), with or without JavaScript (#34). Before, the
  // page said "loading" for ever to a shopper without JavaScript.
  // Who is logged in comes with the shopper's own page (it is never stored): the header need
  // not ask for it once the page is up. A read that fails leaves it to the header to ask.
  await Promise.all([queryClient.fetchQuery(cartQuery(api)), queryClient.prefetchQuery(customerQuery(api))]);
  return null;
}

export function Component() {
  return <CartScreen />;
}
