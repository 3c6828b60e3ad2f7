// axe over the pages no area spec checks (#32: 0 serious or critical on every page and state):
// the content pages, the journal, the looks, the brands, the empty cart and wishlist, at both
// widths. Their content (main) is what differs: the header and footer around it are the same on
// every page and checked whole in shell.spec (home, listing, search, 404, cart, checkout), and
// here once more for a logged-in shopper. The account's pages, the product, the cart, the
// checkout and the listings are checked in their own specs.
import { logIn, newCustomer } from './account-steps';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

const PAGES = [
  '/over-veld', '/duurzaamheid', '/contact', '/afspraak-maken', '/privacybeleid', '/algemene-voorwaarden', '/klantenservice',
  '/klantenservice/veelgestelde-vragen', '/klantenservice/verzenden-en-retourneren', '/klantenservice/maattabel',
  '/blog', '/shop-the-look', '/merken', '/inspiratie', '/jurkenedit', '/cart', '/account/wishlist',
];

for (const path of PAGES) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page, path, { include: 'main' })).toEqual([]);
  });
}

test('no serious or critical accessibility violations on a journal post, a look and a brand', async ({ page }) => {
  for (const [overview, link] of [['/blog', 'main a[href^="/blog/"]'], ['/shop-the-look', 'a.look-card__link'], ['/merken', 'a.brands__link']] as const) {
    await page.goto(overview);
    const href = await page.locator(link).first().getAttribute('href');
    await page.goto(href!);
    expect(await seriousViolations(page, href!, { include: 'main' })).toEqual([]);
  }
});

test('no serious or critical accessibility violations for a logged-in shopper on a content page', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'axe');
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/over-veld');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, 'logged in, /over-veld')).toEqual([]);
});
