// The pipeline as a shopper's browser sees it: server data reused on hydration, client-side
// navigation through /api.
import { categoryWithChildren, expect, holdRequests, test } from './fixtures';

test('first load of a listing makes no /api request for its data; a chip click fetches through /api without a full load @desktop', async ({ page, request }) => {
  const href = await categoryWithChildren(request);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });

  await page.goto(href);
  await expect(page.locator('.product-grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiCalls.filter((u) => /\/api\/(listing|category|resolve|navigation|getSnippets|site-config)/.test(u))).toEqual([]);

  // A marker on window survives only if the next page is rendered without a full load.
  await page.evaluate(() => { (window as unknown as { __marker: string }).__marker = 'kept'; });
  const chip = page.getByRole('list', { name: 'Subcategorieën' }).getByRole('link').first();
  const target = await chip.getAttribute('href');
  const chipName = (await chip.textContent())!.trim();
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: chipName })).toBeVisible();
  expect(apiCalls.some((u) => u.startsWith('/api/listing'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept');
});

test('an unknown path shows the 404 text inside the shop frame @desktop', async ({ page }) => {
  const response = await page.goto('/deze-pagina-bestaat-echt-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden: /deze-pagina-bestaat-echt-niet');
  await expect(page.getByRole('link', { name: 'VELD, naar de homepage' })).toBeVisible();
});

test('pages never scroll sideways', async ({ page, request }) => {
  for (const path of ['/', await categoryWithChildren(request), '/products?search=linnen', '/bestaat-niet', '/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${path} is no wider than the viewport`).toBeLessThanOrEqual(clientWidth);
  }
});

test('the 404 page: one message, one way home, the search, the most searched categories and the Error page’s blocks @desktop', async ({ page }) => {
  await page.goto('/niet-hier');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden: /niet-hier');
  // One message and one home button (#32: the Error page's blocks repeated both).
  await expect(main.getByText(/bestaat niet \(meer\)|ging iets mis/)).toHaveCount(1);
  await expect(main.getByRole('link', { name: 'Naar de homepage' })).toHaveCount(1);
  await expect(main.getByRole('navigation', { name: 'Meest gezochte categorieën' }).getByRole('link', { name: 'Jurken' })).toHaveAttribute('href', '/Dames/Kleding/Jurken/');
  await expect(page.getByRole('region', { name: 'Nu in de sale' })).toBeVisible();
  const search = main.getByRole('search');
  await search.getByLabel('Zoek in de winkel').fill('linnen');
  await search.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/products\?search=linnen$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a slim progress bar shows while a client-side navigation loads @desktop', async ({ page, request }) => {
  await page.goto(await categoryWithChildren(request));
  const chip = page.getByRole('list', { name: 'Subcategorieën' }).getByRole('link').nth(1);
  const href = (await chip.getAttribute('href'))!;
  // The next page's data is held until the bar has been seen: the busy state lasts as long as
  // the load does, so the check never races a fast answer.
  const release = await holdRequests(page, '**/api/**');
  await chip.click();
  await expect(page.locator('.nav-progress--busy')).toBeAttached();
  expect(new URL(page.url()).pathname).not.toBe(href); // the old page stays while the next loads
  release();
  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  await expect(page.locator('.nav-progress--busy')).toHaveCount(0);
});
