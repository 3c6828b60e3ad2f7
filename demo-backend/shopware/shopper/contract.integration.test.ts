// Every shopper route's 2xx answer, checked against the Store API OpenAPI document that ships
// with @shopware/api-client (see testing/contract.ts for the errata). A violation is a bug in
// the emulator, not in this test. The last test fails when a shopper route had no validated
// answer here, so a route added without a contract test is caught.
import type { operations } from '@shopware/api-client/store-api-types';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shopperRoutes } from './routes';
import { loadContract, servedRoutes, unvalidated, type ContractCheck } from './testing/contract';
import { buyableProductIds, storeApiClient, type StoreApiClient } from './testing/fixtures';

type RegisterBody = operations['register post /account/register']['body'];
type AddressBody = operations['createCustomerAddress post /account/address']['body'];

let contract: ContractCheck;
let client: StoreApiClient;
let products: string[];

beforeAll(async () => {
  contract = await loadContract();
  client = storeApiClient();
  products = buyableProductIds(3);
});

/** Calls an operation and checks its answer against the documented schema for that status. */
async function conforms<K extends keyof operations>(operation: K, params?: unknown) {
  const [, method, path] = (operation as string).split(' ') as [string, string, string];
  // Loosely typed on purpose: one helper for every operation; each call site names its operation.
  const res = await client.invoke(operation as never, params as never) as { status: number; data: unknown };
  expect(res.status).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(300);
  expect(contract.violations(method, path, res.status, res.data), `${method.toUpperCase()} ${path}`).toEqual([]);
  return res.data as operations[K]['response'];
}

