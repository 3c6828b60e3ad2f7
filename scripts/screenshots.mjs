// `npm run screenshots`: the shop's key views in Chromium at 375 px and 1440 px, written to
// docs/screenshots/ so a change to what shoppers see can be looked at (and reviewed).
// `npm run screenshots -- home listing product look` shoots only the named views (file names
// without the width); SCREENSHOTS_PORT (default 8767, and the next port) runs the shop
// elsewhere, beside another one. The PNGs are palette-compressed (sharp).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { ensureChromium } from './ensure-chromium.mjs';
import { root, startShop } from './lib/servers.mjs';

const out = (name) => path.join(root, 'docs/screenshots', `${name}.png`);
const only = process.argv.slice(2);
/** Whether the view `name` (a file name without its width) is to be shot. */
const wanted = (...names) => only.length === 0 || names.some((n) => only.includes(n));
const port = Number(process.env.SCREENSHOTS_PORT ?? 8767);
const persistTo = mkdtempSync(path.join(tmpdir(), 'screenshots-'));
const shop = await startShop({ storefrontPort: port, backendPort: port + 1, persistTo });

/** Shoots `page` as docs/screenshots/<name>.png (when wanted), palette-compressed. */
async function shoot(page, name, options = {}) {
  if (!wanted(name.replace(/-(375|1440)$/, ''))) return;
  if (options.fullPage) await loadLazyImages(page);
  const file = out(name);
  await page.screenshot({ ...options, path: `${file}.raw.png` });
  await sharp(`${file}.raw.png`).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: 0 }).toFile(file);
  rmSync(`${file}.raw.png`);
}

