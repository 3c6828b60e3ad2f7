// The shopper routes driven with the official @shopware/api-client, as the storefront does.
import { ApiClientError } from '@shopware/api-client';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { operations } from '@shopware/api-client/store-api-types';
import { buyableProductIds, storeApiClient, tokenOf, type StoreApiClient } from './testing/fixtures';

type RegisterBody = operations['register post /account/register']['body'];

const backendUrl = inject('backendUrl');
const accessKey = inject('accessKey');

let products: string[];
beforeAll(() => {
  products = buyableProductIds(12);
  expect(products).toHaveLength(12);
});

/** The Store API error a call failed with (its first entry). */
async function failure(call: Promise<unknown>) {
  const err = await call.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiClientError);
  const e = err as ApiClientError<{ errors: { code: string; source?: { pointer: string } }[] }>;
  return { ...e.details.errors[0]!, status: e.status };
}

async function errorsOf(res: Response) {
  return ((await res.json()) as { errors: { status: string; code: string }[] }).errors;
}

async function addProduct(client: StoreApiClient, id: string, quantity = 1) {
  const { data } = await client.invoke('addLineItem post /checkout/cart/line-item', {
    body: { items: [{ id, referencedId: id, type: 'product', quantity }] },
  });
  return data;
}

async function readCart(client: StoreApiClient) {
  return (await client.invoke('readCart get /checkout/cart')).data;
}

