// Wishlist (#14 item 7): a visitor's hearts are kept in the browser and shown on
// /account/wishlist; logging in merges them into the account (and clears the browser's list);
// the heart removes a product again; the product page has the heart beside "In winkelwagen";
// axe on the wishlist page. Each test registers a customer of its own.
import type { Page } from '@playwright/test';
import { newCustomer, PASSWORD } from './account-steps';
import { categoryWithChildren, expect, openBeforeCode, test } from './fixtures';
import { seriousViolations } from './axe';

/** Every heart is named after its product; aria-pressed tells whether it is saved. */
const HEART = /^Bewaar .+ in je verlanglijst$/;

/** Collects the page's shop events (client/lib/shop-events.ts). */
async function recordShopEvents(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { e2eEvents: unknown[] };
    w.e2eEvents = [];
    window.addEventListener('shop-event', (e) => w.e2eEvents.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { e2eEvents: { type: string; productId: string }[] }).e2eEvents);
}

/** Hearts the first product of the listing on screen; its name. */
async function heartFirstCard(page: Page): Promise<string> {
  const card = page.locator('.product-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  const heart = card.getByRole('button', { name: `Bewaar ${name} in je verlanglijst` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The heart shows the new state at once; the click's code may still be loading: wait until it is kept.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('veld-wishlist'))).not.toBeNull();
  return name;
}

test('a visitor’s saved product is kept in the browser, merged into the account on login, and removed by its heart @desktop', async ({ page, playwright, baseURL, request }) => {
  const email = await newCustomer(playwright, baseURL!, 'wishlist');
  const href = await categoryWithChildren(request);
  await page.goto(href);
  const events = await recordShopEvents(page);
  const name = await heartFirstCard(page);
  expect((await events()).map((e) => e.type)).toContain('add_to_wishlist');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('veld-wishlist')))!)).toHaveLength(1);

  // The header's link counts it and leads to the list, kept in this browser.
  await page.getByRole('link', { name: 'Verlanglijst, 1 product' }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn verlanglijst');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();

  // Logging in takes the list to the account and back to this page.
  await main.getByRole('link', { name: 'Log in om je verlanglijst te bewaren' }).click();
  const form = page.getByRole('form', { name: 'Ik heb al een account' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord').fill(PASSWORD);
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('navigation', { name: 'Mijn account' })).toBeVisible();
  await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('veld-wishlist'))).toBeNull();
  await page.reload();
  await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();

  // Its heart removes it from the account.
  const removed = await recordShopEvents(page);
  const heart = main.getByRole('button', { name: `Bewaar ${name} in je verlanglijst` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(main.getByText('Je verlanglijst is nog leeg.')).toBeVisible();
  // Words for every device: a mouse clicks, a finger taps (#32: "Tik op" on a desktop).
  await expect(main.getByText('Klik of tik op het hartje bij een product om het te bewaren.')).toBeVisible();
  await expect.poll(async () => (await removed()).map((e) => e.type)).toContain('remove_from_wishlist');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Verlanglijst', exact: true })).toBeVisible();
  await page.reload();
  await expect(main.getByText('Je verlanglijst is nog leeg.')).toBeVisible();
});

test('the product page’s heart beside “In winkelwagen” saves the product', async ({ page, request }) => {
  await page.goto(await categoryWithChildren(request));
  await page.locator('.product-card__link').first().click();
  const buy = page.locator('.pdp-buy__form');
  await expect(buy.getByRole('button', { name: 'In winkelwagen' })).toBeVisible();
  const name = (await page.locator('.pdp__name').textContent())!.trim();
  const heart = buy.getByRole('button', { name: HEART });
  await expect(heart).toHaveAccessibleName(`Bewaar ${name} in je verlanglijst`);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Verlanglijst, 1 product' })).toBeVisible();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a heart pressed before the page’s code runs saves the product once the code has run @desktop', async ({ page, request }) => {
  const href = await categoryWithChildren(request);
  const release = await openBeforeCode(page, href);
  const card = page.locator('.product-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  const heart = card.getByRole('button', { name: `Bewaar ${name} in je verlanglijst` });
  await heart.click();
  await expect(heart).toHaveAttribute('data-pressed-early', '');
  await release();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Verlanglijst, 1 product' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('veld-wishlist'))).not.toBeNull();
  // Every heart on the page has a name of its own.
  const names = await page.locator('.product-card').getByRole('button', { name: HEART }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(names.length);
});

test('a login posted before the page’s code ran still takes the browser’s list to the account @desktop', async ({ page, playwright, baseURL, request }) => {
  const email = await newCustomer(playwright, baseURL!, 'wishlist-vroeg');
  await page.goto(await categoryWithChildren(request));
  const name = await heartFirstCard(page);

  // The login form, sent as plain HTML before its code arrived: a full page load follows.
  const release = await openBeforeCode(page, '/login?redirect=%2Faccount%2Fwishlist');
  const form = page.getByRole('form', { name: 'Ik heb al een account' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord').fill(PASSWORD);
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await release();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('veld-wishlist'))).toBeNull();
  await page.reload();
  await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
});

test('no serious or critical accessibility violations on the wishlist page', async ({ page, request }) => {
  await page.goto(await categoryWithChildren(request));
  const name = await heartFirstCard(page);
  await page.goto('/account/wishlist');
  await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
  expect(await seriousViolations(page, 'the wishlist', { include: 'main' })).toEqual([]);
});
