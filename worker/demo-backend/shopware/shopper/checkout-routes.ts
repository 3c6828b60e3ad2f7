// Checkout: payment and shipping methods, placing the order, paying it, and the order history
// (contract §2 Checkout and Account /order).
import { Hono } from 'hono';
import { StoreApiError, readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { calculateCart } from './cart';
import { listOrders, markPaid, placeOrder } from './orders';
import { PAYMENT_METHODS, SHIPPING_METHODS, paymentMethodJson, shippingMethodJson } from './sales-channel';
import { customerSession, requestOrigin, type ShopperCtx } from './session';
import { Violations, text } from './validation';

/** An entity search result over a fixed list (payment/shipping methods, orders, addresses). */
function searchResult(entity: string, elements: unknown[], page = 1, limit = 100, total = elements.length) {
  return { entity, total, aggregations: [], page, limit, elements, states: [], apiAlias: 'dal_entity_search_result' };
}

function positiveInt(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The criteria filters the order history honours: equals on id, orderNumber or deepLinkCode. */
function orderFilter(body: Record<string, unknown>): (order: Record<string, unknown>) => boolean {
  const filters = Array.isArray(body.filter) ? body.filter as { type?: string; field?: string; value?: unknown }[] : [];
  const equals = filters.filter((f) => f.type === 'equals' && ['id', 'orderNumber', 'deepLinkCode'].includes(f.field ?? ''));
  return (order) => equals.every((f) => order[f.field!] === f.value);
}

async function readOrders(c: ShopperCtx) {
  const body = { ...c.req.query(), ...(c.req.method === 'POST' ? await readJsonBody(c) : {}) };
  const { db, customer } = await customerSession(c);
  const matching = (await listOrders(db, customer.id)).filter(orderFilter(body));
  const limit = positiveInt(body.limit, 100);
  const page = positiveInt(body.page, 1);
  const elements = matching.slice((page - 1) * limit, page * limit);
  return c.json({
    orders: searchResult('order', elements, page, limit, matching.length),
    // Every demo payment method can be changed after the order (afterOrderEnabled).
    paymentChangeable: Object.fromEntries(elements.map((o) => [o.id as string, true])),
    apiAlias: 'order_route_response',
  });
}

export const checkoutRoutes = new Hono<ShopwareEnv>()
  .get('/payment-method', (c) => c.json(searchResult('payment_method', PAYMENT_METHODS.map((p) => paymentMethodJson(p.id)))))
  .post('/payment-method', (c) => c.json(searchResult('payment_method', PAYMENT_METHODS.map((p) => paymentMethodJson(p.id)))))
  .get('/shipping-method', (c) => c.json(searchResult('shipping_method', SHIPPING_METHODS.map((s) => shippingMethodJson(s.id)))))
  .post('/shipping-method', (c) => c.json(searchResult('shipping_method', SHIPPING_METHODS.map((s) => shippingMethodJson(s.id)))))
  .post('/order', readOrders)
  .post('/checkout/order', async (c) => {
    const body = await readJsonBody(c);
    const { db, context, customer, addresses } = await customerSession(c);
    const cart = await calculateCart({ db, context, origin: requestOrigin(c) });
    if (!cart.lineItems.some((l) => l.type === 'product')) {
      throw StoreApiError.of(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
    }
    const blocking = cart.errors.filter((e) => e.block);
    if (blocking.length > 0) {
      throw StoreApiError.of(400, 'CHECKOUT__CART_INVALID',
        `The cart is invalid, got ${blocking.length} error(s):\n${blocking.map((e) => `${e.id}: ${e.message}`).join('\n')}`,
        { errors: blocking.map((e) => e.id) });
    }
    const byId = (id: string | null) => addresses.find((a) => a.id === id);
    const billing = byId(context.billingAddressId) ?? byId(customer.default_billing_address_id) ?? addresses[0]!;
    const shipping = byId(context.shippingAddressId) ?? byId(customer.default_shipping_address_id) ?? billing;
    const order = await placeOrder(db, {
      cart, customer, billing, shipping,
      customerComment: text(body, 'customerComment') || null,
      affiliateCode: text(body, 'affiliateCode') || null,
      campaignCode: text(body, 'campaignCode') || null,
    });
    return c.json(order.document);
  })
  .post('/handle-payment', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    const orderId = v.notBlank(body, 'orderId');
    v.throwIfAny();
    const { db, customer } = await customerSession(c);
    if (!(await markPaid(db, customer.id, orderId!))) {
      throw StoreApiError.of(404, 'CHECKOUT__ORDER_NOT_FOUND', `Order with id "${orderId}" not found.`, { orderId });
    }
    // Demo payments are synchronous: paid at once, nothing to redirect to (finishUrl is the client's).
    return c.json({ redirectUrl: null, apiAlias: 'array_struct' });
  });
