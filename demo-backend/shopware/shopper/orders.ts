// Orders: placing one from the calculated cart, and the Store API Order shape. An order is a
// snapshot: later price or catalogue changes do not alter it.
import { cartAmount, cartJson, deliveryDates, lineItemJson, type CalculatedCart } from './cart';
import type { AddressRow, CustomerRow } from './customers';
import { stableId } from '../catalogue/ids';
import { newId, newSecret } from './ids';
import { calculatedPriceJson } from './prices';
import {
  CURRENCY_ID, LANGUAGE_ID, SALES_CHANNEL_ID, countryJson, currencyJson, paymentMethodJson,
  salutationJson, shippingMethodJson,
} from './sales-channel';
import { clockNow } from '../../../shared/clock';

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  document: Record<string, unknown>;
}

/** The state machines of an order, with the states the demo backend uses and their Dutch names. */
const STATE_NAMES = {
  'order.state': { open: 'Open', in_progress: 'In behandeling', completed: 'Afgerond', cancelled: 'Geannuleerd' },
  'order_delivery.state': { open: 'Open' },
  'order_transaction.state': {
    open: 'Open', in_progress: 'In behandeling', paid: 'Betaald', cancelled: 'Geannuleerd', failed: 'Mislukt',
  },
} as const;

type StateMachine = keyof typeof STATE_NAMES;
export type OrderStateName = keyof typeof STATE_NAMES['order.state'];
export type TransactionStateName = keyof typeof STATE_NAMES['order_transaction.state'];

/** A StateMachineState; its id is stable per machine and state, like a shop's seeded states. */
export function stateJson<M extends StateMachine>(machine: M, technicalName: keyof typeof STATE_NAMES[M] & string) {
  const name = (STATE_NAMES[machine] as Record<string, string>)[technicalName]!;
  return {
    id: stableId(`state:${machine}:${technicalName}`), technicalName, name,
    translated: { name, customFields: {} }, customFields: {},
    apiAlias: 'state_machine_state',
  };
}

/** What the payment code reads of a stored order transaction. */
export interface OrderTransactionJson {
  id: string;
  orderId: string;
  paymentMethodId: string;
  amount: unknown;
  stateId: string;
  stateMachineState: { technicalName: string };
  [field: string]: unknown;
}

/** A new order transaction in the initial state "open". */
export function transactionJson(orderId: string, paymentMethodId: string, amount: unknown, createdAt: string): OrderTransactionJson {
  const state = stateJson('order_transaction.state', 'open');
  return {
    id: newId(), orderId, paymentMethodId, amount, stateId: state.id, stateMachineState: state,
    paymentMethod: paymentMethodJson(paymentMethodId), customFields: {}, createdAt, apiAlias: 'order_transaction',
  };
}

function orderAddressJson(id: string, a: AddressRow) {
  return {
    id, countryId: a.country_id, salutationId: a.salutation_id, firstName: a.first_name,
    lastName: a.last_name, street: a.street, zipcode: a.zipcode ?? undefined, city: a.city,
    company: a.company ?? undefined, department: a.department ?? undefined, title: a.title ?? undefined,
    phoneNumber: a.phone_number ?? undefined,
    additionalAddressLine1: a.additional_address_line1 ?? undefined,
    additionalAddressLine2: a.additional_address_line2 ?? undefined,
    country: countryJson(a.country_id), salutation: salutationJson(a.salutation_id),
    customFields: {}, apiAlias: 'order_address',
  };
}

export interface OrderInput {
  cart: CalculatedCart;
  customer: CustomerRow;
  billing: AddressRow;
  shipping: AddressRow;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
}

