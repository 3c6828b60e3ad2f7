// After the payment: /checkout/success shows the order number and summary; /checkout/failed
// keeps the order and says where its payment stands, in one of three truths (#49: an invoice
// order whose answer came late was told "Je betaling is niet gelukt", though nothing failed):
// the payment failed or was cancelled; no payment is confirmed yet (the order was found after a
// late or lost answer, or the payment step got no answer); or the order is placed and is paid
// on the invoice (invoice, prepayment: nothing to pay now). The first two let the shopper pay
// again with this or another method (Shopware's order payment change), without JavaScript too
// (POST /checkout/pay).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../router/Link';
import { guestOrderPath } from '../../../shared/account/guest-order';
import { ACCOUNT_MESSAGES } from '../../../shared/account/rules';
import type { OrderDetail } from '../../../shared/account/types';
import { formatPrice } from '../../../shared/format';
import { useApi } from '../../app';
import { raiseOrderEvent } from '../../lib/order-events';
import { useSnippets } from '../../lib/snippets';
import { useNavigate } from '../../router/hooks';
import { checkoutContextQuery, orderQuery } from '../../queries/account';
import { OrderSummaryView } from '../account/OrderSummaryView';
import { FormMessage } from '../account/FormMessage';
import { useForm } from '../account/use-form';
import { MethodChoice } from './MethodChoice';
import '../../styles/account.css';

/** Payment states that say the payment did not go through (the provider's or the handler's word). */
const FAILED_PAYMENT = new Set(['failed', 'cancelled']);

/**
 * Where the payment of an order that may still be paid stands, for its failed page: failed (its
 * state says so, or the provider sent the shopper back with an error code), paid on the invoice
 * (an open invoice or prepayment order: as it should be), or not confirmed yet (open, nothing
 * failed: the order was found after its answer was lost, or the payment step got no answer).
 */
export function paymentStanding(order: Pick<OrderDetail, 'paymentStatus' | 'paysByInvoice'>, errorCode: string | null): 'failed' | 'byInvoice' | 'unconfirmed' {
  if (errorCode || FAILED_PAYMENT.has(order.paymentStatus.technicalName)) return 'failed';
  return order.paysByInvoice ? 'byInvoice' : 'unconfirmed';
}

/** guest: the order was placed as a guest, whose session ended with it (client/routes/checkout.tsx). */
export function CheckoutResultScreen({ screen, orderId, guest = false }: { screen: 'success' | 'failed'; orderId: string; guest?: boolean }) {
  const api = useApi();
  const { data: order } = useQuery(orderQuery(api, orderId));
  const [params] = useSearchParams();
  const { text } = useSnippets();
  useEffect(() => {
    if (screen === 'success' && order) raiseOrderEvent('purchase', order);
  }, [screen, order]);
  if (!order) return null;
  // The provider's error code counts on the failed page only (the success page has none).
  const standing = order.canPay ? paymentStanding(order, screen === 'failed' ? params.get('error-code') : null) : null;
  if (screen === 'failed' && standing && standing !== 'byInvoice') return <PayAgain orderId={orderId} failed={standing === 'failed'} />;
  // Paid on the invoice and not yet paid: placed, nothing to pay now (#49), on either page.
  const byInvoice = standing === 'byInvoice';
  return (
    <div className="checkout container">
      <h1>{screen === 'failed' && byInvoice ? text('checkout.invoice.title', 'Your order has been placed') : text('checkout.success.title', 'Thank you for your order!')}</h1>
      <p className="checkout__confirmation">
        {text('checkout.success.orderNumber', 'Your order number is')} <strong>{order.orderNumber}</strong>. {text('checkout.success.confirmation', 'We will send you a confirmation by email.')}
        {' '}{order.paymentStatus.technicalName === 'paid'
          ? text('checkout.success.paid', 'Your payment has been received.')
          : byInvoice
            ? text('checkout.invoice.text', 'You pay by invoice: you will receive it by email with the details for paying it. There is nothing to pay now.')
            : text('checkout.success.paymentStatus', 'Payment: {status}.', { status: order.paymentStatus.label.toLowerCase() })}
      </p>
      {guest && order.deepLinkCode && (
        <p>
          {text('checkout.success.later', 'Your order stays available through the link in the confirmation email.')}{' '}
          {/* A whole document: the page's proof is a cookie of its own path, which only the worker reads. */}
          <a href={guestOrderPath(order.deepLinkCode)}>{text('checkout.success.viewLater', 'View order later')}</a>
        </p>
      )}
      <OrderSummaryView order={order} />
      <p><Link className="button button--secondary" to="/">{text('checkout.success.continue', 'Continue shopping')}</Link></p>
    </div>
  );
}

