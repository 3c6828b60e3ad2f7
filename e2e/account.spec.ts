// Account (#14): the guard sends a visitor to /login and back; login works without
// JavaScript; the password recovery round trip with the demo backend's hash; axe on the login
// and account pages. Each test registers a customer of its own (never the shared demo account).
import type { Page } from '@playwright/test';
import { logIn, newCustomer } from './account-steps';
import { expect, refuseConsent, retryingReset, test } from './fixtures';
import { seriousViolations as violationsIn } from './axe';


test('a visitor is sent from the account to the login page, and back after logging in @desktop', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'account');
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Forders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen of account aanmaken');

  await logIn(page, email, 'niet-het-wachtwoord');
  await expect(page.getByRole('alert').filter({ hasText: 'Het e-mailadres of het wachtwoord klopt niet.' })).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellingen');
  await expect(page.getByText('Je hebt nog niets besteld.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Mijn gegevens' }).click();
  await expect(page.getByText('1016 GV Amsterdam').first()).toBeVisible();
});

test('login works without JavaScript @desktop', async ({ browser, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'account');
  const page = await browser.newPage({ javaScriptEnabled: false, baseURL: baseURL! });
  await refuseConsent(page.context(), baseURL!);
  await page.goto('/login?redirect=%2Faccount');
  await logIn(page, 'geen-adres', '');
  await expect(page.getByRole('alert').filter({ hasText: 'Vul je e-mailadres en wachtwoord in.' })).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
  await page.close();
});

test('password recovery: the mail’s link, a new password, and logged in with it at once @desktop', async ({ page, playwright, baseURL, shop }) => {
  const email = await newCustomer(playwright, baseURL!, 'account');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  const request = page.getByRole('form', { name: 'Wachtwoord vergeten' });
  await request.getByLabel('E-mailadres').fill(email);
  await request.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Als er een account is met het e-mailadres ${email}` })).toBeVisible();

  // The demo backend sends no mail: it tells tests the hash of the link it would have sent.
  const backend = retryingReset(await playwright.request.newContext({ baseURL: shop.backend }));
  const mail = await backend.post('/store-api/account/recovery-password', {
    headers: { 'sw-access-key': 'SWSCDEMOSTOREFRONTNL00000001' }, data: { email, storefrontUrl: baseURL },
  });
  const hash = mail.headers()['x-demo-recovery-hash']!;
  await backend.dispose();
  expect(hash).toMatch(/^[A-Za-z0-9]+$/);

  await page.goto(`/account/recover/password?hash=${hash}`);
  const form = page.getByRole('form', { name: 'Nieuw wachtwoord kiezen' });
  await form.getByLabel(/^Nieuw wachtwoord/).fill('kort');
  await form.getByLabel('Herhaal je nieuwe wachtwoord').fill('anders');
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(form.getByText('Je wachtwoord moet minstens 8 tekens hebben.')).toBeVisible();
  await expect(form.getByText('De wachtwoorden zijn niet gelijk.')).toBeVisible();
  await expect(form.getByText('Vul je e-mailadres in.')).toBeVisible();
  // The address the link was mailed to: with it the shopper is logged in at once.
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel(/^Nieuw wachtwoord/).fill('nieuw-wachtwoord-2');
  await form.getByLabel('Herhaal je nieuwe wachtwoord').fill('nieuw-wachtwoord-2');
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.goto('/login');
  await logIn(page, email, 'nieuw-wachtwoord-2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
});

test('password recovery without JavaScript: the link’s form posts to the worker and the shopper lands in the account @desktop', async ({ browser, playwright, baseURL, shop }) => {
  const email = await newCustomer(playwright, baseURL!, 'account');
  const backend = retryingReset(await playwright.request.newContext({ baseURL: shop.backend }));
  const mail = await backend.post('/store-api/account/recovery-password', {
    headers: { 'sw-access-key': 'SWSCDEMOSTOREFRONTNL00000001' }, data: { email, storefrontUrl: baseURL },
  });
  const hash = mail.headers()['x-demo-recovery-hash']!;
  await backend.dispose();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/account/recover/password?hash=${hash}`);
  const form = page.getByRole('form', { name: 'Nieuw wachtwoord kiezen' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel(/^Nieuw wachtwoord/).fill('zonder-script-3');
  await form.getByLabel('Herhaal je nieuwe wachtwoord').fill('anders-dan-dat');
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'twee keer hetzelfde nieuwe wachtwoord' })).toBeVisible();
  await expect(form.getByLabel('E-mailadres')).toHaveValue(email);
  await form.getByLabel(/^Nieuw wachtwoord/).fill('zonder-script-3');
  await form.getByLabel('Herhaal je nieuwe wachtwoord').fill('zonder-script-3');
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
  await context.close();
});

// One axe analysis per test: a full page takes seconds on a busy two-core machine.
const seriousViolations = (page: Page, what: string) => violationsIn(page, what, { include: 'main' });

test('no serious or critical accessibility violations on the login page, its messages shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('form', { name: 'Ik heb al een account' }).getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Vul je wachtwoord in.')).toBeVisible();
  expect(await seriousViolations(page, 'login')).toEqual([]);
});

test('no serious or critical accessibility violations on the account overview', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'account');
  await page.goto('/login?redirect=%2Faccount');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
  expect(await seriousViolations(page, 'account')).toEqual([]);
});