/** Stores the order and empties the cart in one batch; the order number comes from the INSERT. */
export async function placeOrder(db: D1Database, input: OrderInput): Promise<PlacedOrder> {
  const { cart, customer } = input;
  const id = newId();
  const now = new Date(clockNow()).toISOString();
  const billingId = newId();
  const shippingId = input.shipping.id === input.billing.id ? billingId : newId();
  const billingAddress = orderAddressJson(billingId, input.billing);
  const addresses = shippingId === billingId ? [billingAddress] : [billingAddress, orderAddressJson(shippingId, input.shipping)];
  const price = cartJson(cart).price;
  const shippingCosts = cart.shipping ? calculatedPriceJson(cart.shipping) : null;
  const dates = deliveryDates();
  const orderState = stateJson('order.state', 'open');
  const deliveryState = stateJson('order_delivery.state', 'open');
  const document = {
    id, billingAddressId: billingId, currencyId: CURRENCY_ID, languageId: LANGUAGE_ID,
    salesChannelId: SALES_CHANNEL_ID, orderDateTime: now, orderDate: now.slice(0, 10),
    price, amountTotal: price.totalPrice, amountNet: price.netPrice, positionPrice: price.positionPrice,
    taxStatus: price.taxStatus, shippingCosts: shippingCosts ?? undefined, shippingTotal: cart.shipping?.totalPrice ?? 0,
    currencyFactor: 1, deepLinkCode: newSecret(), source: 'store-api',
    customerComment: input.customerComment ?? undefined, affiliateCode: input.affiliateCode ?? undefined,
    campaignCode: input.campaignCode ?? undefined,
    stateId: orderState.id, stateMachineState: orderState,
    orderCustomer: {
      id: newId(), customerId: customer.id, email: customer.email, firstName: customer.first_name,
      lastName: customer.last_name, salutationId: customer.salutation_id, customerNumber: customer.customer_number,
      company: customer.company ?? undefined, title: customer.title ?? undefined,
      salutation: salutationJson(customer.salutation_id), customFields: {}, apiAlias: 'order_customer',
    },
    currency: currencyJson(),
    addresses,
    billingAddress,
    lineItems: cart.lineItems.map((line, position) => {
      const json = lineItemJson(line);
      return {
        id: newId(), orderId: id, identifier: line.id, referencedId: line.referencedId,
        productId: line.product?.id, promotionId: line.promotion?.promotionId,
        quantity: line.quantity, label: line.label, payload: json.payload, good: json.good,
        removable: json.removable, stackable: json.stackable, position: position + 1,
        price: json.price, priceDefinition: json.priceDefinition, unitPrice: line.price.unitPrice,
        totalPrice: line.price.totalPrice, type: line.type, states: json.states, cover: json.cover ?? undefined,
        children: [], customFields: {}, createdAt: now, apiAlias: 'order_line_item',
      };
    }),
    deliveries: shippingCosts ? [{
      id: newId(), orderId: id, shippingOrderAddressId: shippingId, shippingMethodId: cart.context.shippingMethodId,
      stateId: deliveryState.id, shippingDateEarliest: dates.earliest, shippingDateLatest: dates.latest,
      shippingCosts, trackingCodes: [], stateMachineState: deliveryState,
      shippingMethod: shippingMethodJson(cart.context.shippingMethodId),
      shippingOrderAddress: addresses.find((a) => a.id === shippingId), customFields: {}, apiAlias: 'order_delivery',
    }] : [],
    // Shopware lists transactions oldest first; the last one is the current payment attempt.
    transactions: [transactionJson(id, cart.context.paymentMethodId, calculatedPriceJson(cartAmount(cart)), now)],
    documents: [],
    tags: [],
    customFields: {},
    createdAt: now,
    apiAlias: 'order',
  };
  const [inserted] = await db.batch<{ order_number: number }>([
    db.prepare(`INSERT INTO shopper_order (id, order_number, customer_id, deep_link_code, order_date_time, document)
        VALUES (?, (SELECT COALESCE(MAX(order_number), 10000) + 1 FROM shopper_order), ?, ?, ?, ?)
        RETURNING order_number`)
      .bind(id, customer.id, document.deepLinkCode, now, JSON.stringify(document)),
    db.prepare('DELETE FROM shopper_cart_item WHERE token = ?').bind(cart.token),
  ]);
  const orderNumber = String(inserted!.results[0]!.order_number);
  return { id, orderNumber, document: { ...document, orderNumber } };
}