async function raw(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${inject('backendUrl')}/store-api${path}`, {
    method, headers: { 'sw-access-key': inject('accessKey'), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) as unknown : undefined };
}

async function sha1(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const NO_ID = '0'.repeat(32);

/**
 * Served routes that can only refuse with the demo's data (no double opt-in registration, no
 * registration form for the customer group, no downloads, no documents): `[method, template,
 * path, body]`. The coverage guard counts them by their documented error answer.
 */
const REFUSING: [method: 'GET' | 'POST', template: string, path: string, body?: unknown][] = [
  ['POST', '/account/register-confirm', '/account/register-confirm', { hash: NO_ID, em: NO_ID }],
  ['GET', '/customer-group-registration/config/{customerGroupId}', `/customer-group-registration/config/${NO_ID}`],
  ['GET', '/order/download/{orderId}/{downloadId}', `/order/download/${NO_ID}/${NO_ID}`],
  ['GET', '/document/download/{documentId}/{deepLinkCode}', `/document/download/${NO_ID}/code`],
];

const address = (countryId: string) => ({
  countryId, firstName: 'Eva', lastName: 'Bakker', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht',
}) as unknown as AddressBody;

describe('shopper routes conform to the Store API schema', () => {
  it('context, cart and promotions', async () => {
    const context = await conforms('readContext get /context');
    await conforms('updateContext patch /context', { body: { shippingMethodId: context.shippingMethod!.id } });
    await conforms('readCart get /checkout/cart');
    await conforms('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ id: products[0]!, referencedId: products[0]!, type: 'product', quantity: 2 }, { id: products[1]!, type: 'product', quantity: 1 }] },
    });
    await conforms('addLineItem post /checkout/cart/line-item', { body: { items: [{ type: 'promotion', referencedId: 'WELKOM10' }] } });
    await conforms('addLineItem post /checkout/cart/line-item', { body: { items: [{ type: 'promotion', referencedId: 'ONBEKEND' }] } });
    await conforms('updateLineItem patch /checkout/cart/line-item', { body: { items: [{ id: products[0]!, quantity: 20 }] } });
    await conforms('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: [products[1]!] } });
    await conforms('removeLineItemDeprecated delete /checkout/cart/line-item', { query: { ids: [products[0]!] } });
    await conforms('deleteCart delete /checkout/cart');
    await conforms('readPaymentMethod post /payment-method', { body: { onlyAvailable: true } });
    await conforms('readShippingMethod post /shipping-method', { body: {} });
  });

  it('salutations, countries and languages', async () => {
    const salutations = await conforms('readSalutation post /salutation');
    expect(salutations.elements?.map((s) => s.displayName)).toEqual(['Dhr.', 'Mevr.', 'Geen voorkeur']);
    const countries = await conforms('readCountry post /country', { body: {} });
    expect(countries.elements?.map((c) => c.iso)).toEqual(['NL', 'BE', 'DE']);
    await conforms('readSalutationGet get /salutation');
    await conforms('readCountryGet get /country');
    // Frontends' language switcher reads this list on every page (it was a 404).
    const languages = await conforms('readLanguages post /language', { body: {} });
    expect(languages.elements?.map((l) => [l.name, l.translationCode?.code])).toEqual([['Nederlands', 'nl-NL']]);
  });

  it('account, addresses, checkout and orders', async () => {
    const context = await conforms('readContext get /context');
    const countryId = context.salesChannel.countryId;
    await conforms('register post /account/register', {
      body: {
        email: `contract-${Date.now()}@example.nl`, password: 'contract-test-1', firstName: 'Eva', lastName: 'Bakker',
        storefrontUrl: 'http://localhost:8787', acceptedDataProtection: true, billingAddress: address(countryId),
      } as unknown as RegisterBody,
    });
    await conforms('readContext get /context');
    await conforms('readCustomer post /account/customer', { body: {} });
    const created = await conforms('createCustomerAddress post /account/address', { body: address(countryId) });
    await conforms('updateCustomerAddress patch /account/address/{addressId}', {
      pathParams: { addressId: created.id }, body: { ...address(countryId), street: 'Oudegracht 14' },
    });
    await conforms('listAddress post /account/list-address', { body: {} });
    await conforms('defaultShippingAddress patch /account/address/default-shipping/{addressId}', { pathParams: { addressId: created.id } });
    await conforms('defaultBillingAddress patch /account/address/default-billing/{addressId}', { pathParams: { addressId: created.id } });
    const spare = await conforms('createCustomerAddress post /account/address', { body: address(countryId) });
    await conforms('deleteCustomerAddress delete /account/address/{addressId}', { pathParams: { addressId: spare.id } });
    const customer = await conforms('readCustomer post /account/customer', { body: {} });
    await conforms('changeProfile post /account/change-profile', { body: { firstName: 'Eva', lastName: 'de Bakker' } });
    const newEmail = `contract-new-${Date.now()}@example.nl`;
    await conforms('changeEmail post /account/change-email', { body: { email: newEmail, emailConfirmation: newEmail, password: 'contract-test-1' } });
    await conforms('changePassword post /account/change-password', {
      body: { password: 'contract-test-1', newPassword: 'contract-test-2', newPasswordConfirm: 'contract-test-2' },
    });
    await conforms('readNewsletterRecipient post /account/newsletter-recipient', { body: {} });
    await conforms('subscribeToNewsletter post /newsletter/subscribe', {
      body: { email: newEmail, option: 'direct', storefrontUrl: 'http://localhost:8787' },
    });
    await conforms('readNewsletterRecipient post /account/newsletter-recipient', { body: {} });
    await conforms('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email: newEmail } });
    expect(customer.email).not.toBe(newEmail);

    await conforms('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ id: products[2]!, type: 'product', quantity: 1 }, { type: 'promotion', referencedId: 'WELKOM10' }] },
    });
    const order = await conforms('createOrder post /checkout/order', { body: { customerComment: 'Contracttest' } });
    await conforms('handlePaymentMethod post /handle-payment', { body: { orderId: order.id } });
    await conforms('readOrder post /order', { body: {} });
    await conforms('logoutCustomer post /account/logout');
  });

  it('asynchronous payment, payment change, order cancellation and wishlist', async () => {
    const context = await conforms('readContext get /context');
    await conforms('register post /account/register', {
      body: {
        email: `contract-pay-${Date.now()}@example.nl`, password: 'contract-test-1', firstName: 'Eva', lastName: 'Bakker',
        storefrontUrl: 'http://localhost:8787', acceptedDataProtection: true, billingAddress: address(context.salesChannel.countryId),
      } as unknown as RegisterBody,
    });
    const methods = await conforms('readPaymentMethod post /payment-method', { body: {} });
    const byName = (technicalName: string) => methods.elements!.find((p) => p.technicalName === technicalName)!.id;
    await conforms('updateContext patch /context', { body: { paymentMethodId: byName('payment_paypal') } });
    await conforms('addLineItem post /checkout/cart/line-item', { body: { items: [{ id: products[0]!, type: 'product', quantity: 1 }] } });
    const order = await conforms('createOrder post /checkout/order', { body: {} });
    const urls = { finishUrl: 'http://localhost:8787/checkout/finish', errorUrl: 'http://localhost:8787/account/order' };
    const started = await conforms('handlePaymentMethod post /handle-payment', { body: { orderId: order.id, ...urls } });
    expect(started.redirectUrl).toContain('/__demo/pay/');
    await conforms('handlePaymentMethodGet get /handle-payment', { query: { orderId: order.id, ...urls } });
    await conforms('orderSetPayment post /order/payment', { body: { orderId: order.id, paymentMethodId: byName('payment_ideal') } });
    const paid = await conforms('handlePaymentMethod post /handle-payment', { body: { orderId: order.id } });
    expect(paid.redirectUrl).toBeNull();
    const { orders } = await conforms('readOrder post /order', {
      body: { filter: [{ type: 'equals', field: 'id', value: order.id }], associations: { transactions: {} } },
    });
    expect(orders.elements[0]!.transactions).toHaveLength(2);
    await conforms('cancelOrder post /order/state/cancel', { body: { orderId: order.id } });

    await conforms('mergeProductOnWishlist post /customer/wishlist/merge', { body: { productIds: [products[0]!, products[1]!] } });
    await conforms('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId: products[2]! } });
    const wishlist = await conforms('readCustomerWishlist post /customer/wishlist', { body: {} });
    expect(wishlist.products.elements).toHaveLength(3);
    await conforms('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', { pathParams: { productId: products[1]! } });
    await conforms('changeLanguage post /account/change-language', { body: { languageId: context.salesChannel.languageId } });
    await conforms('logoutCustomer post /account/logout');

    // A guest's order, read later by the confirmation mail's deep link without a session.
    await conforms('register post /account/register', {
      body: {
        email: `contract-guest-${Date.now()}@example.nl`, guest: true, firstName: 'Eva', lastName: 'Bakker',
        storefrontUrl: 'http://localhost:8787', acceptedDataProtection: true, billingAddress: address(context.salesChannel.countryId),
      } as unknown as RegisterBody,
    });
    const guest = await conforms('readCustomer post /account/customer', { body: {} });
    await conforms('addLineItem post /checkout/cart/line-item', { body: { items: [{ id: products[1]!, type: 'product', quantity: 1 }] } });
    const guestOrder = await conforms('createOrder post /checkout/order', { body: {} });
    await conforms('logoutCustomer post /account/logout');
    const byLink = await conforms('readOrder post /order', {
      body: { filter: [{ type: 'equals', field: 'deepLinkCode', value: guestOrder.deepLinkCode }], email: guest.email, zipcode: '3511 AP' },
    });
    expect(byLink.orders.elements.map((o) => o.id)).toEqual([guestOrder.id]);
  });

  it('demo login, password recovery, newsletter and contact form', async () => {
    await conforms('loginCustomer post /account/login', { body: { username: 'demo@veld.nl', password: 'veld-demo-2026' } });
    await conforms('logoutCustomer post /account/logout');
    // The recovery hash travels by mail in Shopware; the demo backend hands it out in a header.
    const res = await fetch(`${inject('backendUrl')}/store-api/account/recovery-password`, {
      method: 'POST',
      headers: { 'sw-access-key': inject('accessKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@veld.nl', storefrontUrl: 'http://localhost:8787' }),
    });
    expect(contract.violations('post', '/account/recovery-password', res.status, await res.json())).toEqual([]);
    const hash = res.headers.get('x-demo-recovery-hash')!;
    const expired = await conforms('getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired', { body: { hash } });
    expect(expired).toMatchObject({ isExpired: false });
    // Set the same password again, so the demo account keeps its documented one.
    await conforms('recoveryPassword post /account/recovery-password-confirm', {
      body: { hash, newPassword: 'veld-demo-2026', newPasswordConfirm: 'veld-demo-2026' },
    });
    await conforms('subscribeToNewsletter post /newsletter/subscribe', {
      body: { email: 'contract@example.nl', option: 'direct', storefrontUrl: 'http://localhost:8787' },
    });
    await conforms('sendContactMail post /contact-form', {
      body: { email: 'contract@example.nl', subject: 'Vraag', comment: 'Een vraag over mijn bestelling.' },
    });
  });

  it('currencies', async () => {
    const currencies = await conforms('readCurrency post /currency', { body: {} });
    expect(currencies.map((c) => c.isoCode)).toEqual(['EUR']);
    await conforms('readCurrencyGet get /currency');
  });

  it('the 6.7 routes a storefront can reach: states, confirmations, downloads', async () => {
    const context = await conforms('readContext get /context');
    await conforms('readCountryState post /country-state/{countryId}', { pathParams: { countryId: context.salesChannel.countryId }, body: {} });
    await conforms('readCountryStateGet get /country-state/{countryId}', { pathParams: { countryId: context.salesChannel.countryId } });
    // Double opt-in: the hash comes in the demo's header instead of a mail.
    const email = `contract-doi-${Date.now()}@example.nl`;
    const subscribed = await raw('POST', '/newsletter/subscribe', { email, option: 'subscribe', storefrontUrl: 'http://localhost:8787' });
    const confirmed = await raw('POST', '/newsletter/confirm', { hash: subscribed.headers.get('x-demo-newsletter-hash'), em: await sha1(email) });
    expect(confirmed.status).toBe(204);
    expect(contract.violations('post', '/newsletter/confirm', confirmed.status, confirmed.body)).toEqual([]);
    // Routes the demo's data can only refuse: each error answer is checked against the document.
    for (const [method, template, path, body] of REFUSING) {
      const res = await raw(method, path, body);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(contract.violations(method, template, res.status, res.body), `${method} ${template}`).toEqual([]);
    }
  });

  // Last: relies on every test above having run (vitest runs a file's tests in order).
  it('every shopper route had a validated answer above', () => {
    const served = servedRoutes(shopperRoutes);
    expect(served.length).toBeGreaterThan(10);
    expect(unvalidated(served, contract.validated, REFUSING.map(([, template]) => template), contract.refused)).toEqual([]);
  });
});
