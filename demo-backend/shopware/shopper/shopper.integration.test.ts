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

describe('profile, email, password and newsletter status', () => {
  async function freshCustomer() {
    const client = storeApiClient();
    const { data: context } = await client.invoke('readContext get /context');
    const email = `profiel-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
    await client.invoke('register post /account/register', {
      body: {
        email, password: 'oud-wachtwoord', firstName: 'Jan', lastName: 'Jansen', storefrontUrl: 'http://localhost:8787',
        acceptedDataProtection: true,
        billingAddress: { countryId: context.salesChannel.countryId, street: 'Damrak 1', zipcode: '1012 LG', city: 'Amsterdam' },
      } as unknown as RegisterBody,
    });
    return { client, email };
  }

  it('changes the name and salutation, and refuses blank names', async () => {
    const { client } = await freshCustomer();
    const { data: salutations } = await client.invoke('readSalutation post /salutation');
    const mevr = salutations.elements!.find((s) => s.displayName === 'Mevr.')!.id;
    const { data } = await client.invoke('changeProfile post /account/change-profile', {
      body: { salutationId: mevr, firstName: 'Janna', lastName: 'de Boer' },
    });
    expect(data).toEqual({ success: true, apiAlias: 'array_struct' });
    const { data: customer } = await client.invoke('readCustomer post /account/customer', { body: {} });
    expect(customer).toMatchObject({ firstName: 'Janna', lastName: 'de Boer', salutationId: mevr });
    // The address keeps its own name, as in Shopware.
    expect(customer.defaultBillingAddress).toMatchObject({ firstName: 'Jan' });
    expect(await failure(client.invoke('changeProfile post /account/change-profile', { body: { firstName: '', lastName: 'x' } })))
      .toMatchObject({ status: 400, code: 'VIOLATION::IS_BLANK_ERROR', source: { pointer: '/firstName' } });
    expect(await failure(storeApiClient().invoke('changeProfile post /account/change-profile', { body: { firstName: 'a', lastName: 'b' } })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
  });

  it('changes the email with the confirmation and the current password', async () => {
    const { client } = await freshCustomer();
    const email = `nieuw-${Date.now()}@example.nl`;
    expect(await failure(client.invoke('changeEmail post /account/change-email', { body: { email, emailConfirmation: email, password: 'fout-wachtwoord' } })))
      .toMatchObject({ status: 400, code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', source: { pointer: '/password' } });
    expect(await failure(client.invoke('changeEmail post /account/change-email', { body: { email, emailConfirmation: 'x@example.nl', password: 'oud-wachtwoord' } })))
      .toMatchObject({ status: 400, code: 'VIOLATION::NOT_EQUAL_ERROR', source: { pointer: '/emailConfirmation' } });
    expect(await failure(client.invoke('changeEmail post /account/change-email', {
      body: { email: 'demo@veld.nl', emailConfirmation: 'demo@veld.nl', password: 'oud-wachtwoord' },
    }))).toMatchObject({ status: 400, code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', source: { pointer: '/email' } });
    await client.invoke('changeEmail post /account/change-email', { body: { email, emailConfirmation: email, password: 'oud-wachtwoord' } });
    expect((await client.invoke('readCustomer post /account/customer', { body: {} })).data.email).toBe(email);
    await storeApiClient().invoke('loginCustomer post /account/login', { body: { username: email, password: 'oud-wachtwoord' } });
  });

  it('changes the password only with the current one, and the new one logs in', async () => {
    const { client, email } = await freshCustomer();
    expect(await failure(client.invoke('changePassword post /account/change-password', {
      body: { password: 'fout-wachtwoord', newPassword: 'nieuw-wachtwoord', newPasswordConfirm: 'nieuw-wachtwoord' },
    }))).toMatchObject({ status: 400, code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', source: { pointer: '/password' } });
    expect(await failure(client.invoke('changePassword post /account/change-password', {
      body: { password: 'oud-wachtwoord', newPassword: 'kort', newPasswordConfirm: 'kort' },
    }))).toMatchObject({ status: 400, code: 'VIOLATION::TOO_SHORT_ERROR', source: { pointer: '/newPassword' } });
    expect(await failure(client.invoke('changePassword post /account/change-password', {
      body: { password: 'oud-wachtwoord', newPassword: 'nieuw-wachtwoord', newPasswordConfirm: 'ander-wachtwoord' },
    }))).toMatchObject({ status: 400, code: 'VIOLATION::NOT_EQUAL_ERROR', source: { pointer: '/newPasswordConfirm' } });
    await client.invoke('changePassword post /account/change-password', {
      body: { password: 'oud-wachtwoord', newPassword: 'nieuw-wachtwoord', newPasswordConfirm: 'nieuw-wachtwoord' },
    });
    expect(await failure(storeApiClient().invoke('loginCustomer post /account/login', { body: { username: email, password: 'oud-wachtwoord' } })))
      .toMatchObject({ status: 401 });
    await storeApiClient().invoke('loginCustomer post /account/login', { body: { username: email, password: 'nieuw-wachtwoord' } });
  });

  it('reads the newsletter status: undefined, direct after subscribing, optOut after unsubscribing', async () => {
    const { client, email } = await freshCustomer();
    const status = async () => (await client.invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} })).data;
    expect(await status()).toEqual({ status: 'undefined', apiAlias: 'account_newsletter_recipient' });
    await client.invoke('subscribeToNewsletter post /newsletter/subscribe', { body: { email, option: 'direct', storefrontUrl: 'http://localhost:8787' } });
    expect((await status()).status).toBe('direct');
    expect((await client.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email } })).data).toEqual({ success: true });
    expect((await status()).status).toBe('optOut');
    expect(await failure(client.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email: 'nooit-ingeschreven@example.nl' } })))
      .toMatchObject({ status: 404 });
    expect(await failure(storeApiClient().invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
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

/** A new registered customer (or guest) on a client of its own. */
async function registerCustomer(options: { guest?: boolean } = {}) {
  const client = storeApiClient();
  const { data: context } = await client.invoke('readContext get /context');
  const body = {
    email: `koper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`,
    ...(options.guest ? { guest: true } : { password: 'geheim-wachtwoord' }),
    firstName: 'Noor', lastName: 'Visser', storefrontUrl: 'http://localhost:8787', acceptedDataProtection: true,
    billingAddress: { countryId: context.salesChannel.countryId, street: 'Lange Voorhout 9', zipcode: '2514 EA', city: 'Den Haag' },
  } as unknown as RegisterBody;
  await client.invoke('register post /account/register', { body });
  return client;
}

async function paymentMethodId(client: StoreApiClient, technicalName: string) {
  const { data } = await client.invoke('readPaymentMethod post /payment-method', { body: {} });
  return data.elements!.find((p) => p.technicalName === technicalName)!.id;
}

/** Places an order of one product, paid with the given method. */
async function placeOrder(client: StoreApiClient, paymentMethod: string, product = products[10]!) {
  await client.invoke('updateContext patch /context', { body: { paymentMethodId: paymentMethod } });
  await addProduct(client, product, 1);
  return (await client.invoke('createOrder post /checkout/order', { body: {} })).data;
}

async function readOrder(client: StoreApiClient, orderId: string) {
  const { data } = await client.invoke('readOrder post /order', {
    body: { filter: [{ type: 'equals', field: 'id', value: orderId }], associations: { transactions: { associations: { paymentMethod: {}, stateMachineState: {} } } } } as never,
  });
  expect(data.orders.elements).toHaveLength(1);
  return { order: data.orders.elements[0]!, paymentChangeable: data.paymentChangeable?.[orderId] };
}

function transactionStates(order: { transactions?: { paymentMethod?: { technicalName?: string }; stateMachineState?: { technicalName?: string } }[] }) {
  return (order.transactions ?? [])
    .map((t) => `${t.paymentMethod?.technicalName?.replace('payment_', '')}:${t.stateMachineState?.technicalName}`);
}

function returnUrls(orderId: string) {
  return {
    finishUrl: `http://localhost:8787/checkout/finish?orderId=${orderId}`,
    errorUrl: `http://localhost:8787/account/order/${orderId}?betaling=mislukt`,
  };
}

async function startPayment(client: StoreApiClient, orderId: string) {
  const { data } = await client.invoke('handlePaymentMethod post /handle-payment', { body: { orderId, ...returnUrls(orderId) } });
  return data.redirectUrl as string | null;
}

/** Submits the demo payment page's form; answers the redirect (not followed). */
function submitPaymentPage(pageUrl: string, action: string) {
  return fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
}

describe('asynchronous payment (PayPal) and the demo payment page', () => {
  it('lists PayPal as an asynchronous method next to the synchronous ones', async () => {
    const client = storeApiClient();
    const { data } = await client.invoke('readPaymentMethod post /payment-method', { body: {} });
    const methods = data.elements!.map((p) => p as typeof p & { asynchronous?: boolean; afterOrderEnabled?: boolean });
    expect(methods.map((p) => [p.name, p.asynchronous])).toEqual([
      ['iDEAL', false], ['Creditcard', false], ['Achteraf betalen', false], ['PayPal', true],
    ]);
    expect(methods.find((p) => p.name === 'PayPal')).toMatchObject({
      technicalName: 'payment_paypal', afterOrderEnabled: true, description: 'Je rondt de betaling af bij PayPal.',
    });
  });

  it('redirects to the demo page, keeps the transaction open, and pays on approval', async () => {
    const client = await registerCustomer();
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_paypal'));
    const redirectUrl = await startPayment(client, order.id);
    expect(redirectUrl).toMatch(new RegExp(`^${backendUrl}/__demo/pay/${order.transactions![0]!.id}\\?token=[A-Za-z0-9]{32}$`));
    expect(transactionStates((await readOrder(client, order.id)).order)).toEqual(['paypal:open']);

    const pageRes = await fetch(redirectUrl!);
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get('content-type')).toContain('text/html');
    const html = await pageRes.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toMatch(/<h1>PayPal \(demo\)<\/h1>/);
    expect(html).toContain(order.orderNumber!);
    expect(html).toContain(new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(order.amountTotal!));
    expect(html).toMatch(/<button type="submit" name="action" value="approve"[^>]*>Betalen<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Annuleren<\/button>/);
    expect(html).not.toMatch(/<(script|link|img)\b|\bsrc=/);

    const approved = await submitPaymentPage(redirectUrl!, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(returnUrls(order.id).finishUrl);
    expect(transactionStates((await readOrder(client, order.id)).order)).toEqual(['paypal:paid']);
    // Paid: the page only sends the shopper on; there is nothing left to pay.
    const again = await fetch(redirectUrl!, { redirect: 'manual' });
    expect([again.status, again.headers.get('location')]).toEqual([303, returnUrls(order.id).finishUrl]);
    expect(await startPayment(client, order.id)).toBeNull();
    expect((await readOrder(client, order.id)).paymentChangeable).toBe(false);
  });

  it('cancels back to errorUrl, then lets the shopper pay with another method', async () => {
    const client = await registerCustomer();
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_paypal'));
    const pageUrl = await startPayment(client, order.id);
    const cancelled = await submitPaymentPage(pageUrl!, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location'))
      .toBe(`${returnUrls(order.id).errorUrl}&error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT`);
    const first = await readOrder(client, order.id);
    let listed = first.order;
    const { paymentChangeable } = first;
    expect(transactionStates(listed)).toEqual(['paypal:cancelled']);
    expect(paymentChangeable).toBe(true);

    const { data } = await client.invoke('orderSetPayment post /order/payment', {
      body: { orderId: order.id, paymentMethodId: await paymentMethodId(client, 'payment_ideal') },
    });
    expect(data).toMatchObject({ success: true });
    ({ order: listed } = await readOrder(client, order.id));
    expect(transactionStates(listed)).toEqual(['paypal:cancelled', 'ideal:open']);
    expect(await startPayment(client, order.id)).toBeNull();
    ({ order: listed } = await readOrder(client, order.id));
    expect(transactionStates(listed)).toEqual(['paypal:cancelled', 'ideal:paid']);
    // The old page now only sends the shopper back.
    const stale = await fetch(pageUrl!, { redirect: 'manual' });
    expect(stale.status).toBe(303);
    expect(await failure(client.invoke('orderSetPayment post /order/payment', {
      body: { orderId: order.id, paymentMethodId: await paymentMethodId(client, 'payment_paypal') },
    }))).toMatchObject({ status: 400, code: 'CHECKOUT__PAYMENT_METHOD_UNCHANGEABLE' });
  });

  it('reopens the transaction when the same method is chosen again, with a fresh page link', async () => {
    const client = await registerCustomer();
    const paypal = await paymentMethodId(client, 'payment_paypal');
    const order = await placeOrder(client, paypal);
    const first = await startPayment(client, order.id);
    await submitPaymentPage(first!, 'cancel');
    await client.invoke('orderSetPayment post /order/payment', { body: { orderId: order.id, paymentMethodId: paypal } });
    expect(transactionStates((await readOrder(client, order.id)).order)).toEqual(['paypal:open']);
    const second = await startPayment(client, order.id);
    expect(second).not.toBe(first);
    expect((await fetch(first!)).status).toBe(404);
    expect((await submitPaymentPage(second!, 'approve')).headers.get('location')).toBe(returnUrls(order.id).finishUrl);
    expect(transactionStates((await readOrder(client, order.id)).order)).toEqual(['paypal:paid']);
  });

  it('switches a synchronous order to PayPal: the new transaction goes last and redirects', async () => {
    const client = await registerCustomer();
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_invoice'));
    await client.invoke('orderSetPayment post /order/payment', {
      body: { orderId: order.id, paymentMethodId: await paymentMethodId(client, 'payment_paypal') },
    });
    const { order: listed } = await readOrder(client, order.id);
    expect(transactionStates(listed)).toEqual(['invoice:cancelled', 'paypal:open']);
    expect(listed.transactions![1]).toMatchObject({ orderId: order.id, amount: { totalPrice: order.amountTotal } });
    expect(await startPayment(client, order.id)).toContain(`/__demo/pay/${listed.transactions![1]!.id}?token=`);
  });

  it('refuses return URLs that are not absolute http(s) URLs', async () => {
    const client = await registerCustomer();
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_paypal'));
    for (const finishUrl of ['javascript:alert(1)', '/checkout/finish', 'ftp://example.nl/x']) {
      expect(await failure(client.invoke('handlePaymentMethod post /handle-payment', {
        body: { orderId: order.id, finishUrl, errorUrl: 'http://localhost:8787/fout' },
      }))).toMatchObject({ status: 400, code: 'VIOLATION::INVALID_URL_ERROR', source: { pointer: '/finishUrl' } });
    }
    expect(await failure(client.invoke('handlePaymentMethod post /handle-payment', {
      body: { orderId: order.id, errorUrl: 42 } as never,
    }))).toMatchObject({ status: 400, code: 'VIOLATION::INVALID_TYPE_ERROR', source: { pointer: '/errorUrl' } });
    expect(transactionStates((await readOrder(client, order.id)).order)).toEqual(['paypal:open']);
  });

  it('answers unknown payments with a 404 page and a bad action with 400', async () => {
    const client = await registerCustomer();
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_paypal'));
    const pageUrl = new URL((await startPayment(client, order.id))!);
    const unknown = await fetch(`${backendUrl}/__demo/pay/0123456789abcdef0123456789abcdef?token=x`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('lang="nl"');
    expect((await fetch(`${pageUrl.origin}${pageUrl.pathname}?token=${'A'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${pageUrl.origin}${pageUrl.pathname}`)).status).toBe(404);
    expect((await submitPaymentPage(pageUrl.toString(), 'steal')).status).toBe(400);
    expect(transactionStates((await readOrder(client, order.id)).order)).toEqual(['paypal:open']);
  });

  it('refuses payment changes on unknown or foreign orders and unknown methods', async () => {
    const owner = await registerCustomer();
    const order = await placeOrder(owner, await paymentMethodId(owner, 'payment_ideal'));
    const other = await registerCustomer();
    const ideal = await paymentMethodId(other, 'payment_ideal');
    expect(await failure(other.invoke('orderSetPayment post /order/payment', { body: { orderId: order.id, paymentMethodId: ideal } })))
      .toMatchObject({ status: 404, code: 'FRAMEWORK__ENTITY_NOT_FOUND' });
    expect(await failure(owner.invoke('orderSetPayment post /order/payment', { body: { orderId: '0123456789abcdef0123456789abcdef', paymentMethodId: ideal } })))
      .toMatchObject({ status: 404, code: 'FRAMEWORK__ENTITY_NOT_FOUND' });
    expect(await failure(owner.invoke('orderSetPayment post /order/payment', { body: { orderId: order.id, paymentMethodId: '0123456789abcdef0123456789abcdef' } })))
      .toMatchObject({ status: 404, code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE' });
    expect(await failure(storeApiClient().invoke('orderSetPayment post /order/payment', { body: { orderId: order.id, paymentMethodId: ideal } })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
    expect(await failure(other.invoke('handlePaymentMethod post /handle-payment', { body: { orderId: order.id } })))
      .toMatchObject({ status: 404, code: 'CHECKOUT__INVALID_ORDER_ID' });
  });
});

describe('order cancellation', () => {
  it('cancels an open order once, and only the customer\'s own', async () => {
    const client = await registerCustomer();
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_invoice'));
    expect(await failure((await registerCustomer()).invoke('cancelOrder post /order/state/cancel', { body: { orderId: order.id } })))
      .toMatchObject({ status: 404, code: 'CHECKOUT__ORDER_ORDER_NOT_FOUND' });
    const { data: state } = await client.invoke('cancelOrder post /order/state/cancel', { body: { orderId: order.id } });
    expect(state).toMatchObject({ technicalName: 'cancelled', apiAlias: 'state_machine_state' });
    expect((await readOrder(client, order.id)).order.stateMachineState?.technicalName).toBe('cancelled');
    expect(await failure(client.invoke('cancelOrder post /order/state/cancel', { body: { orderId: order.id } })))
      .toMatchObject({ status: 400, code: 'SYSTEM__ILLEGAL_STATE_TRANSITION' });
  });
});

describe('a guest\'s order by its deep link (OrderRoute without a customer)', () => {
  /** Reads by the confirmation mail's link, as a browser without a session does. */
  function readByDeepLink(deepLinkCode: string, credentials: { email?: string; zipcode?: string }) {
    return storeApiClient().invoke('readOrder post /order', {
      body: { filter: [{ type: 'equals', field: 'deepLinkCode', value: deepLinkCode }], ...credentials } as never,
    });
  }

  it('answers the one guest order with the e-mail address and postcode, whatever their case', async () => {
    const guest = await registerCustomer({ guest: true });
    const { data: customer } = await guest.invoke('readCustomer post /account/customer', { body: {} });
    const order = await placeOrder(guest, await paymentMethodId(guest, 'payment_invoice'));
    await guest.invoke('logoutCustomer post /account/logout');
    const { data } = await readByDeepLink(order.deepLinkCode!, { email: customer.email.toUpperCase(), zipcode: '2514 ea' });
    expect(data.orders.elements.map((o) => o.id)).toEqual([order.id]);
    expect(data.orders.elements[0]).toMatchObject({ orderNumber: order.orderNumber, billingAddress: { zipcode: '2514 EA' } });
  });

  it('refuses missing and wrong credentials, and an unknown code, with Shopware\'s errors', async () => {
    const guest = await registerCustomer({ guest: true });
    const { data: customer } = await guest.invoke('readCustomer post /account/customer', { body: {} });
    const order = await placeOrder(guest, await paymentMethodId(guest, 'payment_invoice'));
    const code = order.deepLinkCode!;
    const notAuthenticated = { status: 403, code: 'CHECKOUT__GUEST_NOT_AUTHENTICATED', detail: 'Guest not authenticated.' };
    const wrong = { status: 403, code: 'CHECKOUT__GUEST_WRONG_CREDENTIALS', detail: 'Wrong credentials for guest authentication.' };
    expect(await failure(readByDeepLink(code, {}))).toMatchObject(notAuthenticated);
    expect(await failure(readByDeepLink(code, { email: customer.email }))).toMatchObject(notAuthenticated);
    expect(await failure(readByDeepLink(code, { email: customer.email, zipcode: '1011 AB' }))).toMatchObject(wrong);
    expect(await failure(readByDeepLink(code, { email: 'iemand@example.nl', zipcode: '2514 EA' }))).toMatchObject(wrong);
    expect(await failure(readByDeepLink('onbekend', { email: customer.email, zipcode: '2514 EA' }))).toMatchObject(notAuthenticated);
    // Without a deep link filter, a visitor has no orders to read at all.
    expect(await failure(storeApiClient().invoke('readOrder post /order', { body: { email: customer.email, zipcode: '2514 EA' } as never })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
  });

  it('refuses a registered customer\'s order: they log in', async () => {
    const client = await registerCustomer();
    const { data: customer } = await client.invoke('readCustomer post /account/customer', { body: {} });
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_invoice'));
    expect(await failure(readByDeepLink(order.deepLinkCode!, { email: customer.email, zipcode: '2514 EA' })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
  });
});

describe('wishlist', () => {
  it('needs a registered customer', async () => {
    const anonymous = storeApiClient();
    expect(await failure(anonymous.invoke('readCustomerWishlist post /customer/wishlist', { body: {} })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
    expect(await failure(anonymous.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId: products[0]! } })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
    const guest = await registerCustomer({ guest: true });
    expect(await failure(guest.invoke('mergeProductOnWishlist post /customer/wishlist/merge', { body: { productIds: [products[0]!] } })))
      .toMatchObject({ status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
  });

  it('adds, lists newest first with catalogue product JSON, and removes', async () => {
    const client = await registerCustomer();
    const [a, b] = [products[0]!, products[1]!];
    expect(await failure(client.invoke('readCustomerWishlist post /customer/wishlist', { body: {} })))
      .toMatchObject({ status: 404, code: 'CHECKOUT__WISHLIST_NOT_FOUND' });
    const add = (productId: string) => client.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId } });
    expect((await add(a)).data).toMatchObject({ success: true });
    expect(await failure(add(a))).toMatchObject({ status: 400, code: 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT' });
    expect(await failure(add('0123456789abcdef0123456789abcdef'))).toMatchObject({ status: 404, code: 'CONTENT__PRODUCT_NOT_FOUND' });
    await add(b);

    const { data } = await client.invoke('readCustomerWishlist post /customer/wishlist', { body: {} });
    expect(data.wishlist).toMatchObject({ customerId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(data.products).toMatchObject({ entity: 'product', total: 2, page: 1 });
    expect(data.products.elements.map((p) => p.id)).toEqual([b, a]);
    const { data: detail } = await client.invoke('readProductDetail post /product/{productId}', { pathParams: { productId: b }, body: {} });
    // The detail route adds the gallery and the resolved default layout (cmsPage and its id).
    const { media: _media, cmsPage: _page, cmsPageId: _pageId, cmsPageVersionId: _pageVersion, ...catalogueProduct } =
      detail.product as typeof detail.product & { media?: unknown; cmsPageVersionId?: string };
    expect(data.products.elements[0]).toEqual(catalogueProduct);

    const paged = (await client.invoke('readCustomerWishlist post /customer/wishlist', { body: { limit: 1, page: 2 } })).data;
    expect([paged.products.total, paged.products.elements.map((p) => p.id)]).toEqual([2, [a]]);

    const remove = (productId: string) => client.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', { pathParams: { productId } });
    expect((await remove(a)).data).toMatchObject({ success: true });
    expect(await failure(remove(a))).toMatchObject({ status: 404, code: 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND' });
    const after = (await client.invoke('readCustomerWishlist post /customer/wishlist', { body: {} })).data;
    expect(after.products.elements.map((p) => p.id)).toEqual([b]);
  });

  it('merges without duplicates and skips unknown products', async () => {
    const client = await registerCustomer();
    const [a, b, c] = [products[2]!, products[3]!, products[4]!];
    expect(await failure(client.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', { pathParams: { productId: a } })))
      .toMatchObject({ status: 404, code: 'CHECKOUT__WISHLIST_NOT_FOUND' });
    // An empty merge still creates the (empty) wishlist.
    await client.invoke('mergeProductOnWishlist post /customer/wishlist/merge', { body: { productIds: [] } });
    expect((await client.invoke('readCustomerWishlist post /customer/wishlist', { body: {} })).data.products).toMatchObject({ total: 0, elements: [] });
    await client.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId: a } });
    const { data } = await client.invoke('mergeProductOnWishlist post /customer/wishlist/merge', {
      body: { productIds: [a, b, 'ffffffffffffffffffffffffffffffff', b, 'geen-id', c] },
    });
    expect(data).toMatchObject({ success: true });
    const ids = (await client.invoke('readCustomerWishlist post /customer/wishlist', { body: {} })).data.products.elements.map((p) => p.id);
    expect([...ids].sort()).toEqual([a, b, c].sort());
    expect(await failure(client.invoke('mergeProductOnWishlist post /customer/wishlist/merge', { body: {} })))
      .toMatchObject({ status: 400, code: 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING' });
  });
});

describe('checkout faults (the storefront\'s checkout fault tests, #34)', () => {
  /** Faults for this client's requests alone (their x-demo-scope); answers the clearing. */
  async function scopedFaults(client: StoreApiClient, settings: Record<string, unknown>) {
    const scope = `shopper-${Math.random().toString(36).slice(2, 10)}`;
    client.defaultHeaders.apply({ 'x-demo-scope': scope });
    const set = await fetch(`${backendUrl}/__demo/faults`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...settings, scope }),
    });
    expect(set.ok).toBe(true);
    // A lost answer leaves its keep-alive connection closed under the next request: once more on a new one.
    const clear = () => fetch(`${backendUrl}/__demo/faults?scope=${scope}`, { method: 'DELETE' });
    return async () => { await clear().catch(clear); };
  }

  it('paymentFails: the payment handler fails as Shopware reports it, the transaction "failed" and payable again', async () => {
    const client = await registerCustomer();
    const order = await placeOrder(client, await paymentMethodId(client, 'payment_ideal'));
    const clear = await scopedFaults(client, { paymentFails: true, match: '/handle-payment' });
    expect(await failure(startPayment(client, order.id))).toMatchObject({ status: 400, code: 'CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED' });
    await clear();
    const { order: failed, paymentChangeable } = await readOrder(client, order.id);
    expect(transactionStates(failed)).toEqual(['ideal:failed']);
    expect(paymentChangeable).toBe(true);
  });

  it('answerLost: the order is written, its answer breaks off', async () => {
    const client = await registerCustomer();
    const clear = await scopedFaults(client, { answerLost: true, match: '/checkout/order' });
    await client.invoke('updateContext patch /context', { body: { paymentMethodId: await paymentMethodId(client, 'payment_ideal') } });
    await addProduct(client, products[10]!, 1);
    // No whole answer: a network error, or (behind wrangler dev's proxy) a body cut short that names no order.
    const lost = await client.invoke('createOrder post /checkout/order', { body: {} }).then(({ data }) => data as unknown, (e: unknown) => e);
    expect(lost).not.toBeInstanceOf(ApiClientError);
    expect((lost as { id?: string } | undefined)?.id).toBeUndefined();
    await clear();
    const { data } = await client.invoke('readOrder post /order', { body: {} });
    expect(data.orders.elements).toHaveLength(1);
    expect((await readCart(client)).lineItems).toEqual([]);
  });
});