interface OrderRow { order_number: number; document: string }

function orderFromRow(row: OrderRow): Record<string, unknown> {
  return { ...(JSON.parse(row.document) as Record<string, unknown>), orderNumber: String(row.order_number) };
}

/** The customer's orders, newest first. */
export async function listOrders(db: D1Database, customerId: string): Promise<Record<string, unknown>[]> {
  const { results } = await db.prepare(`SELECT order_number, document FROM shopper_order
      WHERE customer_id = ? ORDER BY order_date_time DESC, order_number DESC`).bind(customerId).all<OrderRow>();
  return results.map(orderFromRow);
}

/** One order of the customer's; null when there is none with that id, or it is someone else's. */
export async function findOrder(db: D1Database, customerId: string, orderId: string): Promise<Record<string, unknown> | null> {
  const row = await db.prepare('SELECT order_number, document FROM shopper_order WHERE id = ? AND customer_id = ?')
    .bind(orderId, customerId).first<OrderRow>();
  return row ? orderFromRow(row) : null;
}

/** How long a deep link opens an order: Shopware's OrderRoute drops orders older than 30 days (filterOldOrders). */
const DEEP_LINK_DAYS = 30;

/** The order behind a confirmation mail's deep link code, with its customer id; null when none (or too old). */
export async function findOrderByDeepLink(db: D1Database, deepLinkCode: string): Promise<{ order: Record<string, unknown>; customerId: string } | null> {
  const since = new Date(clockNow() - DEEP_LINK_DAYS * 86_400_000).toISOString();
  const row = await db.prepare(`SELECT order_number, document, customer_id FROM shopper_order
      WHERE deep_link_code = ? AND order_date_time > ?`).bind(deepLinkCode, since).first<OrderRow & { customer_id: string }>();
  return row ? { order: orderFromRow(row), customerId: row.customer_id } : null;
}

/** An order by id alone, for the demo payment page (which has no customer session). */
export async function findOrderById(db: D1Database, orderId: string): Promise<Record<string, unknown> | null> {
  const row = await db.prepare('SELECT order_number, document FROM shopper_order WHERE id = ?').bind(orderId).first<OrderRow>();
  return row ? orderFromRow(row) : null;
}

export function transactionsOf(order: Record<string, unknown>): OrderTransactionJson[] {
  return Array.isArray(order.transactions) ? order.transactions as OrderTransactionJson[] : [];
}

/** Sets a transaction's state (in a document being changed by updateOrder). */
export function setTransactionState(transaction: OrderTransactionJson, state: TransactionStateName): void {
  const json = stateJson('order_transaction.state', state);
  transaction.stateId = json.id;
  transaction.stateMachineState = json;
}

/** What an updateOrder change reports: its result, and whether it changed the document. */
export interface OrderChange<T> { result: T; changed: boolean }

const MAX_UPDATE_ATTEMPTS = 5;

/**
 * Changes one stored order: `change` edits the document in place. The write is a
 * compare-and-set on the stored text, so a concurrent change is never lost: the order is read
 * again and `change` runs on the newer document. Undefined when there is no such order.
 */
export async function updateOrder<T>(
  db: D1Database, orderId: string, change: (order: Record<string, unknown>) => OrderChange<T>,
): Promise<T | undefined> {
  for (let attempt = 0; attempt < MAX_UPDATE_ATTEMPTS; attempt++) {
    const row = await db.prepare('SELECT document FROM shopper_order WHERE id = ?').bind(orderId).first<{ document: string }>();
    if (!row) return undefined;
    const document = JSON.parse(row.document) as Record<string, unknown>;
    const { result, changed } = change(document);
    if (!changed) return result;
    const written = await db.prepare('UPDATE shopper_order SET document = ? WHERE id = ? AND document = ?')
      .bind(JSON.stringify(document), orderId, row.document).run();
    if (written.meta.changes > 0) return result;
  }
  throw new Error(`order ${orderId} kept changing under a write; gave up after ${MAX_UPDATE_ATTEMPTS} attempts`);
}
