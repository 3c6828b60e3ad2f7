// Links that lead somewhere (#32): a category's chips never lead to a 404 or to the page they
// are on, an old address by category id lands on the category, and the checkout's and the
// footer's "algemene voorwaarden" open the shop's general terms. (The crawl of every link on
// the main pages is tests/integration/dead-links.test.ts.)
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

test('a category’s chips lead to its subcategories, none back to itself @desktop', async ({ page }) => {
  await page.goto('/Dames/Kleding/');
  const chips = page.getByRole('list', { name: 'Subcategorieën' });
  await expect(chips.getByRole('link', { name: 'Jurken' })).toHaveAttribute('href', '/Dames/Kleding/Jurken/');
  await expect(chips.getByRole('link', { name: 'Bekijk alles' })).toHaveCount(0);
  await expect(chips.locator('a[href^="/category/"]')).toHaveCount(0);
  await chips.getByRole('link', { name: 'Jurken' }).click();
  await expect(page).toHaveURL(/\/Dames\/Kleding\/Jurken\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jurken');
});

test('an address by category id lands on the category’s own address @desktop', async ({ page, request }) => {
  const main = await (await request.get('/api/navigation/main')).json() as { id: string; href: string }[];
  const heren = main.find((item) => item.href === '/Heren/')!;
  await page.goto(`/category/${heren.id}`);
  await expect(page).toHaveURL(/\/Heren\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heren');
});

test('the checkout’s terms link opens the general terms in a new tab @desktop', async ({ page }) => {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; available: boolean }[] };
  const added = await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available)!.id, quantity: 1 } });
  expect(added.ok()).toBe(true);
  await page.goto('/checkout');
  const terms = page.getByRole('form', { name: 'Bestelling plaatsen' }).getByRole('link', { name: 'algemene voorwaarden' });
  await expect(terms).toHaveAttribute('href', '/algemene-voorwaarden');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/algemene-voorwaarden$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Algemene voorwaarden');
  await expect(tab.getByRole('heading', { name: '5. Bedenktijd en retourneren' })).toBeVisible();
  await tab.close();
});

test('the footer leads to the general terms, which have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  const service = page.locator('footer.site-footer').getByRole('navigation', { name: 'Klantenservice' });
  await service.getByRole('link', { name: 'Algemene voorwaarden' }).click();
  await expect(page).toHaveURL(/\/algemene-voorwaarden$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algemene voorwaarden');
  // The terms' own link (the footer, once its navigation is in, has one named alike).
  await expect(page.getByRole('main').getByRole('link', { name: 'privacybeleid', exact: true })).toHaveAttribute('href', '/privacybeleid');
  expect(await seriousViolations(page, 'the general terms', { include: 'main' })).toEqual([]);
});
