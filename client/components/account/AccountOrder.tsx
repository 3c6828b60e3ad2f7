// One order in full (/account/orders/{id}): its state, a payment to retry, the summary and the
// cancellation (a part on intent: order-parts.ts).
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import { paymentNotCompleted } from '../../../shared/account/order-state';
import { formatDate } from '../../../shared/format';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { orderQuery } from '../../queries/account';
import { Later } from '../ui/HydrateLater';
import { OrderSummaryView } from './OrderSummaryView';
import { useOrderStates } from './order-words';
import { CancelOutcomeNotice } from './CancelOutcomeNotice';
import type { CancelOutcome } from './cancel-outcome';
import { OrderCancel } from './order-parts';

export function Order({ id, cancelOutcome }: { id: string; cancelOutcome: CancelOutcome | undefined }) {
  const api = useApi();
  const { data: order } = useQuery(orderQuery(api, id));
  const { text } = useSnippets();
  const states = useOrderStates();
  if (!order) return null;
  const { status, payment } = states(order);
  // A payment that was broken off or refused is not "cancelled" to the shopper: it did not go
  // through, and the order waits for another try (the failed-payment page takes any method).
  const retry = paymentNotCompleted(order);
  return (
    <>
      <p><Link to="/account/orders">← {text('account.orders.all', 'All orders')}</Link></p>
      <h1>{text('account.order.title', 'Order {number}', { number: order.orderNumber })}</h1>
      <p>{text('account.order.placed', 'Placed on {date} · {status} · Payment: {payment}', { date: formatDate(order.orderDate), status, payment })}</p>
      {cancelOutcome && <CancelOutcomeNotice order={order} outcome={cancelOutcome} />}
      {order.canPay && (
        <p className="notice notice--warning">
          {retry
            ? text('account.order.paymentNotCompleted', 'The payment of this order did not go through. You can pay again, with the same or another payment method.')
            : text('account.order.unpaid', 'This order has not been paid yet.')}{' '}
          <Link to={`/checkout/failed?orderId=${order.id}`}>{retry ? text('account.order.payAgain', 'Pay again') : text('account.order.payNow', 'Pay now')}</Link>
        </p>
      )}
      <OrderSummaryView order={order} />
      {order.canCancel && <Later name="order-cancel" component={OrderCancel} props={{ order }} />}
    </>
  );
}