/**
 * A success page this device can no longer read the order of: after a guest's order the session
 * ends (client/routes/checkout.tsx), so a reload lands here. Where the order is, in words that
 * fit any order: they say nothing about this one.
 */
export function OrderElsewhereScreen() {
  const { text } = useSnippets();
  return (
    <div className="checkout container">
      <h1>{text('checkout.ended.title', 'Your order')}</h1>
      <p className="checkout__confirmation">
        {text('checkout.ended.text', 'The details of this order can no longer be seen on this device: after an order as a guest we close your session, so the next person on this device does not see them. You will find everything in the confirmation we sent by email.')}
        {' '}{text('checkout.ended.link', 'Your order stays available through the link in that email: open it and enter your email address and postcode.')}
      </p>
      <p><Link className="button button--secondary" to="/">{text('checkout.success.continue', 'Continue shopping')}</Link></p>
      <p><Link className="button button--text" to="/login">{text('checkout.ended.login', 'Log in to see your orders')}</Link></p>
    </div>
  );
}

/** failed: the payment did not go through; otherwise no payment is confirmed yet (nothing failed). */
function PayAgain({ orderId, failed }: { orderId: string; failed: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: order } = useQuery(orderQuery(api, orderId));
  const { data: context } = useQuery(checkoutContextQuery(api));
  const { text } = useSnippets();
  const { errors, message, sending, formProps } = useForm(
    () => ({ paymentMethodId: (v) => (v ? null : ACCOUNT_MESSAGES.paymentMethod) }),
    async (values) => {
      const start = await api.payOrder(orderId, values.paymentMethodId!);
      await queryClient.invalidateQueries({ queryKey: orderQuery(api, orderId).queryKey });
      if (start.redirectUrl) {
        window.location.assign(start.redirectUrl);
        return new Promise<void>(() => {});
      }
      await navigate(`/checkout/success?orderId=${orderId}`, { replace: true });
    },
  );
  if (!order || !context) return null;
  const cancelled = params.get('error-code') === 'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT' || order.paymentStatus.technicalName === 'cancelled';
  return (
    <div className="checkout container">
      <h1>{failed ? text('checkout.failed.title', 'Your payment did not succeed') : text('checkout.unconfirmed.title', 'Your payment has not been confirmed yet')}</h1>
      <p className="checkout__confirmation">
        {!failed ? text('checkout.unconfirmed.text', 'We have not received a confirmation of a payment for your order yet.')
          : cancelled ? text('checkout.failed.cancelled', 'You cancelled the payment.') : text('checkout.failed.notCompleted', 'The payment was not completed.')}
        {' '}{text('checkout.failed.order', 'Your order')} <strong>{order.orderNumber}</strong> {text('checkout.failed.kept', '({amount}) has been kept. Choose a payment method to pay after all.', { amount: formatPrice(order.amountTotal) })}
      </p>
      <form method="post" action="/checkout/pay" className="checkout__pay" aria-label={text('checkout.failed.payAgain', 'Pay again')} {...formProps}>
        <input type="hidden" name="orderId" value={orderId} />
        <FormMessage message={message} />
        <MethodChoice title={text('checkout.failed.method', 'Payment method')} name="paymentMethodId" chosen={order.paymentMethodId} error={errors.paymentMethodId}
          choices={context.paymentMethods.map((m) => ({ id: m.id, name: m.name, detail: m.description }))} />
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? text('account.busy', 'Busy…') : text('checkout.failed.pay', 'Pay {amount}', { amount: formatPrice(order.amountTotal) })}
        </button>
      </form>
      <OrderSummaryView order={order} />
    </div>
  );
}
