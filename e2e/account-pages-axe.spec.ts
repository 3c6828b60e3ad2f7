// axe on the shopper's own pages not checked in their journeys' specs (#14 acceptance: every
// new page): the orders list, an order, the failed payment page, the customer's checkout with
// an address choice, and the new-password form. One analysis per test (decision 008). Each
// test's customer registers from the test's own page, so the page is logged in.
import type { Page } from '@playwright/test';
import { customerWithCart, placeOrder } from './account-steps';
import { expect, test } from './fixtures';
import { seriousViolations as violationsIn } from './axe';

const seriousViolations = (page: Page, what: string) => violationsIn(page, what, { include: 'main' });

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
