// /checkout (one page: details, shipping, payment, summary, terms, "Bestelling plaatsen"),
// /checkout/success?orderId= (the order number and summary) and /checkout/failed?orderId=
// (the payment did not go through: the order is kept, the shopper pays again, with this or
// another method). Private: read fresh, never cached, never indexed.
import { useLoaderData } from '../router/hooks';
import { loaderIn } from '../router/prepare-route';
import { CHECKOUT_CHROME_MODULE, preloadCheckoutChrome } from '../components/checkout/checkout-chrome';
import type { RouteHead } from '../router/types';

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

export const screenOf = (data: CheckoutData | undefined): keyof Screens => (data?.screen === 'checkout' ? 'checkout' : 'result');

export async function loadScreen(name: keyof Screens): Promise<void> {
  if (!loaded[name]) (loaded as Record<string, unknown>)[name] = await SCREENS[name].load();
}

const TITLES: Record<string, string> = { 'checkout-success': 'Bedankt voor je bestelling', 'checkout-failed': 'Betaling niet gelukt' };

export const head = (_data: unknown, _queryClient: unknown, id: string): RouteHead => ({ title: TITLES[id] ?? 'Afrekenen', noindex: true });

/** Placing the order (worker/api/checkout.ts). */
export const actions = ['placeOrder'] as const;

/** The shopper's own page (the order): never stored (RouteModule.personal). */
export const personal = true;

/** The checkout's or the order's data (checkout-loader.ts, a chunk of its own: loaderIn). */
export const loader = loaderIn(() => import('./checkout-loader'));

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
