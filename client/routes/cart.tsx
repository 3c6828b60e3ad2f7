// /cart: the shopper's own cart, read on the server without any cache (private page).
import { CartScreen } from '../components/cart/CartScreen';
import { cartQuery } from '../queries';
import { readShopperParts } from '../queries/shopper';
import type { LoaderArgs, RouteDeps, RouteHead } from '../router/types';

/** The shopper's own page (the cart): never stored (RouteModule.personal). */
export const personal = true;

export const head = (): RouteHead => ({ title: 'Winkelwagen', noindex: true });

export async function loader(args: LoaderArgs, deps: RouteDeps) {
  const { queryClient, api } = deps;
  // A cart that cannot be read fails the route: the page says the shop is unreachable (503,
  // with Retry-After and a way to try again), with or without JavaScript (#34). Before, the
  // page said "loading" for ever to a shopper without JavaScript.
  await Promise.all([queryClient.fetchQuery(cartQuery(api)), readShopperParts(args, deps)]);
  return null;
}

export function Component() {
  return <CartScreen />;
}
