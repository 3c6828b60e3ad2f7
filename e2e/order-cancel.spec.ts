// Cancelling an open order from its page (client/components/account/OrderCancel.tsx), at both
// widths: the confirmation opens, the order is cancelled in place and the page says so; an
// order that can no longer be cancelled gets the shop's refusal; without JavaScript (a press
// before the code ran) the form posts to the worker and ends the same way.
import type { Page } from '@playwright/test';
import { customerWithCart, placeOrder } from './account-steps';
import { expect, markDocument, refuseConsent, test } from './fixtures';

const CANCELLED = 'Je bestelling is geannuleerd. Wat je al betaald hebt, krijg je binnen 14 dagen terug.';
const REFUSED = 'Deze bestelling kan niet meer worden geannuleerd. Neem contact met ons op.';

async function openOrder(page: Page): Promise<string> {
  await customerWithCart(page);
  const orderId = await placeOrder(page, /Creditcard/);
  await page.goto(`/account/orders/${orderId}`);
  // Placed and paid by card: received, in the shopper's words (not Shopware's "Open").
  await expect(page.getByText(/· Ontvangen · Betaling: betaald$/)).toBeVisible();
  return orderId;
}

test('an open order is cancelled after a confirmation, and the page says so', async ({ page }) => {
  const orderId = await openOrder(page);
  const sameDocument = await markDocument(page);
  await page.getByText('Bestelling annuleren', { exact: true }).click();
  await expect(page.getByText(/^Weet je zeker dat je bestelling \d+ wilt annuleren\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Ja, annuleer de bestelling' }).click();

  const notice = page.getByRole('status').filter({ hasText: CANCELLED });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(`/account/orders/${orderId}?annulering=gelukt`);
  expect(await sameDocument()).toBe(true);
  await expect(page.getByText(/· Geannuleerd ·/)).toBeVisible();
  await expect(page.getByText('Bestelling annuleren', { exact: true })).toHaveCount(0);
  // The orders list shows it cancelled too (its cached page was dropped).
  await page.getByRole('link', { name: 'Alle bestellingen' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: 'Geannuleerd' })).toHaveCount(1);
});

test('an order cancelled meanwhile gets the shop’s refusal, and nothing else changes', async ({ page }) => {
  const orderId = await openOrder(page);
  await page.getByText('Bestelling annuleren', { exact: true }).click();
  // Cancelled in another tab: this page still offers it.
  const meanwhile = await page.request.post(`/api/account/orders/${orderId}/cancel`, { data: {} });
  expect(meanwhile.ok(), await meanwhile.text()).toBe(true);
  await page.getByRole('button', { name: 'Ja, annuleer de bestelling' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  await expect(page).toHaveURL(`/account/orders/${orderId}`);
  const again = await page.request.post(`/api/account/orders/${orderId}/cancel`, { data: {} });
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({ message: REFUSED });
});

test('without JavaScript the form cancels through the worker', async ({ browser, baseURL }) => {
  const page = await browser.newPage({ javaScriptEnabled: false, baseURL: baseURL! });
  await refuseConsent(page.context(), baseURL!);
  const orderId = await openOrder(page);
  await page.getByText('Bestelling annuleren', { exact: true }).click();
  await page.getByRole('button', { name: 'Ja, annuleer de bestelling' }).click();
  await expect(page).toHaveURL(`/account/orders/${orderId}?annulering=gelukt`);
  await expect(page.getByRole('status').filter({ hasText: CANCELLED })).toBeVisible();
  await expect(page.getByText(/· Geannuleerd ·/)).toBeVisible();
  // A second post (the back button, a double press) is the shop's refusal, said on the page.
  const second = await page.request.post(`/account/orders/${orderId}/annuleren`, { maxRedirects: 0, headers: { origin: new URL(baseURL!).origin } });
  expect(second.status()).toBe(303);
  expect(second.headers().location).toBe(`/account/orders/${orderId}?annulering=geweigerd`);
  await page.goto(second.headers().location!);
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  await page.close();
});
