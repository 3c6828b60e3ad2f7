// The customer's orders (contract §2 Account /order) and what may change on a placed order:
// its payment method (SetPaymentOrderRoute) and its state (CancelOrderRoute).
import { Hono } from 'hono';
import { StoreApiError, readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { searchResult } from './checkout-routes';
import { findOrder, listOrders } from './orders';
import { cancelOrder, isPaymentChangeable, setOrderPaymentMethod } from './payments';
import { customerSession, type ShopperCtx } from './session';
import { Violations, text } from './validation';

function positiveInt(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The criteria the order history honours: `ids`, and equals filters on id, orderNumber or deepLinkCode. */
function orderFilter(body: Record<string, unknown>): (order: Record<string, unknown>) => boolean {
  const filters = Array.isArray(body.filter) ? body.filter as { type?: string; field?: string; value?: unknown }[] : [];
  const equals = filters
    .map((f) => ({ ...f, field: f.field?.replace(/^order\./, '') }))
    .filter((f) => f.type === 'equals' && ['id', 'orderNumber', 'deepLinkCode'].includes(f.field ?? ''));
  const ids = Array.isArray(body.ids) ? body.ids.map(String) : typeof body.ids === 'string' ? body.ids.split('|') : null;
  return (order) => equals.every((f) => order[f.field!] === f.value) && (!ids || ids.includes(order.id as string));
}

function orderNotFound(orderId: string) {
  return StoreApiError.of(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`,
    { entity: 'order', field: 'id', value: orderId });
}

async function readOrders(c: ShopperCtx) {
  const body = { ...c.req.query(), ...(c.req.method === 'POST' ? await readJsonBody(c) : {}) };
  const { db, customer } = await customerSession(c);
  const matching = (await listOrders(db, customer.id)).filter(orderFilter(body));
  const limit = positiveInt(body.limit, 100);
  const page = positiveInt(body.page, 1);
  const elements = matching.slice((page - 1) * limit, page * limit);
  // Every order carries its transactions (oldest first, with paymentMethod and
  // stateMachineState), whatever associations the criteria names.
  return c.json({
    orders: searchResult('order', elements, page, limit, matching.length),
    // Shopware fills this from the order's promotions (checkPromotion); the demo backend has no
    // payment-bound promotions, so it answers whether the transaction state allows a change.
    paymentChangeable: Object.fromEntries(elements.map((o) => [o.id as string, isPaymentChangeable(o)])),
    apiAlias: 'order_route_response',
  });
}

export const orderRoutes = new Hono<ShopwareEnv>()
  .post('/order', readOrders)
  .get('/order', readOrders)
  .post('/order/payment', async (c) => {
    const body = await readJsonBody(c);
    const { db, customer } = await customerSession(c);
    const v = new Violations();
    const orderId = v.notBlank(body, 'orderId');
    const paymentMethodId = v.notBlank(body, 'paymentMethodId');
    v.throwIfAny();
    // Shopware loads the order filtered by the customer: someone else's order is not found either.
    if (!(await findOrder(db, customer.id, orderId!))) {
      throw StoreApiError.of(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `order for id ${orderId} not found.`, { entity: 'order', identifier: orderId });
    }
    await setOrderPaymentMethod(db, orderId!, paymentMethodId!);
    return c.json({ success: true, apiAlias: 'array_struct' });
  })
  .post('/order/state/cancel', async (c) => {
    const body = await readJsonBody(c);
    const { db, customer } = await customerSession(c);
    const orderId = text(body, 'orderId');
    if (!orderId) {
      throw StoreApiError.of(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "orderId" is invalid.', { parameter: 'orderId' });
    }
    if (!(await findOrder(db, customer.id, orderId))) throw orderNotFound(orderId);
    return c.json(await cancelOrder(db, orderId));
  });
