// An order as the shopper reads it (#32): its state in words that are true for them (an order
// whose payment was broken off waits for the payment and offers to pay again, never "Open ·
// Betaling: Geannuleerd"), and each line with its product's image, on the order page, in the
// list of orders (a glance at what was in it) and on the success page.
import { customerWithCart } from './account-steps';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

test('a broken-off payment: the order waits for it, says so, and is paid again from its page', async ({ page }) => {
  await customerWithCart(page);
  const context = await (await page.request.get('/api/checkout/context')).json() as { shippingMethodId: string; paymentMethods: { id: string; name: string }[] };
  const placed = await page.request.post('/api/checkout/order', { data: {
    shippingMethodId: context.shippingMethodId, paymentMethodId: context.paymentMethods.find((m) => /PayPal/.test(m.name))!.id, acceptedTerms: 'on',
  } });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId, redirectUrl } = await placed.json() as { orderId: string; redirectUrl: string };
  // At the provider (the demo backend's page, not the shop's: the fixture's goto would wait for
  // the shop's hydration) the shopper breaks the payment off.
  await page.goto('/account');
  await page.evaluate((url) => { window.location.assign(url); }, redirectUrl);
  await expect(page.getByRole('heading', { name: 'PayPal (demo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(/\/checkout\/failed\?orderId=/);

  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByText(/· Wacht op je betaling · Betaling: niet gelukt$/)).toBeVisible();
  await expect(page.getByText('Geannuleerd')).toHaveCount(0);
  const notice = page.locator('.notice--warning');
  await expect(notice).toContainText('De betaling van deze bestelling is niet gelukt. Je kunt opnieuw betalen');
  // Each line with its product's image, beside its name.
  const line = page.getByRole('table').first().getByRole('row').nth(1);
  await expect(line.locator('img.order-lines__image')).toHaveAttribute('src', /.+/);
  expect(await line.locator('img.order-lines__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await seriousViolations(page, 'the order page', { include: 'main' })).toEqual([]);

  await page.getByRole('link', { name: 'Alle bestellingen' }).first().click();
  const row = page.getByRole('row').filter({ hasText: 'Wacht op je betaling' }).filter({ hasText: 'Niet gelukt' });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.order-table__images img')).toHaveCount(1);

  await page.goto(`/account/orders/${orderId}`);
  await notice.getByRole('link', { name: 'Opnieuw betalen' }).click();
  const pay = page.getByRole('form', { name: 'Opnieuw betalen' });
  await pay.getByRole('radio', { name: /Creditcard/ }).check();
  await pay.getByRole('button', { name: /betalen$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  // The success page shows the lines with their images too.
  await expect(page.locator('img.order-lines__image').first()).toHaveAttribute('src', /.+/);

  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByText(/· Ontvangen · Betaling: betaald$/)).toBeVisible();
  await expect(page.locator('.notice--warning')).toHaveCount(0);
});
