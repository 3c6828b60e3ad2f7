// The checkout on one page (CheckoutForm.tsx: who orders, shipping, payment, the order and its
// summary, the terms, "Bestelling plaatsen"). Without JavaScript the whole form posts to the
// worker (POST /checkout), which places the order and redirects. Its code is a part on intent:
// the page's first view loads the frame, the form's code comes when the shopper reaches for it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import { isCartEmpty } from '../../../shared/cart/types';
import { useApi } from '../../app';
import { cartQuery } from '../../queries';
import { checkoutContextQuery } from '../../queries/account';
import { onIntent } from '../../lib/preloadable';
import { useSnippets } from '../../lib/snippets';
import { Later } from '../ui/HydrateLater';
import '../../styles/account.css';

/**
 * The form and its summary: readied by the checkout's loader on the server and before a
 * client-side page change (routes/checkout-loader.ts), so its HTML stands in place and a page
 * change shows it at once.
 */
export const CheckoutForm = onIntent(() => import('./CheckoutForm'));

/** attemptKey: this visit's attempt (client/routes/checkout.tsx): a press sent again places no second order. */
export function CheckoutScreen({ attemptKey }: { attemptKey: string }) {
  const api = useApi();
  const { data: cart } = useQuery(cartQuery(api));
  const { data: context } = useQuery(checkoutContextQuery(api));
  const { text } = useSnippets();
  if (!cart || !context) return null;
  if (isCartEmpty(cart)) {
    return (
      <div className="checkout container">
        <h1>{text('checkout.title', 'Checkout')}</h1>
        <p>{text('cart.empty', 'Your cart is empty.')}</p>
        <Link className="button button--primary" to="/Nieuw-binnen/">{text('cart.emptyLink', 'See what is new')}</Link>
      </div>
    );
  }
  return <Later name="checkout" component={CheckoutForm} props={{ cart, context, attemptKey }} />;
}

