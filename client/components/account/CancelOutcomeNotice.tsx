// What the order's page says after a cancellation (OrderCancel.tsx sends it, with or without
// its code): with the page, since it speaks (and raises the refund) as the page shows.
import { useEffect, useRef } from 'react';
import type { OrderDetail } from '../../../shared/account/types';
import { raiseOrderEvent } from '../../lib/order-events';
import { useSnippets } from '../../lib/snippets';
import type { CancelOutcome } from './cancel-outcome';

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
