// /checkout (one page: details, shipping, payment, summary, terms, "Bestelling plaatsen"),
// /checkout/success?orderId= (the order number and summary) and /checkout/failed?orderId=
// (the payment did not go through: the order is kept, the shopper pays again, with this or
// another method). Private: read fresh, never cached, never indexed.
import { CheckoutScreen } from '../components/checkout/CheckoutScreen';
import { CheckoutResultScreen } from '../components/checkout/CheckoutResultScreen';
import { NotFoundError } from '../../shared/storefront-api';
import { useLoaderData } from '../router/hooks';
import { HttpError } from '../router/outcomes';
import { cartQuery, checkoutContextQuery, orderQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';

export interface CheckoutData {
  screen: 'checkout' | 'success' | 'failed';
  orderId?: string;
}

const ORDER_ID = /^[0-9a-f]{32}$/i;

/** The shopper's own page (the order): never stored (RouteModule.personal). */
export const personal = true;

export async function loader({ request }: LoaderArgs, { queryClient, api }: RouteDeps): Promise<CheckoutData> {
  const url = new URL(request.url);
  const screen = url.pathname.startsWith('/checkout/success') ? 'success' : url.pathname.startsWith('/checkout/failed') ? 'failed' : 'checkout';
  if (screen === 'checkout') {
    await Promise.all([
      queryClient.fetchQuery({ ...cartQuery(api), staleTime: 0 }),
      queryClient.fetchQuery(checkoutContextQuery(api)),
    ]);
    return { screen };
  }
  const orderId = url.searchParams.get('orderId') ?? '';
  if (!ORDER_ID.test(orderId)) throw new HttpError(404, 'Deze bestelling bestaat niet.');
  try {
    await Promise.all([
      queryClient.fetchQuery(orderQuery(api, orderId.toLowerCase())),
      screen === 'failed' ? queryClient.fetchQuery(checkoutContextQuery(api)) : null,
    ]);
  } catch (error) {
    // Not this shopper's order (another session, logged out since): nothing to show.
    if (error instanceof NotFoundError) throw new HttpError(404, 'Deze bestelling bestaat niet.');
    throw error;
  }
  return { screen, orderId: orderId.toLowerCase() };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data.screen === 'checkout' ? <CheckoutScreen /> : <CheckoutResultScreen screen={data.screen} orderId={data.orderId!} />;
}
