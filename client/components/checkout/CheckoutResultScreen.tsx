// After the payment: /checkout/success shows the order number and summary; /checkout/failed
// says the payment did not go through, keeps the order, and lets the shopper pay again with
// this or another method (Shopware's order payment change). Paying again works without
// JavaScript too (POST /checkout/pay).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../shared/account/rules';
import { orderItems } from '../../../shared/analytics/events';
import { formatPrice } from '../../../shared/format';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { useNavigate } from '../../router/hooks';
import { checkoutContextQuery, orderQuery } from '../../queries';
import { OrderSummaryView } from '../account/AccountScreen';
import { FormMessage } from '../account/FormMessage';
import { useForm } from '../account/use-form';
import { MethodChoice } from './MethodChoice';
import '../../styles/account.css';

export function CheckoutResultScreen({ screen, orderId }: { screen: 'success' | 'failed'; orderId: string }) {
  const api = useApi();
  const { data: order } = useQuery(orderQuery(api, orderId));
  useEffect(() => {
    if (screen !== 'success' || !order) return;
    // Once per order: a reload of this page is not a second purchase (the analytics runtime
    // also remembers the orders it reported, across tabs).
    const key = `purchase:${order.id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    shopEvent({
      type: 'purchase', transactionId: order.orderNumber, value: order.amountTotal, tax: order.taxTotal,
      shipping: order.shippingCosts, items: orderItems(order),
    });
  }, [screen, order]);
  if (!order) return null;
  if (screen === 'failed' && order.canPay) return <PayAgain orderId={orderId} />;
  return (
    <div className="checkout container">
      <h1>Bedankt voor je bestelling!</h1>
      <p className="checkout__confirmation">
        Je bestelnummer is <strong>{order.orderNumber}</strong>. We sturen je een bevestiging per e-mail.
        {order.paymentStatus.technicalName === 'paid' ? ' Je betaling is ontvangen.' : ` Betaling: ${order.paymentStatus.label.toLowerCase()}.`}
      </p>
      <OrderSummaryView order={order} />
      <p><Link className="button button--secondary" to="/">Verder winkelen</Link></p>
    </div>
  );
}

function PayAgain({ orderId }: { orderId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: order } = useQuery(orderQuery(api, orderId));
  const { data: context } = useQuery(checkoutContextQuery(api));
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
      <h1>Je betaling is niet gelukt</h1>
      <p className="checkout__confirmation">
        {cancelled ? 'Je hebt de betaling geannuleerd.' : 'De betaling is niet afgerond.'} Je bestelling <strong>{order.orderNumber}</strong> ({formatPrice(order.amountTotal)}) is bewaard.
        Kies een betaalmethode om alsnog te betalen.
      </p>
      <form method="post" action="/checkout/pay" className="checkout__pay" aria-label="Opnieuw betalen" {...formProps}>
        <input type="hidden" name="orderId" value={orderId} />
        <FormMessage message={message} />
        <MethodChoice title="Betaalmethode" name="paymentMethodId" chosen={order.paymentMethodId} error={errors.paymentMethodId}
          choices={context.paymentMethods.map((m) => ({ id: m.id, name: m.name, detail: m.description }))} />
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? 'Bezig…' : `${formatPrice(order.amountTotal)} betalen`}
        </button>
      </form>
      <OrderSummaryView order={order} />
    </div>
  );
}
