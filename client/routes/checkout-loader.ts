// The checkout route's loader (routes/checkout.tsx): the cart and the checkout's context, or the
// order after it, and the screen's code. A chunk of its own: a first view hydrates with the data
// its HTML carried.
import { NotFoundError } from '../../shared/storefront-api';
import { ATTEMPT_KEY, ATTEMPT_PARAM } from '../../shared/forms/attempt';
import { HttpError, redirect } from '../router/outcomes';
import { isCartEmpty } from '../../shared/cart/types';
import { isFocusedCheckout, preloadCheckoutChrome } from '../components/checkout/checkout-chrome';
import { accountKeys, cartQuery, customerQuery } from '../queries';
import { checkoutContextQuery, orderQuery } from '../queries/account';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { readShopperParts } from '../queries/shopper';
import { loadScreen, screenOf, type CheckoutData } from './checkout';

const ORDER_ID = /^[0-9a-f]{32}$/i;

export async function loader(args: LoaderArgs, deps: RouteDeps): Promise<CheckoutData> {
  const { request } = args;
  const url = new URL(request.url);
  const screen = checkoutScreen(url.pathname);
  const [data] = await Promise.all([
    readCheckout(url, screen, deps), loadScreen(screenOf({ screen })),
    // The checkout's form is a part on intent: readied for this render (its HTML in place).
    screen === 'checkout' ? import('../components/checkout/CheckoutScreen').then((m) => m.CheckoutForm.preload()) : null,
    // The focused frame (header and footer) of the pages where the shopper pays.
    isFocusedCheckout(url.pathname) ? preloadCheckoutChrome() : null,
    // Not on the success page: a guest's session ends there (endGuestSession).
    screen === 'success' ? null : readShopperParts(args, deps),
  ]);
  return data;
}

function checkoutScreen(pathname: string): 'checkout' | 'success' | 'failed' {
  return pathname.startsWith('/checkout/success') ? 'success' : pathname.startsWith('/checkout/failed') ? 'failed' : 'checkout';
}

async function readCheckout(url: URL, screen: ReturnType<typeof checkoutScreen>, { queryClient, api, freshKey }: RouteDeps): Promise<CheckoutData> {
  if (screen === 'checkout') {
    const [cart] = await Promise.all([
      queryClient.fetchQuery({ ...cartQuery(api), staleTime: 0 }),
      queryClient.fetchQuery({ ...checkoutContextQuery(api), staleTime: 0 }),
    ]);
    const retried = url.searchParams.get(ATTEMPT_PARAM);
    const attemptKey = retried && ATTEMPT_KEY.test(retried) ? retried : null;
    // Back after an attempt that was not confirmed, the cart empty: the order may have been
    // placed after all. Then its own page, never "your cart is empty" (#34).
    if (attemptKey && isCartEmpty(cart)) {
      const orderId = await api.orderOfAttempt(attemptKey).catch(() => null);
      if (orderId) redirect(`/checkout/failed?orderId=${orderId}`);
    }
    return { screen, attemptKey: attemptKey ?? freshKey() };
  }
  const orderId = url.searchParams.get('orderId') ?? '';
  if (!ORDER_ID.test(orderId)) throw new HttpError(404, 'Deze bestelling bestaat niet.');
  try {
    await Promise.all([
      queryClient.fetchQuery(orderQuery(api, orderId.toLowerCase())),
      screen === 'failed' ? queryClient.fetchQuery({ ...checkoutContextQuery(api), staleTime: 0 }) : null,
    ]);
  } catch (error) {
    // Not this shopper's order (another session, logged out since): nothing to show. The success
    // page says where the order is instead (a guest who reloads it after the session ended):
    // the same words for any order, so they tell nothing about one.
    if (error instanceof NotFoundError && screen === 'success') return { screen: 'ended' };
    if (error instanceof NotFoundError) throw new HttpError(404, 'Deze bestelling bestaat niet.');
    throw error;
  }
  const guest = screen === 'success' ? await endGuestSession(queryClient, api) : false;
  return { screen, orderId: orderId.toLowerCase(), ...(guest ? { guest } : {}) };
}

/**
 * A guest's session ends with their order (#32), as Shopware's own storefront logs a guest out
 * after checkout: once this page has read the order, the context is logged out (a new token in
 * the cookie), so the next shopper on this device meets an empty checkout, not this guest's name,
 * e-mail address and address. The order stays on this page (read already) and behind the mail's
 * link (/account/order/{deepLinkCode}, decision 020). True when it ended a guest's session.
 * A failed payment keeps the session: the guest pays again with it.
 */
async function endGuestSession(queryClient: RouteDeps['queryClient'], api: RouteDeps['api']): Promise<boolean> {
  const customer = await queryClient.fetchQuery({ ...customerQuery(api), staleTime: 0 }).catch(() => null);
  if (!customer?.guest) return false;
  await api.logout();
  queryClient.setQueryData(accountKeys.customer(), null);
  queryClient.removeQueries({ queryKey: accountKeys.checkout() });
  return true;
}
