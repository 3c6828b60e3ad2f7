// Paying orders: starting a payment (/handle-payment), changing an order's payment method
// afterwards (/order/payment), and the asynchronous side the demo payment page acts on.
// Follows Shopware's PaymentProcessor::pay and SetPaymentOrderRoute: the payment handled is the
// order's newest transaction still in the initial state "open"; a synchronous method pays it at
// once, an asynchronous one (PayPal) answers a redirect to the provider's page, and the
// transaction stays "open" until the shopper approves ("paid") or cancels ("cancelled") there.
import { StoreApiError } from '../store-api-error';
import { newSecret } from './ids';
import {
  setTransactionState, stateJson, transactionJson, transactionsOf, updateOrder, type OrderTransactionJson,
  type TransactionStateName,
} from './orders';
import { isPaymentMethodId, paymentMethodOf } from './sales-channel';
import { text, type Body, type Violations } from './validation';
import { clockNow } from '../../../shared/clock';

/** Where the provider sends the shopper back to; null when the client gave none. */
export interface ReturnUrls {
  finishUrl: string | null;
  errorUrl: string | null;
}

const MAX_URL_LENGTH = 2048;

/** An absolute http(s) URL, or null. */
export function absoluteHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * finishUrl and errorUrl of /handle-payment. Shopware only checks that they are strings; the
 * demo backend redirects browsers to them, so it also wants absolute http(s) URLs.
 */
export function readReturnUrls(v: Violations, body: Body): ReturnUrls {
  const read = (field: 'finishUrl' | 'errorUrl'): string | null => {
    const value = body[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      v.add(field, 'INVALID_TYPE_ERROR', 'This value should be of type string.', { '{{ type }}': 'string' });
      return null;
    }
    const url = text(body, field)!;
    if (url === '') return null;
    if (url.length > MAX_URL_LENGTH || !absoluteHttpUrl(url)) {
      v.add(field, 'INVALID_URL_ERROR', 'This value is not a valid URL.', { '{{ value }}': `"${url.slice(0, 200)}"` });
      return null;
    }
    return url;
  };
  return { finishUrl: read('finishUrl'), errorUrl: read('errorUrl') };
}

/** The transaction /handle-payment works on: the newest one still "open"; -1 when none is. */
function currentOpenTransaction(transactions: OrderTransactionJson[]): number {
  for (let i = transactions.length - 1; i >= 0; i--) {
    if (transactions[i]!.stateMachineState.technicalName === 'open') return i;
  }
  return -1;
}

/**
 * Starts paying the order (the customer's, already checked). Answers the provider URL to send
 * the shopper to, or null: paid at once (synchronous method) or nothing left to pay.
 */
export async function startPayment(
  db: D1Database, order: Record<string, unknown>, urls: ReturnUrls, origin: string,
): Promise<string | null> {
  const orderId = order.id as string;
  const transactions = transactionsOf(order);
  const index = currentOpenTransaction(transactions);
  if (index < 0) return null;
  const transaction = transactions[index]!;
  if (!paymentMethodOf(transaction.paymentMethodId)?.asynchronous) {
    await transitionTransaction(db, orderId, transaction.id, ['open'], 'paid');
    return null;
  }
  // A new token for every attempt: an earlier link to the page stops working.
  const token = newSecret();
  await db.prepare(`INSERT INTO shopper_payment (transaction_id, order_id, token, finish_url, error_url, created_at)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (transaction_id) DO UPDATE SET token = excluded.token, finish_url = excluded.finish_url,
        error_url = excluded.error_url, created_at = excluded.created_at`)
    .bind(transaction.id, orderId, token, urls.finishUrl, urls.errorUrl, clockNow()).run();
  return `${origin}/__demo/pay/${transaction.id}?token=${token}`;
}

/** A payment handler that failed: the order's open transaction becomes "failed" (the "fail" transition). */
export async function failPayment(db: D1Database, order: Record<string, unknown>): Promise<void> {
  const transactions = transactionsOf(order);
  const index = currentOpenTransaction(transactions);
  if (index < 0) return;
  await transitionTransaction(db, order.id as string, transactions[index]!.id, ['open'], 'failed');
}

/**
 * Moves one transaction from one of the `from` states to `to`. Answers the state it is in
 * afterwards (unchanged when it was not in `from`); undefined when there is no such transaction.
 */