describe('sales channel and context token', () => {
  it('answers 401 without an access key and 412 for an unknown one', async () => {
    const missing = await fetch(`${backendUrl}/store-api/context`);
    expect(missing.status).toBe(401);
    expect((await errorsOf(missing))[0]).toMatchObject({ status: '401', code: '0' });
    const unknown = await fetch(`${backendUrl}/store-api/context`, { headers: { 'sw-access-key': 'SWSCNOPE' } });
    expect(unknown.status).toBe(412);
    expect((await errorsOf(unknown))[0]!.code).toBe('FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND');
  });

  it('issues a 32-character token, echoes it, and accepts an unknown one', async () => {
    const first = await fetch(`${backendUrl}/store-api/context`, { headers: { 'sw-access-key': accessKey } });
    const issued = first.headers.get('sw-context-token');
    expect(issued).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(((await first.json()) as { token: string }).token).toBe(issued);
    const again = await fetch(`${backendUrl}/store-api/context`, { headers: { 'sw-access-key': accessKey, 'sw-context-token': issued! } });
    expect(again.headers.get('sw-context-token')).toBe(issued);
    const invented = await fetch(`${backendUrl}/store-api/context`, { headers: { 'sw-access-key': accessKey, 'sw-context-token': 'my-own-token' } });
    expect(invented.headers.get('sw-context-token')).toBe('my-own-token');
  });

  it('exposes the token header to browsers', async () => {
    const res = await fetch(`${backendUrl}/store-api/context`, { headers: { 'sw-access-key': accessKey, origin: 'http://localhost:8787' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('sw-context-token');
  });

  it('answers POST /context with 405 and unknown routes with 404, both code "0"', async () => {
    const client = storeApiClient();
    const post = await fetch(`${backendUrl}/store-api/context`, { method: 'POST', headers: { 'sw-access-key': accessKey } });
    expect(post.status).toBe(405);
    expect((await errorsOf(post))[0]!.code).toBe('0');
    const unknown = await failure(client.invoke('readCart get /checkout/cart-that-is-not-there' as 'readCart get /checkout/cart'));
    expect(unknown).toMatchObject({ status: 404, code: '0' });
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await fetch(`${backendUrl}/store-api/checkout/cart/line-item`, {
      method: 'POST', headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' }, body: '{"items":',
    });
    expect(res.status).toBe(400);
    expect((await errorsOf(res))[0]).toMatchObject({ status: '400', code: '0' });
  });
});

describe('cart', () => {
  it('adds, changes and removes products', async () => {
    const client = storeApiClient();
    const [a, b] = products as [string, string];
    let cart = await addProduct(client, a, 2);
    expect(cart.token).toBe(tokenOf(client));
    expect(cart.lineItems?.[0]).toMatchObject({ id: a, referencedId: a, type: 'product', quantity: 2, good: true });
    expect(cart.errors).toEqual([]);
    cart = await addProduct(client, a, 1);
    expect(cart.lineItems?.[0]?.quantity).toBe(3);
    cart = await addProduct(client, b);
    cart = (await client.invoke('updateLineItem patch /checkout/cart/line-item', { body: { items: [{ id: b, quantity: 4 }] } })).data;
    expect(cart.lineItems?.find((l) => l.id === b)?.quantity).toBe(4);
    const unit = cart.lineItems!.map((l) => l.price!.unitPrice * l.quantity!).reduce((x, y) => x + y, 0);
    expect(cart.price.positionPrice).toBeCloseTo(unit, 2);
    cart = (await client.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: [a] } })).data;
    expect(cart.lineItems?.map((l) => l.id)).toEqual([b]);
    cart = (await client.invoke('removeLineItemDeprecated delete /checkout/cart/line-item', { query: { ids: [b] } })).data;
    expect(cart.lineItems).toEqual([]);
    expect(cart.deliveries).toEqual([]);
  });

  it('charges €4.95 shipping below €75 and none from €75', async () => {
    const client = storeApiClient();
    let cart = await addProduct(client, products[0]!, 1);
    const below = cart.price.positionPrice < 75;
    expect(cart.deliveries?.[0]?.shippingCosts?.totalPrice).toBe(below ? 4.95 : 0);
    cart = await addProduct(client, products[0]!, 9);
    expect(cart.price.positionPrice).toBeGreaterThanOrEqual(75);
    expect(cart.deliveries?.[0]?.shippingCosts?.totalPrice).toBe(0);
    expect(cart.price.totalPrice).toBe(cart.price.positionPrice);
  });

  it('refuses bad quantities and unknown line items', async () => {
    const client = storeApiClient();
    await addProduct(client, products[0]!);
    expect(await failure(client.invoke('updateLineItem patch /checkout/cart/line-item', { body: { items: [{ id: products[0]!, quantity: 0 }] } })))
      .toMatchObject({ status: 400, code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY' });
    expect(await failure(client.invoke('updateLineItem patch /checkout/cart/line-item', { body: { items: [{ id: 'nope', quantity: 1 }] } })))
      .toMatchObject({ status: 404, code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND' });
    expect(await failure(client.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: ['nope'] } })))
      .toMatchObject({ status: 404, code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND' });
  });

  it('caps a quantity at the purchasable maximum with product-stock-reached', async () => {
    const client = storeApiClient();
    const id = products[1]!;
    const cart = await addProduct(client, id, 50);
    const line = cart.lineItems?.[0];
    expect(line?.quantity).toBe(line?.quantityInformation?.maxPurchase);
    expect(cart.errors).toMatchObject({ [`product-stock-reached${id}`]: { level: 10, messageKey: 'product-stock-reached' } });
    // Errors are not stored with the cart: the next read is clean.
    expect((await readCart(client)).errors).toEqual([]);
  });

  it('reports an unknown product as removed', async () => {
    const client = storeApiClient();
    const cart = await addProduct(client, '0123456789abcdef0123456789abcdef');
    expect(cart.lineItems).toEqual([]);
    expect(Object.keys(cart.errors as object)).toEqual(['product-not-found0123456789abcdef0123456789abcdef']);
  });

  it('applies WELKOM10 with a notice, and answers an unknown code with 200 and only an error', async () => {
    const client = storeApiClient();
    await addProduct(client, products[2]!, 2);
    let cart = (await client.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ type: 'promotion', referencedId: 'welkom10' }] } })).data;
    const promotion = cart.lineItems?.find((l) => l.type === 'promotion');
    expect(promotion).toMatchObject({ referencedId: 'WELKOM10', good: false, payload: { code: 'WELKOM10' } });
    const goods = cart.lineItems!.find((l) => l.type === 'product')!.price!.totalPrice;
    expect(promotion?.price?.totalPrice).toBeCloseTo(-goods / 10, 2);
    expect(cart.errors).toMatchObject({ [`promotion-discount-added-${promotion!.id}`]: { level: 0 } });

    cart = (await client.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ type: 'promotion', referencedId: 'BESTAATNIET' }] } })).data;
    expect(cart.errors).toEqual({ 'promotion-not-found': expect.objectContaining({ level: 20, parameters: { code: 'BESTAATNIET' } }) });
    expect(cart.lineItems?.filter((l) => l.type === 'promotion')).toHaveLength(1);
  });

  it('applies VELD25 only from €150 of goods', async () => {
    const client = storeApiClient();
    let cart = await addProduct(client, products[3]!, 1);
    cart = (await client.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ type: 'promotion', referencedId: 'VELD25' }] } })).data;
    const goods = cart.price.positionPrice;
    if (goods < 150) {
      expect(cart.lineItems?.some((l) => l.type === 'promotion')).toBe(false);
      expect(Object.keys(cart.errors as object)).toEqual(['promotion-not-eligible']);
      cart = await addProduct(client, products[3]!, 9);
    }
    const discount = cart.lineItems?.find((l) => l.type === 'promotion');
    expect(discount?.price?.totalPrice).toBe(-25);
  });

  it('counts all of 50 concurrent additions for one token', async () => {
    const client = storeApiClient();
    await client.invoke('readContext get /context');
    const ids = products.slice(0, 10);
    await Promise.all(Array.from({ length: 50 }, (_, i) => addProduct(client, ids[i % 10]!, 1)));
    const cart = await readCart(client);
    expect(cart.lineItems).toHaveLength(10);
    expect(cart.lineItems!.every((l) => l.quantity === 5)).toBe(true);
    expect(cart.lineItems!.reduce((sum, l) => sum + l.quantity!, 0)).toBe(50);
  });

  it('keeps the carts of two tokens apart', async () => {
    const one = storeApiClient();
    const two = storeApiClient();
    await addProduct(one, products[4]!);
    await addProduct(two, products[5]!);
    expect((await readCart(one)).lineItems?.map((l) => l.id)).toEqual([products[4]]);
    expect((await readCart(two)).lineItems?.map((l) => l.id)).toEqual([products[5]]);
    expect(tokenOf(one)).not.toBe(tokenOf(two));
  });

  it('empties the cart with DELETE /checkout/cart (204)', async () => {
    const client = storeApiClient();
    await addProduct(client, products[6]!);
    const res = await client.invoke('deleteCart delete /checkout/cart');
    expect(res.status).toBe(204);
    expect((await readCart(client)).lineItems).toEqual([]);
  });
});

