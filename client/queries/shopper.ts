// The shopper's own parts of the header (the cart's count, who is logged in, the saved
// products' hearts) with a personal page. The header reads them after hydration on any page
// (never in a public page's HTML, which may be stored and shared); a personal page is never
// stored (RouteModule.personal), so its loader brings them in its state and the page need not
// load the API client and ask again once it is up.
import { hasSessionCookie } from '../../shared/session';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { cartQuery, customerQuery, wishlistQuery } from './index';

/**
 * Reads them on the server when the shopper has a session (the cookie says so; without one
 * there is nothing to read). In the browser the request carries no cookie: the header asks as
 * it always does. A read that fails is left to the header too; it never fails the page.
 */
export async function readShopperParts({ request }: LoaderArgs, { queryClient, api }: RouteDeps): Promise<void> {
  if (!hasSessionCookie(request.headers.get('cookie'))) return;
  const [customer] = await Promise.all([
    queryClient.fetchQuery(customerQuery(api)).catch(() => null),
    queryClient.prefetchQuery(cartQuery(api)),
  ]);
  if (customer && !customer.guest) await queryClient.prefetchQuery(wishlistQuery(api));
}
