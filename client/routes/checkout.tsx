// /checkout (one page: details, shipping, payment, summary, terms, "Bestelling plaatsen"),
// /checkout/success?orderId= (the order number and summary) and /checkout/failed?orderId=
// (the payment did not go through: the order is kept, the shopper pays again, with this or
// another method). Private: read fresh, never cached, never indexed.
import { NotFoundError } from '../../shared/storefront-api';
import { ATTEMPT_KEY, ATTEMPT_PARAM } from '../../shared/forms/attempt';
import { useLoaderData } from '../router/hooks';
import { HttpError, redirect } from '../router/outcomes';
import { isCartEmpty } from '../../shared/cart/types';
import { CHECKOUT_CHROME_MODULE, isFocusedCheckout, preloadCheckoutChrome } from '../components/checkout/checkout-chrome';
import { accountKeys, cartQuery, checkoutContextQuery, customerQuery, orderQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { readShopperParts } from '../queries/shopper';

export interface CheckoutData {
  /** 'ended': a success page whose order this device can no longer read (the guest's session ended). */
  screen: 'checkout' | 'success' | 'failed' | 'ended';
  orderId?: string;
  /** The success page of a guest's order: the session ended, the mail's link opens the order later. */
  guest?: boolean;
  /**
   * The checkout's attempt key (#34): made where the page is rendered and carried with the
   * route's data, so the form's markup matches; the same attempt sent again places no second
   * order. Back from a failure without JavaScript (?poging=), the same key.
   */
  attemptKey?: string;
}

const ORDER_ID = /^[0-9a-f]{32}$/i;

/**
 * The checkout and the order's page after it are chunks of their own: the checkout's first view
 * does not load the order's page (its summary, the payment retry), nor the other way round.
 */
const SCREENS = {
  checkout: { source: 'client/components/checkout/CheckoutScreen.tsx', load: () => import('../components/checkout/CheckoutScreen') },
  result: { source: 'client/components/checkout/CheckoutResultScreen.tsx', load: () => import('../components/checkout/CheckoutResultScreen') },
} as const;

type Screens = { checkout: typeof import('../components/checkout/CheckoutScreen'); result: typeof import('../components/checkout/CheckoutResultScreen') };
const loaded: Partial<Screens> = {};

const screenOf = (data: CheckoutData | undefined): keyof Screens => (data?.screen === 'checkout' ? 'checkout' : 'result');

async function loadScreen(name: keyof Screens): Promise<void> {
  if (!loaded[name]) (loaded as Record<string, unknown>)[name] = await SCREENS[name].load();
}

/** The shopper's own page (the order): never stored (RouteModule.personal). */
export const personal = true;

export async function loader(args: LoaderArgs, deps: RouteDeps): Promise<CheckoutData> {
  const { request } = args;
  const url = new URL(request.url);
  const screen = checkoutScreen(url.pathname);
  const [data] = await Promise.all([
    readCheckout(url, screen, deps), loadScreen(screenOf({ screen })),
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

/** Whether the page wears the focused frame: the checkout and a failed payment's retry. */
const focused = (data: CheckoutData | undefined) => data?.screen === 'checkout' || data?.screen === 'failed';

export function modulesFor(loaderData: unknown): string[] {
  const data = loaderData as CheckoutData | undefined;
  return [SCREENS[screenOf(data)].source, ...(focused(data) ? [CHECKOUT_CHROME_MODULE] : [])];
}

export async function prepareHydration(loaderData: unknown): Promise<void> {
  const data = loaderData as CheckoutData | undefined;
  await Promise.all([loadScreen(screenOf(data)), focused(data) ? preloadCheckoutChrome() : null]);
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { checkout, result } = loaded;
  if (data.screen === 'checkout') {
    if (!checkout) throw new Error('The checkout was not loaded before render');
    return <checkout.CheckoutScreen attemptKey={data.attemptKey!} />;
  }
  if (!result) throw new Error('The order page was not loaded before render');
  if (data.screen === 'ended') return <result.OrderElsewhereScreen />;
  return <result.CheckoutResultScreen screen={data.screen} orderId={data.orderId!} guest={data.guest === true} />;
}
