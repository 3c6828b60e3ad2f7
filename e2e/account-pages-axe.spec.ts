// axe on the shopper's own pages not checked in their journeys' specs (#14 acceptance: every
// new page): the orders list, an order, the failed payment page, the customer's checkout with
// an address choice, and the new-password form. One analysis per test (decision 008). Each
// test's customer registers from the test's own page, so the page is logged in.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`);
}

/** A logged-in customer with two addresses and a product in the cart. */
async function customerWithCart(page: Page) {
  const options = await (await page.request.get('/api/address-options')).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const person = { salutationId: options.salutations[1]!.id, firstName: 'Lotte', lastName: 'Smit', countryId: options.countries[0]!.id };
  const email = `axe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
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
async function placeOrder(page: Page, payment: RegExp): Promise<string> {
  const context = await (await page.request.get('/api/checkout/context')).json() as {
    shippingMethodId: string; paymentMethods: { id: string; name: string }[];
  };
  const res = await page.request.post('/api/checkout/order', { data: {
    shippingMethodId: context.shippingMethodId, paymentMethodId: context.paymentMethods.find((m) => payment.test(m.name))!.id, acceptedTerms: 'on',
  } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json() as { orderId: string }).orderId;
}

test('no serious or critical accessibility violations on the checkout with an address choice', async ({ page }) => {
  await customerWithCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('group', { name: 'Bezorgadres' }).getByRole('radio')).toHaveCount(2);
  expect(await seriousViolations(page, 'checkout (customer)')).toEqual([]);
});

test('no serious or critical accessibility violations on the orders list', async ({ page }) => {
  await customerWithCart(page);
  await placeOrder(page, /Creditcard/);
  await page.goto('/account/orders');
  await expect(page.getByRole('link', { name: /^Bestelling .* bekijken$/ })).toHaveCount(1);
  expect(await seriousViolations(page, 'orders')).toEqual([]);
});

test('no serious or critical accessibility violations on an order', async ({ page }) => {
  await customerWithCart(page);
  const orderId = await placeOrder(page, /Creditcard/);
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Bezorgadres' })).toBeVisible();
  expect(await seriousViolations(page, 'order')).toEqual([]);
});

test('no serious or critical accessibility violations on the failed payment page', async ({ page }) => {
  await customerWithCart(page);
  const orderId = await placeOrder(page, /PayPal/);
  await page.goto(`/checkout/failed?orderId=${orderId}`);
  await expect(page.getByRole('form', { name: 'Opnieuw betalen' })).toBeVisible();
  expect(await seriousViolations(page, 'failed')).toEqual([]);
});

test('no serious or critical accessibility violations on the new-password form', async ({ page }) => {
  await page.goto('/account/recover/password?hash=abcdefgh12345678');
  await expect(page.getByRole('form', { name: 'Nieuw wachtwoord kiezen' })).toBeVisible();
  expect(await seriousViolations(page, 'recover')).toEqual([]);
});
