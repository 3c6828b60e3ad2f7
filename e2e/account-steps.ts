// Steps that the account, information and wishlist journeys share.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, retryingReset } from './fixtures';

export const PASSWORD = 'veilig-wachtwoord-1';

/**
 * A new customer (Fleur Visser, Amsterdam), registered from a request context of its own, so
 * the test's page stays a visitor. Never the shared demo account: its saved cart would be
 * shared between tests. `who` starts the email address, to tell the journeys' customers apart.
 */
export async function newCustomer(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } }, baseURL: string, who = 'account',
): Promise<string> {
  const api = retryingReset(await playwright.request.newContext({ baseURL }));
  const options = await (await api.get('/api/address-options')).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const email = `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const res = await api.post('/api/account/register', { data: {
    salutationId: options.salutations[1]!.id, firstName: 'Fleur', lastName: 'Visser', email, password: PASSWORD,
    street: 'Prinsengracht 263', zipcode: '1016 GV', city: 'Amsterdam', countryId: options.countries[0]!.id,
  } });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
  return email;
}

/** Logs in through the login page's form. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: 'Ik heb al een account' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord').fill(password);
  await form.getByRole('button', { name: 'Inloggen' }).click();
}

/** A logged-in customer with two addresses and a product in the cart. */
export async function customerWithCart(page: Page) {
  const options = await (await page.request.get('/api/address-options')).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const person = { salutationId: options.salutations[1]!.id, firstName: 'Lotte', lastName: 'Smit', countryId: options.countries[0]!.id };
  const email = `orders-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const registered = await page.request.post('/api/account/register', { data: {
    ...person, email, password: 'veilig-wachtwoord-1', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht',
  } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const added = await page.request.post('/api/account/addresses', { data: { ...person, street: 'Lange Voorhout 5', zipcode: '2514 EA', city: 'Den Haag' } });
  expect(added.ok(), await added.text()).toBe(true);
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; available: boolean }[] };
  await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available)!.id, quantity: 1 } });
}

/** Places the cart's order through the API with the named payment method; its id. */
export async function placeOrder(page: Page, payment: RegExp): Promise<string> {
  const context = await (await page.request.get('/api/checkout/context')).json() as {
    shippingMethodId: string; paymentMethods: { id: string; name: string }[];
  };
  const res = await page.request.post('/api/checkout/order', { data: {
    shippingMethodId: context.shippingMethodId, paymentMethodId: context.paymentMethods.find((m) => payment.test(m.name))!.id, acceptedTerms: 'on',
  } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json() as { orderId: string }).orderId;
}
