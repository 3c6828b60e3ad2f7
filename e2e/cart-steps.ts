// Steps on the cart page that more than one journey takes.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** An unknown code and then WELKOM10, with the cart's own messages; then the line goes and the cart is empty. */
export async function promotionCodesThenEmpty(page: Page, line: Locator) {
  const promotion = page.getByRole('form', { name: 'Kortingscode toevoegen' });
  await promotion.getByLabel('Kortingscode', { exact: true }).fill('NOPE');
  await promotion.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByRole('alert')).toHaveText('De kortingscode NOPE bestaat niet.');
  await promotion.getByLabel('Kortingscode', { exact: true }).fill('WELKOM10');
  await promotion.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De korting is toegepast.' })).toBeVisible();
  await expect(page.locator('.cart__promotion')).toBeVisible();

  await line.getByRole('button', { name: /verwijderen$/ }).click();
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible();
}
