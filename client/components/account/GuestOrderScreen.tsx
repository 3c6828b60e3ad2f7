// A guest's order by the link in its confirmation mail (/account/order/{code}, decision 020):
// first the order's e-mail address and postcode, then the order itself. The form posts to the
// worker with or without JavaScript (a 303 back here): the proof travels in an HttpOnly cookie
// of this page only, never through this code. "Klaar" ends it on a shared device.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import type { OrderDetail } from '../../../shared/account/types';
import { guestOrderDonePath, guestOrderPath, type GuestOrderError } from '../../../shared/account/guest-order';
import { formatDate } from '../../../shared/format';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { guestOrderQuery } from '../../queries/account';
import type { GuestOrderData } from '../../routes/guest-order';
import { TextInput } from '../ui/fields';
import { FormMessage } from './FormMessage';
import { OrderSummaryView } from './OrderSummaryView';
import { useOrderStates } from './order-words';
import '../../styles/account.css';

export function GuestOrderScreen({ deepLinkCode, error }: GuestOrderData) {
  const api = useApi();
  // Null once the proof ended (30 minutes, "Klaar" in another tab): the form again, not a blank page.
  const { data: order } = useQuery(guestOrderQuery(api, deepLinkCode));
  return (
    <div className="account container">
      {order ? <GuestOrder deepLinkCode={deepLinkCode} order={order} /> : <ProofForm deepLinkCode={deepLinkCode} error={error} />}
    </div>
  );
}

function ProofForm({ deepLinkCode, error }: { deepLinkCode: string; error: GuestOrderError | null }) {
  const { text } = useSnippets();
  const message = error === 'gegevens'
    // One message for either field: a wrong guess says nothing about the other.
    ? text('account.guestOrder.wrong', 'We cannot open an order with this e-mail address and postcode. Check both and try again.')
    : error === 'storing' ? text('account.genericFailure', 'That did not work. Please try again shortly.') : null;
  const title = text('account.guestOrder.title', 'View your order');
  return (
    <>
      <h1>{title}</h1>
      <div className="account__panel account__panel--narrow">
        <p>{text('account.guestOrder.intro', 'Enter the e-mail address and the postcode of the billing address you ordered with.')}</p>
        {/* A plain post to the worker, with or without JavaScript: it answers 303 back here. */}
        <form method="post" action={guestOrderPath(deepLinkCode)} aria-label={title}>
          <FormMessage message={message} />
          <TextInput name="email" type="email" label={text('contact.field.email', 'Email address')} required autoComplete="email"
            maxLength={254} spellCheck={false} />
          <TextInput name="zipcode" label={text('account.field.zipcode', 'Postcode')} required autoComplete="postal-code" maxLength={16} />
          <button type="submit" className="button button--primary button--block">{text('account.guestOrder.open', 'View order')}</button>
        </form>
        <p>{text('account.guestOrder.account', 'Ordered with an account?')} <Link to="/login">{text('account.guestOrder.login', 'Log in to see your orders')}</Link>.</p>
      </div>
    </>
  );
}

function GuestOrder({ deepLinkCode, order }: { deepLinkCode: string; order: OrderDetail }) {
  const { text } = useSnippets();
  const states = useOrderStates();
  const { status, payment } = states(order);
  return (
    <>
      <h1>{text('account.order.title', 'Order {number}', { number: order.orderNumber })}</h1>
      <p>{text('account.order.placed', 'Placed on {date} · {status} · Payment: {payment}', { date: formatDate(order.orderDate), status, payment })}</p>
      <OrderSummaryView order={order} />
      <form method="post" action={guestOrderDonePath(deepLinkCode)} className="account__done guest-order__done">
        <p>{text('account.guestOrder.doneHint', 'On a shared device? Close your order when you are done.')}</p>
        <button type="submit" className="button button--secondary">{text('account.guestOrder.done', 'Done')}</button>
      </form>
    </>
  );
}
