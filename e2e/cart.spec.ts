// The cart page: quantities, promotion codes (valid and not), removal and the empty state.
import { promotionCodesThenEmpty } from './cart-steps';
import { expect, test } from './fixtures';

test('change quantity, apply an invalid and a valid promotion code, remove the line, see the empty state', async ({ page }) => {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string }[] };
  const added = await page.request.post('/api/cart/items', { data: { productId: listing.products[0]!.id, quantity: 1 } });
  expect(added.ok()).toBe(true);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winkelwagen (1)');
  const line = page.getByRole('list', { name: 'Artikelen' }).getByRole('listitem').first();
  const unit = await line.locator('.cart-line__unit').textContent();

  await line.getByLabel('Aantal').selectOption('2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winkelwagen (2)');
  await expect(page.getByRole('link', { name: 'Winkelwagen, 2 artikelen' })).toBeVisible();
  const unitValue = Number(unit!.replace(/[^\d,]/g, '').replace(',', '.'));
  await expect(line.locator('.cart-line__total')).toHaveText(new RegExp((unitValue * 2).toFixed(2).replace('.', ',')));

  await promotionCodesThenEmpty(page, line);
});

test('a shopper without a cart sees the empty state', async ({ page }) => {
  const response = await page.goto('/cart');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
});
