// The customer's orders (contract §2 Account /order) and what may change on a placed order:
// its payment method (SetPaymentOrderRoute) and its state (CancelOrderRoute).
import { Hono } from 'hono';
import { StoreApiError, customerNotLoggedIn } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { searchResult } from './checkout-routes';
import { findCustomer } from './customers';
import { findOrder, findOrderByDeepLink, listOrders } from './orders';
import { cancelOrder, isPaymentChangeable, setOrderPaymentMethod } from './payments';
import { customerSession, session, type ShopperCtx } from './session';
import { Violations, text } from './validation';

function positiveInt(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

type EqualsFilter = { type?: string; field?: string; value?: unknown };

/** The equals filters of the criteria, with the `order.` prefix dropped. */
function equalsFilters(body: Record<string, unknown>): EqualsFilter[] {
  const filters = Array.isArray(body.filter) ? body.filter as EqualsFilter[] : [];
  return filters.map((f) => ({ ...f, field: f.field?.replace(/^order\./, '') })).filter((f) => f.type === 'equals');
}

/** The criteria the order history honours: `ids`, and equals filters on id, orderNumber or deepLinkCode. */
function orderFilter(body: Record<string, unknown>): (order: Record<string, unknown>) => boolean {
  const equals = equalsFilters(body).filter((f) => ['id', 'orderNumber', 'deepLinkCode'].includes(f.field ?? ''));
  const ids = Array.isArray(body.ids) ? body.ids.map(String) : typeof body.ids === 'string' ? body.ids.split('|') : null;
  return (order) => equals.every((f) => order[f.field!] === f.value) && (!ids || ids.includes(order.id as string));
}

function orderNotFound(orderId: string) {
  return StoreApiError.of(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`,
    { entity: 'order', field: 'id', value: orderId });
}

/**
 * Shopware's OrderRoute without a customer (checkGuestAuth): the criteria must filter on the
 * order's deepLinkCode (the confirmation mail's link), and the body carry the e-mail address and
 * the billing address's postcode of the order, compared without regard to case. Only a guest's
 * order opens this way; a registered customer logs in.
 */
async function guestOrderByDeepLink(db: D1Database, body: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const code = equalsFilters(body).find((f) => f.field === 'deepLinkCode')?.value;
  if (typeof code !== 'string' || code === '') throw customerNotLoggedIn();
  const found = await findOrderByDeepLink(db, code);
  if (!found) throw guestNotAuthenticated();
  const customer = await findCustomer(db, found.customerId);
  if (!customer?.guest) throw customerNotLoggedIn();
  const email = typeof body.email === 'string' ? body.email : '';
  const zipcode = typeof body.zipcode === 'string' ? body.zipcode : '';
  if (!email || !zipcode) throw guestNotAuthenticated();
  const orderEmail = (found.order.orderCustomer as { email?: string } | undefined)?.email ?? '';
  const orderZipcode = (found.order.billingAddress as { zipcode?: string } | undefined)?.zipcode ?? '';
  if (email.toLowerCase() !== orderEmail.toLowerCase() || !orderZipcode || zipcode.toUpperCase() !== orderZipcode.toUpperCase()) {
    throw StoreApiError.of(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.');
  }
  return [found.order];
}

function guestNotAuthenticated() {
  return StoreApiError.of(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.');
}

async function readOrders(c: ShopperCtx) {
  const body = { ...c.req.query(), ...(c.req.method === 'POST' ? await readJsonBody(c) : {}) };
  const { db, context } = await session(c);
  const customer = context.customerId ? await findCustomer(db, context.customerId) : null;
  const orders = customer ? await listOrders(db, customer.id) : await guestOrderByDeepLink(db, body);
  const matching = orders.filter(orderFilter(body));
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
