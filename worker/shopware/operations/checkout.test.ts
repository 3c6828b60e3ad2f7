// Checkout against a fake Store API: the context the checkout page is built from, the choices
// it records, and placing an order once per attempt, then starting its payment without ever
// hiding an order that exists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeShop, refusal, type StoreApiRoute } from '../testing/fake-store-api';
import { checkoutContext, chooseMethods, payOrder, placeOrder, type ReturnUrls } from './checkout';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ADDRESS = { id: 'addr-1', firstName: 'Sanne', lastName: 'de Vries', street: 'Prinsengracht 1', zipcode: '1015 AA', city: 'Amsterdam', countryId: 'nl' };
const lists: Record<string, StoreApiRoute> = {
  'POST /shipping-method': () => ({ json: { elements: [{ id: 'postnl', name: 'PostNL', deliveryTime: { name: '1-2 dagen' } }] } }),
  'POST /payment-method': () => ({ json: { elements: [{ id: 'ideal', name: 'iDEAL', asynchronous: true }] } }),
  'POST /salutation': () => ({ json: { elements: [{ id: 'mevr', displayName: 'Mevrouw' }] } }),
  'POST /country': () => ({ json: { elements: [{ id: 'nl', name: 'Nederland', iso: 'NL' }] } }),
};

describe('checkoutContext', () => {
  it('gives a visitor the methods and lists, and no customer or addresses without asking Shopware for them', async () => {
    const shop = fakeShop({ ...lists, 'GET /context': () => ({ json: { shippingMethod: { id: 'postnl' }, paymentMethod: { id: 'ideal' } } }) });
    const context = await checkoutContext(shop.ctx);
    expect(context).toMatchObject({
      customer: null, addresses: [], billingAddressId: null, shippingAddressId: null,
      shippingMethodId: 'postnl', paymentMethodId: 'ideal',
      shippingMethods: [{ id: 'postnl', name: 'PostNL', deliveryTime: '1-2 dagen' }],
      paymentMethods: [{ id: 'ideal', asynchronous: true }],
      countries: [{ id: 'nl', iso: 'NL' }], salutations: [{ id: 'mevr', label: 'Mevrouw' }],
    });
    expect(shop.callsTo('POST /account/customer')).toHaveLength(0);
    // Only the methods the shopper's cart and address allow.
    expect(shop.calls.filter((c) => c.path.endsWith('-method')).every((c) => c.method === 'POST')).toBe(true);
  });

  it('gives a customer their addresses, the context\'s chosen ones first, else their defaults', async () => {
    const customer = { id: 'c1', email: 'demo@veld.nl', firstName: 'Sanne', defaultBillingAddress: ADDRESS, defaultShippingAddress: ADDRESS };
    const active = { ...ADDRESS, id: 'addr-2' };
    const routes = {
      ...lists,
      'POST /account/customer': () => ({ json: customer }),
      'POST /account/list-address': () => ({ json: { elements: [ADDRESS, active] } }),
    };
    const chosen = fakeShop({ ...routes, 'GET /context': () => ({ json: { customer: { activeShippingAddress: { id: 'addr-2' } } } }) }, { token: 'customer-1' });
    expect(await checkoutContext(chosen.ctx)).toMatchObject({
      customer: { email: 'demo@veld.nl' }, addresses: [{ id: 'addr-1' }, { id: 'addr-2' }],
      billingAddressId: 'addr-1', shippingAddressId: 'addr-2',
    });
    vi.unstubAllGlobals();
    const defaults = fakeShop({ ...routes, 'GET /context': () => ({ json: {} }) }, { token: 'customer-1' });
    expect(await checkoutContext(defaults.ctx)).toMatchObject({ billingAddressId: 'addr-1', shippingAddressId: 'addr-1', shippingMethodId: '' });
  });

  it('treats a token whose customer logged out elsewhere as a visitor', async () => {
    const shop = fakeShop({
      ...lists,
      'GET /context': () => ({ json: {} }),
      'POST /account/customer': () => refusal(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'),
      'POST /account/list-address': () => refusal(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'),
    }, { token: 'stale' });
    expect(await checkoutContext(shop.ctx)).toMatchObject({ customer: null, addresses: [], billingAddressId: null });
  });
});

describe('chooseMethods', () => {
  it('records only what the shopper chose, and asks nothing when they chose nothing', async () => {
    const shop = fakeShop({ 'PATCH /context': () => ({ json: { contextToken: 'shopper-1' } }) }, { token: 'shopper-1' });
    await chooseMethods(shop.ctx, { shippingMethodId: 'postnl', paymentMethodId: '' });
    await chooseMethods(shop.ctx, {});
    expect(shop.calls).toEqual([expect.objectContaining({ method: 'PATCH', path: '/context', body: { shippingMethodId: 'postnl' } })]);
  });
});

describe('placeOrder', () => {
  /** Shopware's order ids: 32 hex digits (an answer naming none is no answer). */
  const orderId = (n: number) => n.toString(16).padStart(32, '0');
  const ORDER_1 = orderId(1);
  const urls = (orderId: string): ReturnUrls => ({
    finishUrl: `https://www.veld.nl/checkout/finish?orderId=${orderId}`, errorUrl: `https://www.veld.nl/checkout/failed?orderId=${orderId}`,
  });

  /** A shop that writes orders and starts payments as `payment` says. */
  function orderShop(payment: StoreApiRoute) {
    const orders: string[] = [];
    const shop = fakeShop({
      'POST /order': () => ({ json: { orders: { elements: orders.slice().reverse().map((id) => ({ id })) } } }),
      'POST /checkout/order': () => {
        orders.push(orderId(orders.length + 1));
        return { json: { id: orders.at(-1) } };
      },
      'POST /handle-payment': payment,
    }, { token: 'shopper-1' });
    return { shop, orders };
  }

  it('places the order and sends the shopper to the payment provider, with the order\'s own return addresses', async () => {
    const { shop } = orderShop(() => ({ json: { redirectUrl: 'https://pay.example/ideal/123' } }));
    const prepare = vi.fn(async () => {});
    expect(await placeOrder(shop.ctx, { attemptKey: 'attempt-0001', prepare }, urls)).toEqual({ orderId: ORDER_1, redirectUrl: 'https://pay.example/ideal/123' });
    expect(prepare).toHaveBeenCalledOnce();
    expect(shop.callsTo('POST /handle-payment')[0]!.body).toEqual({ orderId: ORDER_1, ...urls(ORDER_1) });
  });

  it('never follows a payment redirect that is not a web address', async () => {
    const { shop } = orderShop(() => ({ json: { redirectUrl: 'javascript:alert(1)' } }));
    expect(await placeOrder(shop.ctx, { attemptKey: 'attempt-0001', prepare: async () => {} }, urls)).toEqual({ orderId: ORDER_1, redirectUrl: null });
  });

  it('places one order on a double press: the second press leads to the first one\'s order page', async () => {
    const { shop, orders } = orderShop(() => ({ json: { redirectUrl: null } }));
    const press = () => placeOrder(shop.ctx, { attemptKey: 'attempt-0001', prepare: async () => {} }, urls);
    // Either press may reach the gate first (its key is a digest, worked out asynchronously):
    // one places the order, the other leads to it.
    const answers = await Promise.all([press(), press()]);
    expect(orders).toEqual([ORDER_1]);
    expect(answers.find((a) => !('failed' in a))).toEqual({ orderId: ORDER_1, redirectUrl: null });
    expect(answers.find((a) => 'failed' in a)).toEqual({ orderId: ORDER_1, redirectUrl: null, failed: true });
    expect(shop.callsTo('POST /handle-payment')).toHaveLength(1);
  });

  it('does not hide a placed order whose payment did not start: it leads to the order\'s failed page', async () => {
    const { shop } = orderShop(() => refusal(500, 'CHECKOUT__PAYMENT_ERROR'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await placeOrder(shop.ctx, { attemptKey: 'attempt-0001', prepare: async () => {} }, urls)).toEqual({ orderId: ORDER_1, redirectUrl: null, failed: true });
  });

  it('finds an order whose answer was lost, and leads to its page rather than start a payment blind', async () => {
    const { shop, orders } = orderShop(() => ({ json: { redirectUrl: 'https://pay.example/x' } }));
    shop.routes.set('POST /checkout/order', () => {
      orders.push(orderId(orders.length + 1));
      return { fail: new TypeError('Network connection lost.') };
    });
    expect(await placeOrder(shop.ctx, { attemptKey: 'attempt-0001', prepare: async () => {} }, urls)).toEqual({ orderId: ORDER_1, redirectUrl: null, failed: true });
    expect(shop.callsTo('POST /handle-payment')).toHaveLength(0);
  });

  it('passes a refused order on (an empty cart), and places nothing', async () => {
    const shop = fakeShop({
      'POST /order': () => ({ json: { orders: { elements: [] } } }),
      'POST /checkout/order': () => refusal(400, 'CHECKOUT__CART_EMPTY'),
    }, { token: 'shopper-1' });
    await expect(placeOrder(shop.ctx, { attemptKey: 'attempt-0001', prepare: async () => {} }, urls)).rejects.toMatchObject({ status: 400 });
    expect(shop.callsTo('POST /handle-payment')).toHaveLength(0);
  });
});

describe('payOrder', () => {
  it('changes the order\'s payment method, then starts its payment again', async () => {
    const shop = fakeShop({
      'POST /order/payment': () => ({ json: { success: true } }),
      'POST /handle-payment': () => ({ json: { redirectUrl: 'https://pay.example/again' } }),
    }, { token: 'shopper-1' });
    const start = await payOrder(shop.ctx, 'order-1', 'paypal', (orderId) => ({ finishUrl: `https://www.veld.nl/f/${orderId}`, errorUrl: `https://www.veld.nl/e/${orderId}` }));
    expect(start).toEqual({ orderId: 'order-1', redirectUrl: 'https://pay.example/again' });
    expect(shop.calls.map((c) => [c.path, c.body])).toEqual([
      ['/order/payment', { orderId: 'order-1', paymentMethodId: 'paypal' }],
      ['/handle-payment', { orderId: 'order-1', finishUrl: 'https://www.veld.nl/f/order-1', errorUrl: 'https://www.veld.nl/e/order-1' }],
    ]);
  });
});
