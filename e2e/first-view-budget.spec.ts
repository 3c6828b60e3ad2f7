// The developers' guide's budget (#36): a page's first view loads at most 100 KiB of gzip
// JavaScript, as a shopper gets it (a phone's Chrome, no cookie choice made yet), counted by
// the bench's own measure (bench/first-view.mjs). One page of each kind, at both widths.
//
// Every kind keeps the budget (decisions 027, 028, 029). The figures measured on 2026-11-27 are
// beside each; a page that gets heavier fails here, not in a shopper's hand.
import type { Page } from '@playwright/test';
import { gzipKiB, scriptsOfFirstView } from '../bench/first-view.mjs';
import { SHOPPER_UA } from '../bench/measure.mjs';
import { customerWithCart } from './account-steps';
import { categoryWithChildren, expect, test } from './fixtures';

const BUDGET_KIB = 100;

/** The pages' figures when the budget was reached (KiB gzip, 2026-11-27), for the record. */
const MEASURED_KIB: Record<string, number> = {
  home: 99.4, 'category listing': 99.7, 'product page': 99.4, 'content page': 99.6, search: 98.0,
  'brands page': 99.3, 'shop the look': 99.6, journal: 98.8, 'journal post': 99.6, look: 99.1, 'not found': 99.2,
  'account login': 96.4, 'cart with a product': 99.7, 'checkout with a product': 97.3,
  'account overview': 99.5, wishlist: 99.7,
};

/** A shopper's phone (bench/measure.mjs), before any cookie choice. */
test.use({ consent: 'ask', userAgent: SHOPPER_UA });

async function expectWithinBudget(page: Page, path: string) {
  const scripts = await scriptsOfFirstView(page, path);
  const kib = gzipKiB(scripts);
  expect(scripts.length, `${path} loads its code`).toBeGreaterThan(0);
  const list = scripts.map((s) => `${new URL(s.url).pathname} ${(s.gzipBytes / 1024).toFixed(1)}`);
  const was = MEASURED_KIB[test.info().title];
  expect(kib, `${path}: ${kib} KiB gzip JavaScript (${was ?? '?'} when the budget was reached)\n${list.join('\n')}`).toBeLessThanOrEqual(BUDGET_KIB);
}

/** The first page a child sitemap lists, other than its overview (bench/routes.mjs does the same). */
async function firstListed(page: Page, sitemap: string, overview: string): Promise<string> {
  const xml = await (await page.request.get(`/sitemap/${sitemap}`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')).pathname);
  const path = paths.find((p) => p !== overview);
  expect(path, `${sitemap} lists a page`).toBeTruthy();
  return path!;
}

/** A product that can be bought, found by a search as a shopper would. */
async function product(page: Page): Promise<{ id: string; href: string }> {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; href: string; available: boolean }[] };
  return listing.products.find((p) => p.available) ?? listing.products[0]!;
}

test.describe('first view JavaScript within its budget', () => {
  test('home', async ({ page }) => {
    await expectWithinBudget(page, '/');
  });

  test('category listing', async ({ page }) => {
    await expectWithinBudget(page, await categoryWithChildren(page.request));
  });

  test('product page', async ({ page }) => {
    await expectWithinBudget(page, (await product(page)).href);
  });

  test('content page', async ({ page }) => {
    await expectWithinBudget(page, '/over-veld');
  });

  test('search', async ({ page }) => {
    await expectWithinBudget(page, '/products?search=linnen');
  });

  test('account login', async ({ page }) => {
    await expectWithinBudget(page, '/login');
  });

  test('cart with a product', async ({ page }) => {
    expect((await page.request.post('/api/cart/items', { data: { productId: (await product(page)).id, quantity: 1 } })).ok()).toBe(true);
    await expectWithinBudget(page, '/cart');
  });

  test('checkout with a product', async ({ page }) => {
    expect((await page.request.post('/api/cart/items', { data: { productId: (await product(page)).id, quantity: 1 } })).ok()).toBe(true);
    await expectWithinBudget(page, '/checkout');
  });

  test('brands page', async ({ page }) => {
    await expectWithinBudget(page, '/merken');
  });

  test('shop the look', async ({ page }) => {
    await expectWithinBudget(page, '/shop-the-look');
  });

  test('journal', async ({ page }) => {
    await expectWithinBudget(page, '/blog');
  });

  test('journal post', async ({ page }) => {
    await expectWithinBudget(page, await firstListed(page, 'blogs-1.xml', '/blog'));
  });

  test('look', async ({ page }) => {
    await expectWithinBudget(page, await firstListed(page, 'looks-1.xml', '/shop-the-look'));
  });

  test('not found', async ({ page }) => {
    await expectWithinBudget(page, '/deze-pagina-heeft-nooit-bestaan');
  });

  test('account overview', async ({ page }) => {
    await customerWithCart(page);
    await expectWithinBudget(page, '/account');
  });

  test('wishlist', async ({ page }) => {
    await expectWithinBudget(page, '/account/wishlist');
  });
});
