// Cancelling an open order from its page (what the page says afterwards: CancelOutcomeNotice.tsx).
// A native <details> holds the confirmation, so it opens before (or without) the code; its form
// posts to /account/orders/{id}/annuleren (the cancelOrder operation's form post, worker/api/account.ts), which cancels and
// comes back with ?annulering=gelukt, =geweigerd (the shop said no) or =mislukt (ours). With the code, the same form cancels in
// place and the page shows the same outcome. A cancelled order is a refund to analytics (the
// whole order given back), raised once by the page that shows the outcome.
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '../../../shared/account/types';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { useNavigate } from '../../router/hooks';
import { accountKeys } from '../../queries';
import { FormMessage } from './FormMessage';
import { useForm } from './use-form';
import { CANCEL_OUTCOME_PARAM } from './cancel-outcome';


/** Where the form posts without its code (the worker's form route). */
export const cancelFormAction = (orderId: string) => `/account/orders/${orderId}/annuleren`;

export function OrderCancel({ order }: { order: OrderDetail }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { text } = useSnippets();
  // The account's form behaviour (use-form.ts): one press at a time, the shop's refusal (or our
  // failure) said in the form. The confirmation has no fields to check.
  const { message, sending, formProps } = useForm(() => ({}), async () => {
    const cancelled = await api.cancelOrder(order.id);
    queryClient.setQueryData(accountKeys.order(order.id), cancelled);
    void queryClient.invalidateQueries({ queryKey: ['account', 'orders'] });
    await navigate(`/account/orders/${order.id}?${CANCEL_OUTCOME_PARAM}=gelukt`, { replace: true });
  });

  return (
    <details className="account-disclosure order-cancel">
      <summary>{text('account.order.cancel', 'Cancel order')}</summary>
      <form method="post" action={cancelFormAction(order.id)} {...formProps}>
        <p>{text('account.order.cancelConfirm', 'Are you sure you want to cancel order {number}? This cannot be undone.', { number: order.orderNumber })}</p>
        <FormMessage message={message} />
        <button type="submit" className="button button--secondary" disabled={sending}>
          {sending ? text('account.order.cancelling', 'Cancelling…') : text('account.order.cancelYes', 'Yes, cancel the order')}
        </button>
      </form>
    </details>
  );
}