/** Scrolls through the page so its lazy images load, then waits for them. */
async function loadLazyImages(page) {
  // Runs in the page (globalThis is its window).
  await page.evaluate(async () => {
    const { document, requestAnimationFrame } = globalThis;
    for (let y = 0; y < document.documentElement.scrollHeight; y += globalThis.innerHeight / 2) {
      globalThis.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    globalThis.scrollTo(0, 0);
  });
  // Images off to the side (the later slides of a slider) stay lazy; the rest are waited for.
  await page.waitForFunction(() => [...globalThis.document.images].every((image) => {
    const box = image.getBoundingClientRect();
    return image.complete || box.width === 0 || box.right <= 0 || box.left >= globalThis.innerWidth;
  }));
}
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
// The shopper has made their cookie choice (refused), so the consent banner covers nothing;
// the banner itself is shot on its own (consent-banner-*).
const chosen = { name: 'veld-consent', value: '1.a0.m0', url: shop.storefront.url };
try {
  for (const [width, height] of wanted('consent-banner') ? [[1440, 900], [375, 812]] : []) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    await page.goto(shop.storefront.url + '/', { waitUntil: 'networkidle' });
    await shoot(page, `consent-banner-${width}`);
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
  await shoot(page, 'home-1440');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Dames', exact: true }).hover();
  await page.waitForTimeout(300);
  // The advice tile's picture loads (lazily) once the menu shows.
  await page.waitForFunction(() => [...globalThis.document.querySelectorAll('.advice-tile img')].every((image) => image.complete));
  await shoot(page, 'mega-menu-1440');
  await page.close();

  page = await open(375, 812, '/');
  await shoot(page, 'home-375');
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Dames' }).click();
  await shoot(page, 'mobile-menu-375');
  await page.close();

  for (const [width, height] of [[1440, 900], [375, 812]]) {
    page = await open(width, height, '/Dames/Kleding/');
    await shoot(page, `listing-${width}`);
    // The product page: first product of the listing.
    const productHref = await page.locator('.product-grid a').first().getAttribute('href');
    await page.close();
    // A look: the first one of the overview.
    page = await open(width, height, '/shop-the-look');
    const lookHref = await page.locator('a[href^="/look/"]').first().getAttribute('href');
    await page.close();
    for (const [name, url] of [
      ['product', productHref], ['story', '/over-veld'], ['contact', '/contact'], ['brands', '/merken'],
      ['journal', '/blog'], ['looks', '/shop-the-look'], ['look', lookHref], ['faq', '/klantenservice/veelgestelde-vragen'],
    ]) {
      if (!wanted(name)) continue;
      page = await open(width, height, url);
      await shoot(page, `${name}-${width}`, { fullPage: name !== 'product' });
      await page.close();
    }
  }
  // The shopper's own pages: login, the checkout with a filled cart (as a guest, its messages
  // shown), the customer's checkout with two addresses, the success and failed pages, and the
  // account pages of the customer who just registered (overview, information, orders, an
  // order, the wishlist).
  const shopperViews = ['login', 'checkout', 'checkout-customer', 'checkout-success', 'checkout-failed', 'account',
    'account-information', 'account-orders', 'account-wishlist', 'account-order'];
  for (const [width, height] of wanted(...shopperViews) ? [[1440, 900], [375, 812]] : []) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce', baseURL: shop.storefront.url });
    await context.addCookies([chosen]);
    page = await context.newPage();
    const go = async (url) => {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    };
    await go('/login');
    await shoot(page, `login-${width}`, { fullPage: true });
    const listing = await (await page.request.get('/api/listing?search=linnen')).json();
    await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available).id, quantity: 1 } });
    await go('/checkout');
    const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
    await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await shoot(page, `checkout-${width}`, { fullPage: true });
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
    await shoot(page, `checkout-customer-${width}`, { fullPage: true });
    await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.getByRole('heading', { name: 'Bedankt voor je bestelling!' }).waitFor();
    await shoot(page, `checkout-success-${width}`, { fullPage: true });
    // A second order paid with PayPal and cancelled at the provider: the failed page.
    await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available).id, quantity: 2 } });
    await go('/checkout');
    await form.getByRole('radio', { name: /PayPal/ }).check();
    await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('heading', { name: 'Je betaling is niet gelukt' }).waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await shoot(page, `checkout-failed-${width}`, { fullPage: true });
    for (const product of listing.products.filter((p) => p.available).slice(0, 3)) {
      await page.request.put(`/api/account/wishlist/${product.id}`, { data: {} });
    }
    for (const [name, url] of [['account', '/account'], ['account-information', '/account/information'],
      ['account-orders', '/account/orders'], ['account-wishlist', '/account/wishlist']]) {
      await go(url);
      await shoot(page, `${name}-${width}`, { fullPage: true });
    }
    await go('/account/orders');
    await page.getByRole('link', { name: /^Bestelling .* bekijken$/ }).first().click();
    await page.getByRole('heading', { name: /^Bestelling / , level: 1 }).waitFor();
    await shoot(page, `account-order-${width}`, { fullPage: true });
    await context.close();
  }
  // #50: the Vimeo block before its press (the still behind the question), the product page back
  // from an addition without JavaScript (the header's count, the notice above the pictures), the
  // recovery link's form (the address it was mailed to), the price range's hint.
  for (const [width, height] of wanted('video', 'product-added', 'recover-password', 'price-range', 'size-guide') ? [[1440, 900], [375, 812]] : []) {
    page = await open(width, height, '/');
    const video = page.locator('.video__frame').first();
    await video.scrollIntoViewIfNeeded();
    // The player's question replaces the server's frame (and its still): decode the one that stays.
    await page.getByRole('button', { name: 'Afspelen via Vimeo' }).waitFor();
    await page.locator('.video__frame--ask img.video__still').evaluate((img) => img.decode());
    if (wanted('video')) await shoot(page, `video-${width}`);
    await page.close();
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, javaScriptEnabled: false, baseURL: shop.storefront.url });
    await context.addCookies([chosen]);
    page = await context.newPage();
    const listing = await (await page.request.get('/api/listing?search=linnen')).json();
    const product = listing.products.find((p) => p.available);
    const detail = await (await page.request.get(`/api/product/${product.id}`)).json();
    const size = detail.configurator.find((g) => g.name === 'Maat')?.options.find((o) => o.state === 'available');
    await page.goto(`${product.href}${size ? `?maat=${encodeURIComponent(size.name)}` : ''}`);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.getByRole('status').filter({ hasText: 'is toegevoegd' }).waitFor();
    await shoot(page, `product-added-${width}`);
    await page.goto('/account/recover/password?hash=abcdefgh12345678');
    await shoot(page, `recover-password-${width}`);
    await context.close();
    // The product's own size table, open beside the sizes (#50 item 5).
    if (wanted('size-guide')) {
      page = await open(width, height, product.href);
      await page.locator('summary', { hasText: 'Maattabel' }).click();
      // The sizes' part may go live under the press and replace the table: scrolled in one step.
      await page.locator('.pdp-config table').first().evaluate((table) => table.scrollIntoView({ block: 'center' }));
      await shoot(page, `size-guide-${width}`);
      await page.close();
    }
    if (width === 1440) {
      page = await open(width, height, '/Dames/Kleding/');
      await shoot(page, 'price-range-1440', { clip: await page.locator('.price-range').boundingBox() });
      await page.close();
    }
  }
  console.log('written to docs/screenshots/');
} finally {
  await browser.close();
  await shop.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
