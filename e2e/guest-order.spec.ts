// A guest's order stays reachable (#32, decision 020): after the order the guest's session ends,
// and the success page's link (the confirmation mail's: /account/order/{deepLinkCode}) opens it
// again with the e-mail address and postcode — in the same browser, in a fresh one, and without
// JavaScript. Wrong details get one Dutch message; "Klaar" closes it; axe on both states.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, refuseConsent, test, testClientAddress } from './fixtures';
import { seriousViolations as violationsIn } from './axe';

const WRONG = 'Met dit e-mailadres en deze postcode kunnen we geen bestelling openen.';
const uniqueEmail = () => `gast-link-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;

const seriousViolations = (page: Page, what: string) => violationsIn(page, what, { include: 'main' });

/** A guest order through the checkout page (the cart filled through the API); the order number. */
async function orderAsGuest(page: Page, email: string): Promise<string> {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; available: boolean }[] };
  expect((await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available)!.id, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await form.getByLabel('Aanhef').selectOption({ label: 'Mevr.' });
  await form.getByLabel('Voornaam').fill('Noor');
  await form.getByLabel('Achternaam').fill('Jansen');
  await form.getByLabel('Straat en huisnummer').fill('Lange Voorhout 5');
  await form.getByLabel('Postcode').fill('2514ea');
  await form.getByLabel('Plaats').fill('Den Haag');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  return (await page.locator('.checkout__confirmation strong').first().textContent())!;
}

/** Fills the order page's form and sends it. */
async function prove(page: Page, email: string, zipcode: string) {
  const form = page.getByRole('form', { name: 'Je bestelling bekijken' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Postcode').fill(zipcode);
  await form.getByRole('button', { name: 'Bestelling bekijken' }).click();
}

async function expectOrder(page: Page, orderNumber: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestelling ${orderNumber}`);
  await expect(page.getByText('2514 EA Den Haag').first()).toBeVisible();
}

async function freshContext(browser: Browser, baseURL: string, testInfo: TestInfo, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled, baseURL, extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(testInfo) },
  });
  await refuseConsent(context, baseURL);
  return context;
}

test('a guest opens the order again from its link: wrong details told, right ones show it, here and in a fresh browser', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const orderNumber = await orderAsGuest(page, email);
  await expect(page.getByText('Je bestelling blijft te bekijken via de link in de bevestigingsmail.')).toBeVisible();
  const later = page.getByRole('link', { name: 'Bestelling later bekijken' });
  const path = (await later.getAttribute('href'))!;
  expect(path).toMatch(/^\/account\/order\/[A-Za-z0-9_-]{16,64}$/);

  // A reload: the session ended, the page says where the order is.
  await page.reload();
  await expect(page.getByText('Je bestelling blijft te bekijken via de link in die e-mail')).toBeVisible();

  // The same browser, after the session ended.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bestelling bekijken');
  expect(await seriousViolations(page, 'guest order form')).toEqual([]);
  await prove(page, email, '1011 AB');
  await expect(page.getByRole('alert').filter({ hasText: WRONG })).toBeVisible();
  expect(await seriousViolations(page, 'guest order form, wrong details')).toEqual([]);
  await prove(page, email, '2514ea');
  await expectOrder(page, orderNumber);
  expect(await seriousViolations(page, 'guest order')).toEqual([]);

  // "Klaar": closed on this device.
  await page.getByRole('button', { name: 'Klaar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bestelling bekijken');

  // A fresh browser, as from the mail on another device.
  const context = await freshContext(browser, baseURL!, testInfo);
  const fresh = await context.newPage();
  await fresh.goto(path);
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Je bestelling bekijken');
  await expect(fresh.getByText(orderNumber)).toHaveCount(0);
  await prove(fresh, email.toUpperCase(), '2514 EA');
  await expectOrder(fresh, orderNumber);
  await context.close();
});

test('without JavaScript a guest opens the order from its link too', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const context = await freshContext(browser, baseURL!, testInfo, false);
  const page = await context.newPage();
  const email = uniqueEmail();
  const orderNumber = await orderAsGuest(page, email);
  const path = (await page.getByRole('link', { name: 'Bestelling later bekijken' }).getAttribute('href'))!;
  await page.goto(path);
  await prove(page, 'iemand@example.nl', '2514 EA');
  await expect(page.getByRole('alert').filter({ hasText: WRONG })).toBeVisible();
  await expect(page).toHaveURL(`${path}?fout=gegevens`);
  await prove(page, email, '2514 EA');
  await expect(page).toHaveURL(path);
  await expectOrder(page, orderNumber);
  await context.close();
});
