// The quick search overlay, as a shopper uses it with mouse and keyboard.
import { expect, test } from './fixtures';

const overlay = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Zoeken' });

test('shows the most searched lists under 3 characters, then results, and closes cleanly', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Zoeken', exact: true });
  await button.click();
  const dialog = overlay(page);
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('searchbox', { name: 'Zoek in de winkel' });
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('region', { name: 'Meest gezochte categorieën' }).getByRole('link')).toHaveCount(4);
  await expect(dialog.getByRole('region', { name: 'Meest gezochte merken' }).getByRole('link')).toHaveCount(4);

  await input.fill('li');
  await expect(dialog.getByRole('region', { name: 'Meest gezochte categorieën' })).toBeVisible();
  await input.fill('linnen');
  const products = dialog.getByRole('region', { name: 'Producten' });
  await expect(products.getByRole('listitem')).toHaveCount(5);
  await expect(products.getByRole('link', { name: /^Bekijk alle [\d.]+ resultaten$/ })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(input).toHaveValue('');
});

test('a result click goes to the product and closes the overlay', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  const dialog = overlay(page);
  await dialog.getByRole('searchbox').fill('jurk');
  const first = dialog.getByRole('region', { name: 'Producten' }).getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('.pdp__name')).toBeVisible();
});

test('says so when nothing matches @desktop', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await overlay(page).getByRole('searchbox').fill('qqqzzzxxx');
  await expect(overlay(page).getByText('Geen resultaten voor "qqqzzzxxx"')).toBeVisible();
});

test('submitting a brand name goes to that brand, any other term to the search @desktop', async ({ page, request }) => {
  const brands = await (await request.get('/api/brands')).json() as { id: string; name: string }[];
  const brand = brands[0]!;
  await page.goto('/');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await overlay(page).getByRole('searchbox').fill(brand.name.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/products?manufacturers=${brand.id}`);
  await expect(overlay(page)).toBeHidden();

  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await overlay(page).getByRole('searchbox').fill('wollen trui');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products?search=wollen%20trui');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('wollen trui');
});

test('an outside click closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(overlay(page)).toBeVisible();
  // The overlay itself, not the stand-in shown while its code loads (the panel is replaced).
  await expect(overlay(page)).not.toHaveAttribute('aria-busy', 'true');
  const box = (await page.locator('.quick-search__panel').boundingBox())!;
  await page.mouse.click(box.x + 10, box.y + box.height + 40);
  await expect(overlay(page)).toBeHidden();
});

test('shows the search error snippet when the backend fails @desktop', async ({ page, faults }) => {
  await page.goto('/');
  // The quick search's reads of stock Shopware (POST /search, POST /category) fail.
  await faults.set({ errorRate: 1, match: '/store-api/search' });
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await overlay(page).getByRole('searchbox').fill(`storing${Date.now()}`);
  await expect(overlay(page).getByRole('alert')).toHaveText('Er ging iets mis bij het zoeken. Probeer het later opnieuw.', { timeout: 15_000 });
  await expect(overlay(page).getByRole('region', { name: 'Producten' })).toHaveCount(0);
});
