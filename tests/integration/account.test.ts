// Account and checkout through the storefront worker: the context token rotates on login and
// logout, private answers are never cached (no KV entry, private no-store), a redirect target
// from the query string must be a path of this site, state-changing requests from another
// site are refused, and a guest can place an order without JavaScript.
import { describe, expect, inject, it } from 'vitest';
import { kvBytes } from '../support/kv';

const storefront = inject('storefrontUrl');
const persistTo = inject('persistTo');
const DEMO = { email: 'demo@veld.nl', password: 'veld-demo-2026' };

const tokenOf = (res: Response): string | undefined =>
  res.headers.getSetCookie().map((c) => /^sw-context-token=([^;]+)/.exec(c)?.[1]).find(Boolean);

async function json(path: string, body: unknown, cookie?: string) {
  return fetch(storefront + path, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function form(path: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(storefront + path, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

async function someProductId(): Promise<string> {
  const listing = (await (await fetch(`${storefront}/api/listing?search=linnen`)).json()) as { products: { id: string; available?: boolean }[] };
  return listing.products[0]!.id;
}

describe('login and logout', () => {
  it('rotate the context token, and the guest cart follows the customer', async () => {
    const productId = await someProductId();
    const add = await json('/api/cart/items', { productId, quantity: 1 });
    const guestToken = tokenOf(add)!;
    expect(guestToken).toMatch(/^[A-Za-z0-9]{16,64}$/);

    const login = await json('/api/account/login', DEMO, `sw-context-token=${guestToken}`);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const customerToken = tokenOf(login)!;
    expect(customerToken).toBeDefined();
    expect(customerToken).not.toBe(guestToken);
    expect(((await login.json()) as { customer: { email: string } }).customer.email).toBe(DEMO.email);

    const cart = await (await fetch(`${storefront}/api/cart`, { headers: { cookie: `sw-context-token=${customerToken}` } })).json() as { lineItems: { referencedId: string }[] };
    expect(cart.lineItems.map((l) => l.referencedId)).toContain(productId);

    const logout = await json('/api/account/logout', {}, `sw-context-token=${customerToken}`);
    expect(logout.status).toBe(200);
    const afterLogout = tokenOf(logout)!;
    expect(afterLogout).toBeDefined();
    expect(afterLogout).not.toBe(customerToken);
    const customer = await (await fetch(`${storefront}/api/account/customer`, { headers: { cookie: `sw-context-token=${afterLogout}` } })).json();
    expect(customer).toEqual({ customer: null });
  });

  it('work without JavaScript: the forms post, the shopper lands in the account, then at home logged out', async () => {
    const login = await form('/login', { ...DEMO, redirect: '/account' }, undefined, { 'sec-fetch-site': 'same-origin' });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/account');
    const customerToken = tokenOf(login)!;
    expect(customerToken).toBeDefined();
    const logout = await form('/logout', {}, `sw-context-token=${customerToken}`, { 'sec-fetch-site': 'same-origin' });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('location')).toBe('/');
    expect(logout.headers.get('cache-control')).toBe('private, no-store');
    const afterLogout = tokenOf(logout)!;
    expect(afterLogout).not.toBe(customerToken);
    const customer = await (await fetch(`${storefront}/api/account/customer`, { headers: { cookie: `sw-context-token=${afterLogout}` } })).json();
    expect(customer).toEqual({ customer: null });
  });

  it('refuse wrong credentials in Dutch, with the form’s fields checked first', async () => {
    const wrong = await json('/api/account/login', { email: DEMO.email, password: 'niet-goed-123' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Het e-mailadres of het wachtwoord klopt niet.' });
    const empty = await json('/api/account/login', { email: 'geen-adres', password: '' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.', password: 'Vul je wachtwoord in.',
    });
  });
});

describe('redirect targets', () => {
  for (const [target, expected] of [
    ['/account/orders', '/account/orders'],
    ['https://evil.example/phish', '/account'],
    ['//evil.example', '/account'],
    ['/\\evil.example', '/account'],
    ['javascript:alert(1)', '/account'],
  ] as const) {
    it(`a login form post with redirect=${target} goes to ${expected}`, async () => {
      const res = await form('/login', { ...DEMO, redirect: target });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(expected);
    });
  }

  it('a visitor is sent from /account to /login with the way back', async () => {
    const res = await fetch(`${storefront}/account/orders?p=2`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Faccount%2Forders%3Fp%3D2');
  });
});

describe('cross-site requests', () => {
  it('are refused before they touch the session', async () => {
    const res = await form('/login', DEMO, undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(tokenOf(res)).toBeUndefined();
    const add = await fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ productId: await someProductId(), quantity: '1' }),
    });
    expect(add.status).toBe(403);
    expect(tokenOf(add)).toBeUndefined();
  });
});

describe('a guest order without JavaScript', () => {
  it('is placed from the plain form post, and nothing of it reaches KV', async () => {
    const productId = await someProductId();
    const add = await form('/cart/add', { productId, quantity: '1' });
    const cookie = `sw-context-token=${tokenOf(add)!}`;
    const context = await (await fetch(`${storefront}/api/checkout/context`, { headers: { cookie } })).json() as {
      shippingMethodId: string; paymentMethods: { id: string; asynchronous: boolean }[]; salutations: { id: string }[]; countries: { id: string; iso: string }[];
    };
    const email = `gast-${Date.now()}@example.nl`;
    const fields = {
      salutationId: context.salutations[0]!.id, firstName: 'Noor', lastName: 'Jansen', email,
      street: 'Lange Voorhout 5', zipcode: '2514ea', city: 'Den Haag', countryId: context.countries.find((c) => c.iso === 'NL')!.id,
      shippingMethodId: context.shippingMethodId, paymentMethodId: context.paymentMethods.find((m) => !m.asynchronous)!.id,
    };
    const refused = await form('/checkout', fields, cookie);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/checkout?error=invalid&fields=acceptedTerms');

    const placed = await form('/checkout', { ...fields, acceptedTerms: 'on' }, cookie);
    expect(placed.status).toBe(303);
    const location = placed.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/success\?orderId=[0-9a-f]{32}$/);
    const guestCookie = `sw-context-token=${tokenOf(placed) ?? tokenOf(add)!}`;
    const page = await fetch(storefront + location, { headers: { cookie: guestCookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Bedankt voor je bestelling!');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('2514 EA'); // the postcode as the post writes it

    // Nothing private in the shared cache: not the address, the email or the order.
    const kv = kvBytes(persistTo);
    expect(kv).not.toContain(email);
    expect(kv).not.toContain('Lange Voorhout');
  });
});

// #49: the guest-order limit per e-mail address counted the exact address, so `name+1@…` to
// `name+5@…` each had a budget of their own (6 × 200). It counts the mailbox now.
describe('guest orders per mailbox', () => {
  it('counts plus-addressed spellings of one address against one mailbox, from any client', async () => {
    const context = await (await fetch(`${storefront}/api/checkout/context`)).json() as {
      shippingMethodId: string; paymentMethods: { id: string; asynchronous: boolean }[]; salutations: { id: string }[]; countries: { id: string; iso: string }[];
    };
    const fields = (email: string) => ({
      salutationId: context.salutations[0]!.id, firstName: 'Noor', lastName: 'Jansen', email,
      street: 'Lange Voorhout 5', zipcode: '2514 EA', city: 'Den Haag', countryId: context.countries.find((c) => c.iso === 'NL')!.id,
      shippingMethodId: context.shippingMethodId, paymentMethodId: context.paymentMethods.find((m) => !m.asynchronous)!.id, acceptedTerms: 'on',
    });
    const mailbox = `plus-${Date.now().toString(36)}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await form('/checkout', fields(`${mailbox}+${i}@example.nl`), undefined, { 'cf-connecting-ip': `203.0.113.${120 + i}` });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.slice(0, 5).filter((s) => s === 429), statuses.join(' ')).toEqual([]);
    expect(statuses[5], statuses.join(' ')).toBe(429);
    // Another mailbox is not affected.
    const other = await form('/checkout', fields(`${mailbox}-ander@example.nl`), undefined, { 'cf-connecting-ip': '203.0.113.130' });
    expect(other.status).not.toBe(429);
  });
});
