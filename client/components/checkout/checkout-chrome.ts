// Which pages wear the checkout's focused frame (CheckoutChrome.tsx), and that frame's code:
// loaded only for those pages (the checkout route readies it before its first render, the
// worker before every render), not with every page's shell.
import { preloadable } from '../../lib/preloadable';

/** The checkout itself and a failed payment's retry: the pages where the shopper pays. */
export function isFocusedCheckout(pathname: string): boolean {
  return pathname === '/checkout' || pathname === '/checkout/failed';
}

/** The frame's source, for the worker to preload it with a focused page (routes/checkout.tsx). */
export const CHECKOUT_CHROME_MODULE = 'client/components/checkout/CheckoutChrome.tsx';

const loadChrome = () => import('./CheckoutChrome');
export const CheckoutHeaderBar = preloadable(async () => ({ default: (await loadChrome()).CheckoutHeaderBar }));
export const CheckoutFooter = preloadable(async () => ({ default: (await loadChrome()).CheckoutFooter }));

/** Readies the frame: rendered in place from then on. */
export const preloadCheckoutChrome = (): Promise<unknown> => Promise.all([CheckoutHeaderBar.preload(), CheckoutFooter.preload()]);
