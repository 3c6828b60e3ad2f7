// axe over the pages no area spec checks (#32: 0 serious or critical on every page and state):
// the content pages, the journal, the looks, the brands, the empty cart and wishlist, at both
// widths, the whole page (header and footer included). The account's pages, the product, the
// cart, the checkout and the listings are checked in their own specs; a logged-in shopper's
// header is checked here on a content page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logIn, newCustomer } from './account-steps';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target}`);
}

const PAGES = [
  '/over-veld', '/duurzaamheid', '/contact', '/afspraak-maken', '/privacybeleid', '/algemene-voorwaarden', '/klantenservice',
  '/klantenservice/veelgestelde-vragen', '/klantenservice/verzenden-en-retourneren', '/klantenservice/maattabel',
  '/blog', '/shop-the-look', '/merken', '/inspiratie', '/jurkenedit', '/cart', '/account/wishlist',
];

for (const path of PAGES) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('no serious or critical accessibility violations on a journal post, a look and a brand', async ({ page }) => {
  for (const [overview, link] of [['/blog', 'main a[href^="/blog/"]'], ['/shop-the-look', 'a.look-card__link'], ['/merken', 'a.brands__link']] as const) {
    await page.goto(overview);
    const href = await page.locator(link).first().getAttribute('href');
    await page.goto(href!);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), href!).toEqual([]);
  }
});

test('no serious or critical accessibility violations for a logged-in shopper on a content page', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'axe');
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/over-veld');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});
