// /cart: the shopper's own cart, read on the server without any cache (private page).
import { CartScreen } from '../components/cart/CartScreen';
import { cartQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';

/** The shopper's own page (the cart): never stored (RouteModule.personal). */
export const personal = true;

export async function loader(_args: LoaderArgs, { queryClient, api }: RouteDeps) {
  // A failing backend leaves the page to say so (and to try again in the browser).
  await queryClient.prefetchQuery(cartQuery(api));
  return null;
}

export function Component() {
  return <CartScreen />;
}