export async function transitionTransaction(
  db: D1Database, orderId: string, transactionId: string, from: TransactionStateName[], to: TransactionStateName,
): Promise<string | undefined> {
  return updateOrder(db, orderId, (order) => {
    const transaction = transactionsOf(order).find((t) => t.id === transactionId);
    if (!transaction) return { result: undefined, changed: false };
    const current = transaction.stateMachineState.technicalName;
    if (!(from as string[]).includes(current)) return { result: current, changed: false };
    setTransactionState(transaction, to);
    return { result: to, changed: true };
  });
}

/** OrderService::ALLOWED_TRANSACTION_STATES: the payment may be changed while the last transaction is in one of these. */
const CHANGEABLE_STATES = ['open', 'cancelled', 'reminded', 'failed', 'chargeback', 'unconfirmed'];

export function isPaymentChangeable(order: Record<string, unknown>): boolean {
  const last = transactionsOf(order).at(-1);
  return !last || CHANGEABLE_STATES.includes(last.stateMachineState.technicalName);
}

/**
 * SetPaymentOrderRoute for an order of the customer's (already checked): when the last
 * transaction already uses the method, it is reopened (or left alone when open); otherwise every
 * transaction not cancelled or failed is cancelled and a new open one with the method is added
 * last. Then /handle-payment pays the new one.
 */
export async function setOrderPaymentMethod(db: D1Database, orderId: string, paymentMethodId: string): Promise<void> {
  if (!isPaymentMethodId(paymentMethodId)) {
    throw StoreApiError.of(404, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE',
      `The payment method with id ${paymentMethodId} is not available.`, { id: paymentMethodId });
  }
  await updateOrder(db, orderId, (order) => {
    if (!isPaymentChangeable(order)) {
      throw StoreApiError.of(400, 'CHECKOUT__PAYMENT_METHOD_UNCHANGEABLE',
        `The order has an active transaction - ${orderId}`, { id: orderId });
    }
    const transactions = transactionsOf(order);
    const last = transactions.at(-1);
    let changed = false;
    for (const transaction of transactions) {
      const state = transaction.stateMachineState.technicalName;
      if (transaction === last && transaction.paymentMethodId === paymentMethodId) {
        if (state === 'open') return { result: undefined, changed };
        setTransactionState(transaction, 'open'); // the "reopen" transition
        return { result: undefined, changed: true };
      }
      if (state === 'cancelled' || state === 'failed') continue;
      setTransactionState(transaction, 'cancelled');
      changed = true;
    }
    const amount = transactions[0]?.amount ?? {
      unitPrice: order.amountTotal, totalPrice: order.amountTotal, quantity: 1, calculatedTaxes: [], taxRules: [],
      referencePrice: null, listPrice: null, regulationPrice: null, apiAlias: 'calculated_price',
    };
    order.transactions = [...transactions, transactionJson(orderId, paymentMethodId, amount, new Date(clockNow()).toISOString())];
    return { result: undefined, changed: true };
  });
}

const CANCELLABLE_ORDER_STATES = ['open', 'in_progress'];
const ORDER_TRANSITIONS: Record<string, string[]> = {
  open: ['process', 'cancel'], in_progress: ['cancel', 'complete'], completed: ['reopen'], cancelled: ['reopen'],
};

/** CancelOrderRoute for an order of the customer's: the order state becomes "cancelled"; answers that state. */
export async function cancelOrder(db: D1Database, orderId: string) {
  const cancelled = stateJson('order.state', 'cancelled');
  await updateOrder(db, orderId, (order) => {
    const current = (order.stateMachineState as { technicalName: string }).technicalName;
    if (!CANCELLABLE_ORDER_STATES.includes(current)) {
      const possible = ORDER_TRANSITIONS[current] ?? [];
      throw StoreApiError.of(400, 'SYSTEM__ILLEGAL_STATE_TRANSITION',
        `Illegal transition "cancel" from state "${current}". Possible transitions are: ${possible.join(', ')}`,
        { transition: 'cancel', currentState: current, possibleTransitionsString: possible.join(', '), possibleTransitions: possible });
    }
    order.stateId = cancelled.id;
    order.stateMachineState = cancelled;
    return { result: undefined, changed: true };
  });
  return cancelled;
}
