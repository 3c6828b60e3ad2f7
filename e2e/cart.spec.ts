// The cart page: quantities, promotion codes (valid and not), removal and the empty state.
import { promotionCodesThenEmpty } from './cart-steps';
import { expect, refuseConsent, test, testClientAddress } from './fixtures';

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

test('a shopper without a cart sees the empty state @desktop', async ({ page }) => {
  const response = await page.goto('/cart');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
});

test('a cart line links to its product @desktop', async ({ page }) => {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; name: string }[] };
  const product = listing.products[0]!;
  expect((await page.request.post('/api/cart/items', { data: { productId: product.id, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Artikelen' }).getByRole('listitem').first();
  const name = (await line.locator('.cart-line__name').textContent())!;
  // One link per line for the keyboard and a screen reader: the name (the picture repeats it for a pointer).
  await expect(line.getByRole('link')).toHaveCount(1);
  await line.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).not.toHaveURL(/\/detail\//);
});

test.describe('without JavaScript', () => {
  test('quantity and removal are forms that post and come back to the cart @desktop', async ({ browser, baseURL, viewport }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false, baseURL: baseURL!, viewport, extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(testInfo) },
    });
    await refuseConsent(context, baseURL!);
    const page = await context.newPage();
    const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string }[] };
    expect((await page.request.post('/api/cart/items', { data: { productId: listing.products[0]!.id, quantity: 1 } })).ok()).toBe(true);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winkelwagen (1)');
    const line = page.getByRole('list', { name: 'Artikelen' }).getByRole('listitem').first();
    await line.getByLabel('Aantal').selectOption('3');
    await line.getByRole('button', { name: 'Bijwerken' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winkelwagen (3)');
    await expect(line.getByLabel('Aantal')).toHaveValue('3');

    const lineId = await line.locator('input[name="lineId"]').first().inputValue();
    await line.getByRole('button', { name: /verwijderen$/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();

    // The same removal once more (a second press, a form sent again): the cart as it is, no error.
    const again = await page.request.post('/cart/remove', { form: { lineId }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe('/cart');
    // A form from another site changes nothing (same-origin check).
    const foreign = await page.request.post('/cart/quantity', { form: { lineId, quantity: '2' }, headers: { origin: 'https://elders.example' }, maxRedirects: 0 });
    expect(foreign.status()).toBe(403);
    await context.close();
  });
});
