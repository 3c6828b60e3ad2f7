// A whole visit with cookies refused (#32): nothing reaches any host but the shop's own (the
// storefront and the media host of its backends). Home with its videos and sliders, search,
// a filtered listing, a product with its size guide, the cart, a guest's order, the journal,
// the looks and the content pages: every request of the browser context (pages, frames,
// workers) is recorded, and the list of other hosts must stay empty.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseSize } from './product-steps';
import { fillGuest, uniqueEmail } from './checkout-steps';

test.use({ consent: 'ask' });

/** Scrolls through the page so that everything that loads once in view does, then waits for the network to settle. */
async function seeWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
}

test('a whole visit with cookies refused asks nothing of any host but the shop\'s @desktop', async ({ page, context, baseURL, shop }) => {
  // Many pages and a purchase: slow on a busy machine.
  test.setTimeout(120_000);
  const ours = new Set([new URL(baseURL!).origin, new URL(shop.backend).origin]);
  const elsewhere: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return;
    if (!ours.has(new URL(url).origin)) elsewhere.push(url);
  });

  await page.goto('/');
  // The banner's code loads when the pointer reaches it (decision 012): once it runs, the choice
  // is made in place (a press before would post the form and load the page again).
  const banner = page.getByRole('region', { name: 'Jouw cookiekeuze' });
  await banner.getByRole('button', { name: 'Alles weigeren' }).hover();
  await expect(page.locator('[data-part="consent"][data-live]')).toBeAttached();
  await banner.getByRole('button', { name: 'Alles weigeren' }).click();
  await expect(banner).toHaveCount(0);
  await seeWholePage(page);

  // Search, as a shopper types it.
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await page.getByRole('dialog').getByRole('searchbox').fill('jurk');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=jurk/);
  await seeWholePage(page);

  // A listing filtered on a size, then a product from it.
  const listing = await (await page.request.get('/api/listing?search=jurk')).json() as {
    properties: { label: string; options: { id: string; label: string }[] }[]; products: { href: string; available: boolean }[];
  };
  const m = listing.properties.find((p) => p.label === 'Maat')!.options.find((o) => o.label === 'M')!;
  await page.goto(`/products?search=jurk&properties=${m.id}`);
  await seeWholePage(page);
  await page.goto(listing.products.find((p) => p.available)!.href);
  await page.locator('summary', { hasText: 'Maattabel' }).click();
  await chooseSize(page);
  await seeWholePage(page);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagen' }).getByRole('link', { name: 'Bekijk winkelwagen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winkelwagen (1)');
  await page.getByRole('link', { name: 'Naar de kassa' }).click();

  // A guest's order.
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await fillGuest(page, uniqueEmail('reis'));
  await form.getByRole('radio', { name: /iDEAL/ }).check();
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  await seeWholePage(page);

  // The journal, the looks and the content pages (a video, an embedded size chart, the contact form).
  for (const path of ['/blog', '/shop-the-look', '/over-veld', '/klantenservice/maattabel', '/contact', '/merken', '/login', '/account/wishlist']) {
    await page.goto(path);
    await seeWholePage(page);
  }
  await page.goto('/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+/);
  await seeWholePage(page);
  await page.goto('/shop-the-look');
  await page.locator('a.look-card__link').first().click();
  await seeWholePage(page);

  expect(elsewhere).toEqual([]);
});
