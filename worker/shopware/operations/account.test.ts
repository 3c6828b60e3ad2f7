// The account operations against a fake Store API: who the shopper is (and is not), what a
// login, a registration and a recovery ask Shopware for, and which refusals are no error to
// the shopper (an unknown address on recovery, an order that is not theirs).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../../shared/storefront-api';
import { fakeShop, refusal } from '../testing/fake-store-api';
import {
  cancelOrder, login, logout, ORDERS_PER_PAGE, readCustomer, readGuestOrder, readOrder, readOrders, recoverPassword,
  register, requestPasswordRecovery, setNewsletter,
} from './account';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CUSTOMER = { id: 'c1', customerNumber: '10001', email: 'demo@veld.nl', firstName: 'Sanne', lastName: 'de Vries', guest: false };
const NEW_ADDRESS = { salutationId: 'mevr', firstName: 'Sanne', lastName: 'de Vries', street: 'Prinsengracht 1', zipcode: '1015 AA', city: 'Amsterdam', countryId: 'nl' };

describe('who the shopper is', () => {
  it('asks Shopware nothing for a visitor without a token', async () => {
    const shop = fakeShop({});
    expect(await readCustomer(shop.ctx)).toBeNull();
    expect(shop.calls).toHaveLength(0);
  });

  it('knows no customer for a token that is not (or no longer) logged in', async () => {
    const shop = fakeShop({ 'POST /account/customer': () => refusal(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') }, { token: 'guest-token' });
    expect(await readCustomer(shop.ctx)).toBeNull();
  });

  it('passes an outage on rather than pretend the customer logged out', async () => {
    const shop = fakeShop({ 'POST /account/customer': () => refusal(502, 'UPSTREAM') }, { token: 'customer-1' });
    await expect(readCustomer(shop.ctx)).rejects.toMatchObject({ status: 502 });
    // A read is retried once before it fails.
    expect(shop.calls).toHaveLength(2);
  });
});

describe('login and logout', () => {
  it('logs in with the e-mail address as username and reads the customer with the new token Shopware gave', async () => {
    const shop = fakeShop({
      'POST /account/login': () => ({ json: { contextToken: 'customer-2' }, token: 'customer-2' }),
      'POST /account/customer': (call) => (call.token === 'customer-2' ? { json: CUSTOMER } : refusal(403)),
    });
    expect(await login(shop.ctx, { email: 'demo@veld.nl', password: 'veld-demo-2026' })).toMatchObject({ email: 'demo@veld.nl', guest: false });
    expect(shop.calls[0]!.body).toEqual({ username: 'demo@veld.nl', password: 'veld-demo-2026' });
    expect(shop.session.rotatedTo).toBe('customer-2');
  });

  it('passes a refused login on as Shopware\'s refusal, and reads no customer', async () => {
    const shop = fakeShop({ 'POST /account/login': () => refusal(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS') });
    await expect(login(shop.ctx, { email: 'demo@veld.nl', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    expect(shop.calls).toHaveLength(1);
  });

  it('logs out only a shopper with a token, and takes "already logged out" as done', async () => {
    const none = fakeShop({});
    await logout(none.ctx);
    expect(none.calls).toHaveLength(0);
    vi.unstubAllGlobals();
    const elsewhere = fakeShop({ 'POST /account/logout': () => refusal(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') }, { token: 't' });
    await expect(logout(elsewhere.ctx)).resolves.toBeUndefined();
  });
});

describe('registration', () => {
  it('registers a customer with a password, the address as billing address, from this storefront', async () => {
    const shop = fakeShop({ 'POST /account/register': () => ({ json: CUSTOMER }) });
    await register(shop.ctx, { ...NEW_ADDRESS, email: 'demo@veld.nl', password: 'geheim-2026', guest: false });
    expect(shop.calls[0]!.body).toMatchObject({
      email: 'demo@veld.nl', password: 'geheim-2026', guest: false, acceptedDataProtection: true, storefrontUrl: 'https://www.veld.nl',
      billingAddress: { street: 'Prinsengracht 1', zipcode: '1015 AA', city: 'Amsterdam', countryId: 'nl' },
    });
  });

  it('sends no password for a guest checkout, even if the form held one', async () => {
    const shop = fakeShop({ 'POST /account/register': () => ({ json: { ...CUSTOMER, guest: true } }) });
    expect(await register(shop.ctx, { ...NEW_ADDRESS, email: 'gast@veld.nl', password: 'left-over', guest: true })).toMatchObject({ guest: true });
    expect(shop.calls[0]!.body).not.toHaveProperty('password');
  });
});

describe('password recovery', () => {
  it('answers alike for an address without an account: whether one exists is nobody\'s business', async () => {
    const shop = fakeShop({ 'POST /account/recovery-password': () => refusal(404, 'CHECKOUT__CUSTOMER_NOT_FOUND') });
    await expect(requestPasswordRecovery(shop.ctx, 'nobody@veld.nl', 'https://www.veld.nl')).resolves.toBeUndefined();
    expect(shop.calls[0]!.body).toEqual({ email: 'nobody@veld.nl', storefrontUrl: 'https://www.veld.nl' });
  });

  it('still fails when Shopware is down', async () => {
    const shop = fakeShop({ 'POST /account/recovery-password': () => refusal(500) });
    await expect(requestPasswordRecovery(shop.ctx, 'demo@veld.nl', 'https://www.veld.nl')).rejects.toMatchObject({ status: 500 });
  });

  const loggedInAs = (email: string, password: string) => ({
    'POST /account/recovery-password-confirm': () => ({ json: { success: true } }),
    'POST /account/login': (call: { body: unknown }) => {
      const body = call.body as { username: string; password: string };
      return body.username === email && body.password === password ? { json: { contextToken: 'customer-3' }, token: 'customer-3' } : refusal(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    },
    'POST /account/customer': () => ({ json: CUSTOMER }),
  });

  it('sets the new password with its confirmation from the one field, then logs in with it', async () => {
    const shop = fakeShop(loggedInAs('demo@veld.nl', 'nieuw-2026'));
    expect(await recoverPassword(shop.ctx, { hash: 'h'.repeat(32), email: 'demo@veld.nl', newPassword: 'nieuw-2026' })).toMatchObject({ email: 'demo@veld.nl' });
    expect(shop.calls[0]!.body).toEqual({ hash: 'h'.repeat(32), newPassword: 'nieuw-2026', newPasswordConfirm: 'nieuw-2026' });
    expect(shop.calls[1]!.body).toEqual({ username: 'demo@veld.nl', password: 'nieuw-2026' });
    expect(shop.session.rotatedTo).toBe('customer-3');
  });

  it('sets the password all the same when the address named is not the account\'s: no customer, no error', async () => {
    const shop = fakeShop(loggedInAs('demo@veld.nl', 'nieuw-2026'));
    expect(await recoverPassword(shop.ctx, { hash: 'h'.repeat(32), email: 'iemand@veld.nl', newPassword: 'nieuw-2026' })).toBeNull();
    expect(shop.calls.map((call) => call.path)).toEqual(['/account/recovery-password-confirm', '/account/login']);
  });

  it('tries no login when the link is refused', async () => {
    const shop = fakeShop({ 'POST /account/recovery-password-confirm': () => refusal(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH') });
    await expect(recoverPassword(shop.ctx, { hash: 'h'.repeat(32), email: 'demo@veld.nl', newPassword: 'nieuw-2026' })).rejects.toMatchObject({ status: 404 });
    expect(shop.calls).toHaveLength(1);
  });
});

describe('orders', () => {
  it('pages the customer\'s orders, newest first, with at least one page', async () => {
    const shop = fakeShop({ 'POST /order': () => ({ json: { orders: { elements: [{ id: 'o1', orderNumber: '10042' }], total: 23 } } }) }, { token: 'c' });
    expect(await readOrders(shop.ctx, 2)).toMatchObject({ page: 2, total: 23, totalPages: 3, orders: [{ id: 'o1', orderNumber: '10042' }] });
    expect(shop.calls[0]!.body).toMatchObject({ page: 2, limit: ORDERS_PER_PAGE, sort: [{ field: 'orderDateTime', order: 'DESC' }] });
    vi.unstubAllGlobals();
    const none = fakeShop({ 'POST /order': () => ({ json: { orders: { elements: [] } } }) }, { token: 'c' });
    expect(await readOrders(none.ctx, 1)).toMatchObject({ total: 0, totalPages: 1 });
  });

  it('treats an order that is not the customer\'s, or a logged-out read, as one that does not exist', async () => {
    const empty = fakeShop({ 'POST /order': () => ({ json: { orders: { elements: [] } } }) }, { token: 'c' });
    await expect(readOrder(empty.ctx, 'someone-elses')).rejects.toBeInstanceOf(NotFoundError);
    vi.unstubAllGlobals();
    const out = fakeShop({ 'POST /order': () => refusal(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') }, { token: 'c' });
    await expect(readOrder(out.ctx, 'o1')).rejects.toBeInstanceOf(NotFoundError);
    vi.unstubAllGlobals();
    const cancel = fakeShop({ 'POST /order/state/cancel': () => refusal(404) }, { token: 'c' });
    await expect(cancelOrder(cancel.ctx, 'someone-elses')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('passes a refused cancellation (an order past "open") on as Shopware\'s answer', async () => {
    const shop = fakeShop({ 'POST /order/state/cancel': () => refusal(400, 'CHECKOUT__ORDER_STATE_TRANSITION') }, { token: 'c' });
    await expect(cancelOrder(shop.ctx, 'o1')).rejects.toMatchObject({ status: 400 });
  });

  it('reads a guest\'s order with its proof and without the shopper\'s session; a wrong proof finds nothing', async () => {
    const shop = fakeShop({
      'POST /order': (call) => {
        const body = call.body as { email?: string; zipcode?: string };
        return body.email === 'gast@veld.nl' && body.zipcode === '1015 AA'
          ? { json: { orders: { elements: [{ id: 'o7', orderNumber: '10077' }] } } }
          : refusal(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS');
      },
    }, { token: 'someone-logged-in' });
    expect(await readGuestOrder(shop.ctx, 'deep-link', { email: 'gast@veld.nl', zipcode: '1015 AA' })).toMatchObject({ id: 'o7', orderNumber: '10077' });
    expect(shop.calls[0]!.token).toBeNull();
    expect(await readGuestOrder(shop.ctx, 'deep-link', { email: 'gast@veld.nl', zipcode: '9999 ZZ' })).toBeNull();
  });
});

describe('newsletter', () => {
  it('subscribes a logged-in customer directly (no confirmation mail), and takes unsubscribing the never-subscribed as done', async () => {
    let status = 'undefined';
    const shop = fakeShop({
      'POST /newsletter/subscribe': () => { status = 'direct'; return { json: {} }; },
      'POST /newsletter/unsubscribe': () => refusal(404),
      'POST /account/newsletter-recipient': () => ({ json: { status } }),
    }, { token: 'c' });
    expect(await setNewsletter(shop.ctx, 'demo@veld.nl', true)).toMatchObject({ subscribed: true, pending: false });
    expect(shop.callsTo('POST /newsletter/subscribe')[0]!.body).toMatchObject({ email: 'demo@veld.nl', option: 'direct' });
    status = 'undefined';
    expect(await setNewsletter(shop.ctx, 'demo@veld.nl', false)).toMatchObject({ subscribed: false });
  });
});
