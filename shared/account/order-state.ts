// An order's state in the shopper's words (#32): Shopware's two state machines side by side
// read wrong ("Open · Betaling: Geannuleerd" for an order whose payment was broken off). The
// order says what the shop is doing with it, the payment whether the money came in; an order
// still waiting for a failed or broken-off payment says so. Snippet keys with English
// fallbacks; a state this table does not know keeps the backend's own label.
import type { OrderSummary } from './types';

export interface StateWords {
  key: string;
  fallback: string;
}

/** Payment states in which no money came in (yet), and the order waits for it. */
const WAITING_FOR_PAYMENT = new Set(['open', 'reminded', 'failed', 'cancelled']);
/** Payments that were started and did not end in a payment: the shopper may pay again. */
const NOT_COMPLETED = new Set(['failed', 'cancelled']);

const ORDER: Record<string, StateWords> = {
  open: { key: 'account.orderState.received', fallback: 'Received' },
  in_progress: { key: 'account.orderState.inProgress', fallback: 'Being prepared' },
  completed: { key: 'account.orderState.completed', fallback: 'Completed' },
  cancelled: { key: 'account.orderState.cancelled', fallback: 'Cancelled' },
};

const PAYMENT: Record<string, StateWords> = {
  open: { key: 'account.paymentState.notPaidYet', fallback: 'not paid yet' },
  reminded: { key: 'account.paymentState.notPaidYet', fallback: 'not paid yet' },
  failed: { key: 'account.paymentState.notCompleted', fallback: 'not completed' },
  cancelled: { key: 'account.paymentState.notCompleted', fallback: 'not completed' },
  unconfirmed: { key: 'account.paymentState.processing', fallback: 'being processed' },
  in_progress: { key: 'account.paymentState.processing', fallback: 'being processed' },
  authorized: { key: 'account.paymentState.approved', fallback: 'approved' },
  paid: { key: 'account.paymentState.paid', fallback: 'paid' },
  paid_partially: { key: 'account.paymentState.paidPartially', fallback: 'partly paid' },
  refunded: { key: 'account.paymentState.refunded', fallback: 'refunded' },
  refunded_partially: { key: 'account.paymentState.refundedPartially', fallback: 'partly refunded' },
  chargeback: { key: 'account.paymentState.chargeback', fallback: 'charged back' },
};

type States = Pick<OrderSummary, 'status' | 'paymentStatus'>;

/** What the shop does with the order; an open order without its money waits for the payment. */
export function orderStateWords({ status, paymentStatus }: States): StateWords | null {
  if (status.technicalName === 'open' && WAITING_FOR_PAYMENT.has(paymentStatus.technicalName)) {
    return { key: 'account.orderState.awaitingPayment', fallback: 'Waiting for your payment' };
  }
  return ORDER[status.technicalName] ?? null;
}

/** Whether the money came in. */
export function paymentStateWords({ paymentStatus }: States): StateWords | null {
  return PAYMENT[paymentStatus.technicalName] ?? null;
}

/** A payment was started and broken off or refused: the order page offers to pay again. */
export function paymentNotCompleted({ paymentStatus }: States): boolean {
  return NOT_COMPLETED.has(paymentStatus.technicalName);
}
