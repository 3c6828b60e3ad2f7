// Checkout: payment and shipping methods, placing the order and paying it (contract §2 Checkout).
// The order history and changes to placed orders are in order-routes.ts.
import { Hono } from 'hono';
import { StoreApiError } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { calculateCart } from './cart';
import { findOrder, placeOrder } from './orders';
import { failPayment, readReturnUrls, startPayment } from './payments';
import { paymentFails } from '../../faults';
import { PAYMENT_METHODS, SHIPPING_METHODS, paymentMethodJson, shippingMethodJson } from './sales-channel';
import { customerSession, requestOrigin, type ShopperCtx } from './session';
import { Violations, text } from './validation';

/** An entity search result over a fixed list (payment/shipping methods, orders, addresses). */
export function searchResult(entity: string, elements: unknown[], page = 1, limit = 100, total = elements.length) {
  return { entity, total, aggregations: [], page, limit, elements, states: [], apiAlias: 'dal_entity_search_result' };
}

// One handler per route for GET and POST alike: the contract tests count a route by its handler.
const paymentMethods = (c: ShopperCtx) => c.json(searchResult('payment_method', PAYMENT_METHODS.map((p) => paymentMethodJson(p.id))));
const shippingMethods = (c: ShopperCtx) => c.json(searchResult('shipping_method', SHIPPING_METHODS.map((s) => shippingMethodJson(s.id))));

export const checkoutRoutes = new Hono<ShopwareEnv>()
  .get('/payment-method', paymentMethods)
  .post('/payment-method', paymentMethods)
  .get('/shipping-method', shippingMethods)
  .post('/shipping-method', shippingMethods)
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
  .post('/handle-payment', async (c) => handlePayment(c, await readJsonBody(c)))
  .get('/handle-payment', (c) => handlePayment(c, c.req.query()));

/**
 * HandlePaymentMethodRoute: pays the order's current open transaction. Synchronous methods
 * answer `redirectUrl: null` (paid at once); PayPal answers the demo payment page.
 */
async function handlePayment(c: ShopperCtx, body: Record<string, unknown>) {
  const v = new Violations();
  const orderId = v.notBlank(body, 'orderId');
  const urls = readReturnUrls(v, body);
  v.throwIfAny();
  const { db, customer } = await customerSession(c);
  const order = await findOrder(db, customer.id, orderId!);
  if (!order) {
    throw StoreApiError.of(404, 'CHECKOUT__INVALID_ORDER_ID', `The order with id ${orderId} is invalid or could not be found.`, { orderId });
  }
  // A payment handler that fails (the demo backend's `paymentFails` fault): as Shopware's
  // PaymentProcessor, the transaction becomes "failed" and the error answers.
  if (paymentFails(c.env, c.req.raw)) {
    await failPayment(db, order);
    throw StoreApiError.of(400, 'CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED',
      'The synchronous payment process was interrupted due to the following error:\nInjected fault (demo backend).',
      { errorMessage: 'Injected fault (demo backend).' });
  }
  const redirectUrl = await startPayment(db, order, urls, requestOrigin(c));
  return c.json({ redirectUrl, apiAlias: 'array_struct' });
}
