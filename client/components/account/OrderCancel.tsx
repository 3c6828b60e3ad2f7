// Cancelling an open order from its page, and what the page says afterwards.
// A native <details> holds the confirmation, so it opens before (or without) the code; its form
// posts to /account/orders/{id}/annuleren (worker/forms/account-forms.ts), which cancels and
// comes back with ?annulering=gelukt, =geweigerd (the shop said no) or =mislukt (ours). With the code, the same form cancels in
// place and the page shows the same outcome. A cancelled order is a refund to analytics (the
// whole order given back), raised once by the page that shows the outcome.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderDetail } from '../../../shared/account/types';
import { useApi } from '../../app';
import { raiseOrderEvent } from '../../lib/order-events';
import { useSnippets } from '../../lib/snippets';
import { useNavigate } from '../../router/hooks';
import { accountKeys } from '../../queries';
import { FormMessage } from './FormMessage';
import { useForm } from './use-form';

/** The outcome a cancellation leaves in the order page's address. */
export type CancelOutcome = 'gelukt' | 'geweigerd' | 'mislukt';
export const CANCEL_OUTCOME_PARAM = 'annulering';

export function cancelOutcomeOf(search: URLSearchParams): CancelOutcome | undefined {
  const value = search.get(CANCEL_OUTCOME_PARAM);
  return value === 'gelukt' || value === 'geweigerd' || value === 'mislukt' ? value : undefined;
}

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

/**
 * What the page says after a cancellation (either way it was sent), focused so that the
 * shopper, whose button has gone, hears it. A successful one is pushed as a refund, once.
 */
export function CancelOutcomeNotice({ order, outcome }: { order: OrderDetail; outcome: CancelOutcome }) {
  const { text } = useSnippets();
  const ref = useRef<HTMLParagraphElement>(null);
  const cancelled = outcome === 'gelukt' && order.status.technicalName === 'cancelled';
  useEffect(() => { ref.current?.focus(); }, [outcome]);
  useEffect(() => {
    if (cancelled) raiseOrderEvent('refund', order);
  }, [cancelled, order]);
  if (outcome === 'gelukt' && !cancelled) return null;
  return (
    <p ref={ref} tabIndex={-1} role={cancelled ? 'status' : 'alert'} className={`notice ${cancelled ? 'notice--success' : 'notice--error'}`}>
      {cancelled
        ? text('account.order.cancelled', 'Your order has been cancelled. Anything you already paid will be refunded within 14 days.')
        : outcome === 'geweigerd'
          ? text('account.message.orderNotCancellable', 'This order can no longer be cancelled. Please contact us.')
          : text('account.genericFailure', 'That did not work. Please try again shortly.')}
    </p>
  );
}
