// Category and search listings: state in the query string, filters, sort, price, pages.
import { categoryWithChildren, expect, refuseConsent, test } from './fixtures';

const count = (page: import('@playwright/test').Page) => page.locator('#listing-count');

test.describe('desktop listing @desktop', () => {

  test('a filter checkbox adds and removes its id, resets the page, and back/forward restore it', async ({ page, request }) => {
    const href = await categoryWithChildren(request);
    await page.goto(`${href}?p=2`);
    const before = await count(page).textContent();
    const filters = page.getByRole('form', { name: 'Filters' });
    const colour = filters.locator('details', { hasText: 'Kleur' }).getByRole('checkbox').first();
    await colour.check();
    await expect(page).toHaveURL(/properties=[0-9a-f]{32}/);
    expect(new URL(page.url()).searchParams.get('p')).toBeNull();
    await expect(count(page)).not.toHaveText(before!);
    await expect(page.getByRole('list', { name: 'Actieve filters' })).toBeVisible();
    const filtered = await count(page).textContent();

    await page.goBack();
    await expect(page).toHaveURL(/\?p=2$/);
    await expect(count(page)).toHaveText(before!);
    await page.goForward();
    await expect(count(page)).toHaveText(filtered!);

    await filters.locator('details', { hasText: 'Kleur' }).getByRole('checkbox').first().uncheck();
    await expect(page).not.toHaveURL(/properties=/);
  });

  test('groups with more than 4 options show 4 and a show more/less toggle', async ({ page, request }) => {
    await page.goto(await categoryWithChildren(request));
    const brand = page.getByRole('form', { name: 'Filters' }).locator('details', { hasText: 'Merk' });
    await expect(brand.getByRole('checkbox')).toHaveCount(4);
    await brand.getByRole('button', { name: /Toon meer/ }).click();
    // The press may land before the listing's code runs: it is replayed once it does.
    await expect.poll(() => brand.getByRole('checkbox').count()).toBeGreaterThan(4);
    await brand.getByRole('button', { name: 'Toon minder' }).click();
    await expect(brand.getByRole('checkbox')).toHaveCount(4);
  });

  test('sorting rewrites the query and reorders', async ({ page, request }) => {
    await page.goto(await categoryWithChildren(request));
    await page.getByLabel('Sorteren').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The address changes first, the grid once the sorted products are in.
    await expect.poll(async () => {
      const prices = await page.locator('.product-grid .price__current').allTextContents();
      const values = prices.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
      return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! <= v);
    }).toBe(true);
  });

  test('the price range works by keyboard and shows its chip once both bounds are set', async ({ page, request }) => {
    await page.goto(await categoryWithChildren(request));
    const min = page.getByRole('slider', { name: 'Minimumprijs' });
    const max = page.getByRole('slider', { name: 'Maximumprijs' });
    const lower = Number(await min.getAttribute('min'));
    const upper = Number(await max.getAttribute('max'));
    const step = Math.ceil((upper - lower) / 20);
    // A move applies nothing by itself: both handles say what does (#50 item 8).
    await expect(min).toHaveAccessibleDescription('Kies je prijzen en druk op Toepassen.');
    await expect(max).toHaveAccessibleDescription('Kies je prijzen en druk op Toepassen.');
    await min.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(min).toHaveValue(String(lower + 2 * step));
    await max.focus();
    await page.keyboard.press('Home');
    await expect(max).toHaveValue(String(lower + 2 * step)); // never below the minimum
    await page.keyboard.press('End');
    await expect(max).toHaveValue(String(upper));
    await page.getByRole('button', { name: 'Toepassen', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`min-price=${lower + 2 * step}&max-price=${upper}`));
    await expect(page.getByRole('link', { name: /–.*verwijderen/ })).toBeVisible();
  });

  test('pagination: previous disabled on page 1, next goes on, only real pages', async ({ page, request }) => {
    await page.goto(await categoryWithChildren(request));
    const nav = page.getByRole('navigation', { name: 'Paginering' });
    await expect(nav.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
    await nav.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/[?&]p=2/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
  });
});

test.describe('mobile listing @mobile', () => {

  test('the full-screen filter and sort menu filters, sorts, and restores scrolling when closed', async ({ page, request }) => {
    await page.goto(await categoryWithChildren(request));
    await page.getByRole('button', { name: 'Filters en sorteren' }).click();
    const menu = page.getByRole('dialog', { name: 'Filters en sorteren' });
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    await menu.getByLabel('Sorteren').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await menu.locator('details', { hasText: 'Kleur' }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/properties=/);
    await menu.getByRole('button', { name: /^Toon \d+ resultaten$/ }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    await expect(page.getByRole('list', { name: 'Actieve filters' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered listing shows products, filters, count and working plain links and forms', async ({ browser, request, baseURL }) => {
    const href = await categoryWithChildren(request);
    const page = await browser.newPage({ javaScriptEnabled: false });
    await refuseConsent(page.context(), baseURL!);
    await page.goto(href);
    await expect(page.locator('.product-grid li').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
    await expect(page.locator('#listing-count')).toHaveText(/^\d+ van [\d.]+ resultaten?$/);
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/p=2/);
    await expect(page.getByRole('navigation', { name: 'Paginering' }).locator('[aria-current="page"]')).toHaveText('2');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.locator('details', { hasText: 'Kleur' }).getByRole('checkbox').first().check();
    await filters.getByRole('button', { name: 'Toepassen' }).last().click();
    await expect(page).toHaveURL(/properties=[0-9a-f]{32}/);
    await page.close();
  });
});

test('a brand page keeps its brand selected: it cannot be unchecked or cleared', async ({ page, request }) => {
  const brands = await (await request.get('/api/brands')).json() as { id: string; name: string }[];
  const brand = brands.find((b) => b.name.length > 3)!;
  const response = await page.goto(`/brand/${brand.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  await expect(page).toHaveTitle(`${brand.name} | VELD`);
  const count = await page.locator('#listing-count').textContent();
  expect(count).toMatch(/van [\d.]+ resultaten?/);
  await page.goto(`/brand/${brand.id}?min-price=1&max-price=2000`);
  await expect(page.getByRole('list', { name: 'Actieve filters' }).getByRole('link', { name: new RegExp(`^${brand.name} verwijderen`) })).toHaveCount(0);
  await page.getByRole('link', { name: 'Wis alle filters' }).click();
  await expect(page).toHaveURL(`/brand/${brand.id}?manufacturers=${brand.id}`);
  await expect(page.locator('#listing-count')).toHaveText(count!);
});

test('an unknown brand is a 404 @desktop', async ({ page }) => {
  const response = await page.goto('/brand/0123456789abcdef0123456789abcdef');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden: /brand/0123456789abcdef0123456789abcdef');
});
