// The account's information page through the storefront worker: profile, email and password
// changes, the address book (with Shopware's refusal to delete a default address, in Dutch),
// the newsletter status, and the footer's newsletter post without JavaScript. Every answer is
// private (no-store).
import { describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');
const PRIVATE = 'private, no-store';

const tokenOf = (res: Response): string | undefined =>
  res.headers.getSetCookie().map((c) => /^sw-context-token=([^;]+)/.exec(c)?.[1]).find(Boolean);

interface Options { salutations: { id: string }[]; countries: { id: string; iso: string }[] }
interface Address { id: string; street: string; zipcode: string; city: string }
interface Customer { email: string; firstName: string; lastName: string; salutationId: string; defaultBillingAddress: Address; defaultShippingAddress: Address }

function call(method: string, path: string, cookie: string, body?: unknown) {
  return fetch(storefront + path, {
    method, redirect: 'manual',
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function ok<T>(res: Response): Promise<T> {
  expect(res.headers.get('cache-control')).toBe(PRIVATE);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** A fresh customer, logged in: the cookie to send. */
async function newCustomer(password = 'profiel-wachtwoord') {
  const options = (await (await fetch(`${storefront}/api/address-options`)).json()) as Options;
  const email = `profiel-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const res = await fetch(`${storefront}/api/account/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      salutationId: options.salutations[0]!.id, firstName: 'Els', lastName: 'Visser', email, password,
      street: 'Lange Voorhout 5', zipcode: '2514ea', city: 'Den Haag', countryId: options.countries.find((c) => c.iso === 'NL')!.id,
    }),
  });
  expect(res.status).toBe(200);
  return { cookie: `sw-context-token=${tokenOf(res)!}`, email, password, options };
}

describe('profile, email and password', () => {
  it('changes the salutation and name, and refuses a blank name in Dutch', async () => {
    const { cookie, options } = await newCustomer();
    const salutationId = options.salutations[1]!.id;
    const { customer } = await ok<{ customer: Customer }>(await call('POST', '/api/account/profile', cookie, { salutationId, firstName: 'Elsa', lastName: 'de Vries' }));
    expect(customer).toMatchObject({ salutationId, firstName: 'Elsa', lastName: 'de Vries' });
    const refused = await call('POST', '/api/account/profile', cookie, { salutationId, firstName: ' ', lastName: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe(PRIVATE);
    expect(await refused.json()).toMatchObject({ fields: { firstName: 'Vul je voornaam in.' } });
    // Without a login: Shopware's refusal in Dutch.
    const anonymous = await call('POST', '/api/account/profile', '', { salutationId, firstName: 'A', lastName: 'B' });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toMatchObject({ message: 'Je bent niet (meer) ingelogd. Log opnieuw in.' });
  });

  it('changes the email with the current password, and says a wrong password in Dutch', async () => {
    const { cookie, password } = await newCustomer();
    const email = `nieuw-${Date.now()}@example.nl`;
    const wrong = await call('POST', '/api/account/email', cookie, { email, emailConfirmation: email, password: 'niet-mijn-wachtwoord' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: { password: 'Je huidige wachtwoord klopt niet.' } });
    const differ = await call('POST', '/api/account/email', cookie, { email, emailConfirmation: 'ander@example.nl', password });
    expect(await differ.json()).toMatchObject({ fields: { emailConfirmation: 'De e-mailadressen zijn niet gelijk.' } });
    const { customer } = await ok<{ customer: Customer }>(await call('POST', '/api/account/email', cookie, { email, emailConfirmation: email, password }));
    expect(customer.email).toBe(email);
  });

  it('changes the password; the new one logs in, the old one no longer', async () => {
    const { cookie, email, password } = await newCustomer();
    const short = await call('POST', '/api/account/password', cookie, { password, newPassword: 'kort', newPasswordConfirm: 'kort' });
    expect(await short.json()).toMatchObject({ fields: { newPassword: 'Je wachtwoord moet minstens 8 tekens hebben.' } });
    await ok(await call('POST', '/api/account/password', cookie, { password, newPassword: 'nieuw-geheim-1', newPasswordConfirm: 'nieuw-geheim-1' }));
    expect((await call('POST', '/api/account/login', '', { email, password })).status).toBe(401);
    expect((await call('POST', '/api/account/login', '', { email, password: 'nieuw-geheim-1' })).status).toBe(200);
  });
});

describe('address book', () => {
  it('adds, edits, makes default, refuses to delete a default in Dutch, and deletes the other', async () => {
    const { cookie, options } = await newCustomer();
    const nl = options.countries.find((c) => c.iso === 'NL')!.id;
    const body = { salutationId: options.salutations[0]!.id, firstName: 'Els', lastName: 'Visser', street: 'Oudegracht 12', zipcode: '3511ap', city: 'Utrecht', countryId: nl };
    const added = await ok<Address>(await call('POST', '/api/account/addresses', cookie, body));
    expect(added).toMatchObject({ street: 'Oudegracht 12', zipcode: '3511 AP' });
    const invalid = await call('POST', '/api/account/addresses', cookie, { ...body, zipcode: '12' });
    expect(await invalid.json()).toMatchObject({ fields: { zipcode: 'Vul een geldige postcode in, zoals 1234 AB.' } });
    const edited = await ok<Address>(await call('PATCH', `/api/account/addresses/${added.id}`, cookie, { ...body, street: 'Oudegracht 14' }));
    expect(edited.street).toBe('Oudegracht 14');
    const { addresses } = await ok<{ addresses: Address[] }>(await call('GET', '/api/account/addresses', cookie));
    expect(addresses).toHaveLength(2);
    const first = addresses.find((a) => a.id !== added.id)!;

    await ok(await call('POST', `/api/account/addresses/${added.id}/default`, cookie, { role: 'shipping' }));
    const { customer } = await ok<{ customer: Customer }>(await call('GET', '/api/account/customer', cookie));
    expect(customer.defaultShippingAddress.id).toBe(added.id);
    expect(customer.defaultBillingAddress.id).toBe(first.id);

    const refused = await call('DELETE', `/api/account/addresses/${added.id}`, cookie);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe(PRIVATE);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('standaard factuur- of bezorgadres') });
    // The first address is still the default billing one; move that too, then it may go.
    await ok(await call('POST', `/api/account/addresses/${added.id}/default`, cookie, { role: 'billing' }));
    await ok(await call('DELETE', `/api/account/addresses/${first.id}`, cookie));
    const after = await ok<{ addresses: Address[] }>(await call('GET', '/api/account/addresses', cookie));
    expect(after.addresses.map((a) => a.id)).toEqual([added.id]);
    expect((await call('POST', `/api/account/addresses/${added.id}/default`, cookie, { role: 'kantoor' })).status).toBe(400);
    expect((await call('DELETE', '/api/account/addresses/geen-id', cookie)).status).toBe(404);
  });
});

describe('newsletter', () => {
  it('shows and switches the customer\'s subscription', async () => {
    const { cookie } = await newCustomer();
    expect(await ok(await call('GET', '/api/account/newsletter', cookie))).toMatchObject({ subscribed: false, status: 'undefined' });
    expect(await ok(await call('POST', '/api/account/newsletter', cookie, { subscribed: true }))).toMatchObject({ subscribed: true, status: 'direct' });
    expect(await ok(await call('POST', '/api/account/newsletter', cookie, { subscribed: false }))).toMatchObject({ subscribed: false, status: 'optOut' });
    expect((await call('POST', '/api/account/newsletter', cookie, { subscribed: 'ja' })).status).toBe(400);
  });

  it('subscribes from the footer without JavaScript and goes back to the page (303)', async () => {
    const host = new URL(storefront).host;
    const post = (fields: Record<string, string>, referer?: string) => fetch(`${storefront}/newsletter/subscribe`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
      body: new URLSearchParams(fields),
    });
    const done = await post({ email: `voet-${Date.now()}@example.nl` }, `http://${host}/Dames/?p=2`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/Dames/?p=2&nieuwsbrief=subscribed#nieuwsbrief');
    expect(done.headers.get('cache-control')).toBe(PRIVATE);
    const foreign = await post({ email: `voet2-${Date.now()}@example.nl` }, 'https://evil.example/landing');
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get('location')).toBe('/?nieuwsbrief=subscribed#nieuwsbrief');
    const invalid = await post({ email: 'geen-adres' }, `http://${host}/contact/`);
    expect(invalid.headers.get('location')).toBe('/contact/?nieuwsbrief=invalid#nieuwsbrief');
    // The page it goes back to says so.
    const page = await (await fetch(`${storefront}/Dames/?nieuwsbrief=subscribed`)).text();
    expect(page).toMatch(/Bedankt voor je inschrijving!|Thank you for subscribing to our newsletter!/);
  });
});