describe('account', () => {
  const demo = { username: 'demo@veld.nl', password: 'veld-demo-2026' };

  it('logs in with a new token and merges the guest cart into the customer cart', async () => {
    // A cart left under the customer's previous session...
    const earlier = storeApiClient();
    await earlier.invoke('loginCustomer post /account/login', { body: demo });
    await addProduct(earlier, products[7]!, 1);
    // ...and a guest cart on another device.
    const client = storeApiClient();
    await addProduct(client, products[7]!, 2);
    await addProduct(client, products[8]!, 1);
    const guestToken = tokenOf(client);
    const login = await client.invoke('loginCustomer post /account/login', { body: demo });
    expect(login.data).toMatchObject({ redirectUrl: null });
    expect(tokenOf(client)).not.toBe(guestToken);
    const cart = await readCart(client);
    expect(Object.fromEntries(cart.lineItems!.map((l) => [l.id, l.quantity]))).toEqual({ [products[7]!]: 3, [products[8]!]: 1 });
    const customer = (await client.invoke('readCustomer post /account/customer', { body: {} })).data;
    expect(customer).toMatchObject({ email: 'demo@veld.nl', guest: false });
    await client.invoke('logoutCustomer post /account/logout');
  });

  it('rejects bad credentials with 401', async () => {
    const client = storeApiClient();
    expect(await failure(client.invoke('loginCustomer post /account/login', { body: { username: demo.username, password: 'wrong' } })))
      .toMatchObject({ status: 401, code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' });
  });

  it('logs out to a new guest token and needs a login for the customer', async () => {
    const client = storeApiClient();
    expect(await failure(client.invoke('readCustomer post /account/customer', { body: {} })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
    await client.invoke('loginCustomer post /account/login', { body: demo });
    const loggedIn = tokenOf(client);
    await client.invoke('logoutCustomer post /account/logout');
    expect(tokenOf(client)).not.toBe(loggedIn);
    expect((await client.invoke('readContext get /context')).data.customer).toBeNull();
    // The old token no longer belongs to the customer.
    const stale = storeApiClient(undefined, loggedIn);
    expect((await stale.invoke('readContext get /context')).data.customer).toBeNull();
  });

  it('registers with a new token, and refuses a taken email and blank fields', async () => {
    const client = storeApiClient();
    const { data: context } = await client.invoke('readContext get /context');
    const email = `klant-${Date.now()}@example.nl`;
    // The client types billingAddress as a stored address (id, customerId...); a new one has neither.
    const body = {
      email, password: 'geheim-wachtwoord', firstName: 'Jan', lastName: 'Jansen', storefrontUrl: 'http://localhost:8787',
      acceptedDataProtection: true, accountType: 'private' as const,
      billingAddress: { countryId: context.salesChannel.countryId, street: 'Damrak 1', zipcode: '1012 LG', city: 'Amsterdam' },
    } as unknown as RegisterBody;
    const before = tokenOf(client);
    const { data: customer } = await client.invoke('register post /account/register', { body });
    expect(customer).toMatchObject({ email, firstName: 'Jan', guest: false });
    expect(customer.activeBillingAddress).toMatchObject({ street: 'Damrak 1', firstName: 'Jan' });
    expect(tokenOf(client)).not.toBe(before);

    const again = storeApiClient();
    expect(await failure(again.invoke('register post /account/register', { body })))
      .toMatchObject({ status: 400, code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', source: { pointer: '/email' } });
    expect(await failure(again.invoke('register post /account/register', { body: { ...body, email: 'x@example.nl', firstName: '' } })))
      .toMatchObject({ status: 400, code: 'VIOLATION::IS_BLANK_ERROR', source: { pointer: '/firstName' } });
  });
});

describe('checkout', () => {
  it('places an order from the cart, empties the cart and keeps the token', async () => {
    const client = storeApiClient();
    await client.invoke('loginCustomer post /account/login', { body: { username: 'demo@veld.nl', password: 'veld-demo-2026' } });
    await client.invoke('deleteCart delete /checkout/cart');
    expect(await failure(client.invoke('createOrder post /checkout/order', { body: {} })))
      .toMatchObject({ status: 400, code: 'CHECKOUT__CART_EMPTY' });
    const cart = await addProduct(client, products[9]!, 2);
    const token = tokenOf(client);
    const { data: order } = await client.invoke('createOrder post /checkout/order', { body: { customerComment: 'Graag bij de buren' } });
    expect(order).toMatchObject({ amountTotal: cart.price.totalPrice, customerComment: 'Graag bij de buren' });
    expect(order.orderNumber).toMatch(/^\d+$/);
    expect(tokenOf(client)).toBe(token);
    expect((await readCart(client)).lineItems).toEqual([]);

    const paid = await client.invoke('handlePaymentMethod post /handle-payment', { body: { orderId: order.id } });
    expect(paid.data).toMatchObject({ redirectUrl: null });
    expect(await failure(client.invoke('handlePaymentMethod post /handle-payment', { body: { orderId: 'unknown' } })))
      .toMatchObject({ status: 404 });
    const { data: history } = await client.invoke('readOrder post /order', { body: {} });
    const listed = history.orders.elements.find((o) => o.id === order.id);
    expect(listed?.transactions?.[0]?.stateMachineState?.technicalName).toBe('paid');
  });

  it('needs a customer to place an order', async () => {
    const client = storeApiClient();
    await addProduct(client, products[9]!);
    expect(await failure(client.invoke('createOrder post /checkout/order', { body: {} })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
  });
});

describe('newsletter and contact form', () => {
  it('subscribes in the 6.7 shape and refuses an invalid email', async () => {
    const client = storeApiClient();
    const { data } = await client.invoke('subscribeToNewsletter post /newsletter/subscribe', {
      body: { email: 'lezer@example.nl', option: 'subscribe', storefrontUrl: 'http://localhost:8787' },
    });
    expect(data).toEqual({ success: true, status: 'notSet' });
    expect(await failure(client.invoke('subscribeToNewsletter post /newsletter/subscribe', {
      body: { email: 'geen-email', option: 'subscribe', storefrontUrl: 'http://localhost:8787' },
    }))).toMatchObject({ status: 400, code: 'VIOLATION::INVALID_FORMAT_ERROR', source: { pointer: '/email' } });
  });

  it('takes a contact form and points at missing fields', async () => {
    const client = storeApiClient();
    const { data } = await client.invoke('sendContactMail post /contact-form', {
      body: { email: 'vraag@example.nl', subject: 'Retour', comment: 'Hoe stuur ik iets terug?' },
    });
    expect(data).toMatchObject({ apiAlias: 'contact_form_result' });
    const err = await client.invoke('sendContactMail post /contact-form', { body: { email: 'vraag@example.nl', subject: '', comment: '' } })
      .catch((e: ApiClientError<{ errors: { code: string; source: { pointer: string } }[] }>) => e);
    expect((err as ApiClientError<{ errors: { code: string; source: { pointer: string } }[] }>).details.errors.map((e) => e.source.pointer))
      .toEqual(['/subject', '/comment']);
  });
});
