// `npm run screenshots`: the shop's key views in Chromium at 375 px and 1440 px, written to
// docs/screenshots/ so a change to what shoppers see can be looked at (and reviewed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './ensure-chromium.mjs';
import { root, startShop } from './lib/servers.mjs';

const out = (name) => path.join(root, 'docs/screenshots', `${name}.png`);
const persistTo = mkdtempSync(path.join(tmpdir(), 'screenshots-'));
const shop = await startShop({ storefrontPort: 8767, backendPort: 8768, persistTo });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
// The shopper has made their cookie choice (refused), so the consent banner covers nothing;
// the banner itself is shot on its own (consent-banner-*).
const chosen = { name: 'veld-consent', value: '1.a0.m0', url: shop.storefront.url };
try {
  for (const [width, height] of [[1440, 900], [375, 812]]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    await page.goto(shop.storefront.url + '/', { waitUntil: 'networkidle' });
    await page.screenshot({ path: out(`consent-banner-${width}`) });
    await page.close();
  }
  const open = async (width, height, url) => {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    await page.context().addCookies([chosen]);
    await page.goto(shop.storefront.url + url, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return page;
  };
  let page = await open(1440, 900, '/');
  await page.screenshot({ path: out('home-1440') });
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dames', exact: true }).hover();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out('mega-menu-1440') });
  await page.close();

  page = await open(375, 812, '/');
  await page.screenshot({ path: out('home-375') });
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Dames' }).click();
  await page.screenshot({ path: out('mobile-menu-375') });
  await page.close();

  for (const [width, height] of [[1440, 900], [375, 812]]) {
    page = await open(width, height, '/Dames/Kleding/');
    await page.screenshot({ path: out(`listing-${width}`) });
    // The product page: first product of the listing.
    const productHref = await page.locator('.product-grid a').first().getAttribute('href');
    await page.close();
    for (const [name, url] of [
      ['product', productHref], ['story', '/over-veld'], ['contact', '/contact'], ['brands', '/merken'],
      ['journal', '/blog'], ['looks', '/shop-the-look'], ['faq', '/klantenservice/veelgestelde-vragen'],
    ]) {
      page = await open(width, height, url);
      await page.screenshot({ path: out(`${name}-${width}`), fullPage: name !== 'product' });
      await page.close();
    }
  }
  // The shopper's own pages: login, the checkout with a filled cart (as a guest, its messages
  // shown), the customer's checkout with two addresses, the success and failed pages, and the
  // account pages of the customer who just registered (overview, information, orders, an
  // order, the wishlist).
  for (const [width, height] of [[1440, 900], [375, 812]]) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce', baseURL: shop.storefront.url });
    await context.addCookies([chosen]);
    page = await context.newPage();
    const go = async (url) => {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    };
    await go('/login');
    await page.screenshot({ path: out(`login-${width}`), fullPage: true });
    const listing = await (await page.request.get('/api/listing?search=linnen')).json();
    await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available).id, quantity: 1 } });
    await go('/checkout');
    const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
    await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.screenshot({ path: out(`checkout-${width}`), fullPage: true });
    const options = await (await page.request.get('/api/address-options')).json();
    await page.request.post('/api/account/register', { data: {
      salutationId: options.salutations[1].id, firstName: 'Fleur', lastName: 'Visser', email: `fleur-${width}-${Date.now()}@example.nl`,
      password: 'veilig-wachtwoord-1', street: 'Prinsengracht 263', zipcode: '1016 GV', city: 'Amsterdam', countryId: options.countries[0].id,
    } });
    // A second address: the checkout offers the customer a choice of delivery and billing address.
    await page.request.post('/api/account/addresses', { data: {
      salutationId: options.salutations[1].id, firstName: 'Fleur', lastName: 'Visser', street: 'Keizersgracht 100',
      zipcode: '1015 CV', city: 'Amsterdam', countryId: options.countries[0].id,
    } });
    await go('/checkout');
    await page.screenshot({ path: out(`checkout-customer-${width}`), fullPage: true });
    await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.getByRole('heading', { name: 'Bedankt voor je bestelling!' }).waitFor();
    await page.screenshot({ path: out(`checkout-success-${width}`), fullPage: true });
    // A second order paid with PayPal and cancelled at the provider: the failed page.
    await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available).id, quantity: 2 } });
    await go('/checkout');
    await form.getByRole('radio', { name: /PayPal/ }).check();
    await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('heading', { name: 'Je betaling is niet gelukt' }).waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.screenshot({ path: out(`checkout-failed-${width}`), fullPage: true });
    for (const product of listing.products.filter((p) => p.available).slice(0, 3)) {
      await page.request.put(`/api/account/wishlist/${product.id}`, { data: {} });
    }
    for (const [name, url] of [['account', '/account'], ['account-information', '/account/information'],
      ['account-orders', '/account/orders'], ['account-wishlist', '/account/wishlist']]) {
      await go(url);
      await page.screenshot({ path: out(`${name}-${width}`), fullPage: true });
    }
    await go('/account/orders');
    await page.getByRole('link', { name: /^Bestelling .* bekijken$/ }).first().click();
    await page.getByRole('heading', { name: /^Bestelling / , level: 1 }).waitFor();
    await page.screenshot({ path: out(`account-order-${width}`), fullPage: true });
    await context.close();
  }
  console.log('written to docs/screenshots/');
} finally {
  await browser.close();
  await shop.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
