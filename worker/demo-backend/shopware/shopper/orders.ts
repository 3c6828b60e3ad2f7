// Orders: placing one from the calculated cart, and the Store API Order shape. An order is a
// snapshot: later price or catalogue changes do not alter it.
import { cartAmount, cartJson, deliveryDates, lineItemJson, type CalculatedCart } from './cart';
import type { AddressRow, CustomerRow } from './customers';
import { newId, newSecret } from './ids';
import { calculatedPriceJson } from './prices';
import {
  CURRENCY_ID, LANGUAGE_ID, SALES_CHANNEL_ID, countryJson, currencyJson, paymentMethodJson,
  salutationJson, shippingMethodJson,
} from './sales-channel';

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  document: Record<string, unknown>;
}

type StateName = 'open' | 'paid';
const STATE_NAMES: Record<StateName, string> = { open: 'Open', paid: 'Betaald' };

export function stateJson(technicalName: StateName) {
  return {
    id: newId(), technicalName, name: STATE_NAMES[technicalName],
    translated: { name: STATE_NAMES[technicalName], customFields: {} }, customFields: {},
    apiAlias: 'state_machine_state',
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
  const now = new Date().toISOString();
  const billingId = newId();
  const shippingId = input.shipping.id === input.billing.id ? billingId : newId();
  const billingAddress = orderAddressJson(billingId, input.billing);
  const addresses = shippingId === billingId ? [billingAddress] : [billingAddress, orderAddressJson(shippingId, input.shipping)];
  const price = cartJson(cart).price;
  const shippingCosts = cart.shipping ? calculatedPriceJson(cart.shipping) : null;
  const dates = deliveryDates();
  const document = {
    id, billingAddressId: billingId, currencyId: CURRENCY_ID, languageId: LANGUAGE_ID,
    salesChannelId: SALES_CHANNEL_ID, orderDateTime: now, orderDate: now.slice(0, 10),
    price, amountTotal: price.totalPrice, amountNet: price.netPrice, positionPrice: price.positionPrice,
    taxStatus: price.taxStatus, shippingCosts: shippingCosts ?? undefined, shippingTotal: cart.shipping?.totalPrice ?? 0,
    currencyFactor: 1, deepLinkCode: newSecret(), source: 'store-api',
    customerComment: input.customerComment ?? undefined, affiliateCode: input.affiliateCode ?? undefined,
    campaignCode: input.campaignCode ?? undefined,
    stateMachineState: stateJson('open'),
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
      stateId: newId(), shippingDateEarliest: dates.earliest, shippingDateLatest: dates.latest,
      shippingCosts, trackingCodes: [], stateMachineState: stateJson('open'),
      shippingMethod: shippingMethodJson(cart.context.shippingMethodId),
      shippingOrderAddress: addresses.find((a) => a.id === shippingId), customFields: {}, apiAlias: 'order_delivery',
    }] : [],
    transactions: [{
      id: newId(), orderId: id, paymentMethodId: cart.context.paymentMethodId,
      amount: calculatedPriceJson(cartAmount(cart)), stateId: newId(), stateMachineState: stateJson('open'),
      paymentMethod: paymentMethodJson(cart.context.paymentMethodId), customFields: {}, apiAlias: 'order_transaction',
    }],
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

/** Marks the order's payment as paid; false when the customer has no such order. */
export async function markPaid(db: D1Database, customerId: string, orderId: string): Promise<boolean> {
  // json_set changes the stored document in place: one statement, no read-modify-write.
  const result = await db.prepare(`UPDATE shopper_order
      SET document = json_set(document, '$.transactions[0].stateMachineState', json(?))
      WHERE id = ? AND customer_id = ?`)
    .bind(JSON.stringify(stateJson('paid')), orderId, customerId).run();
  return result.meta.changes > 0;
}
