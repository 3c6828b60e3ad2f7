// Steps on the product page that more than one journey takes.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Chooses a size as a shopper does (the first one offered, or `name`) when the product has
 * sizes: the shop adds nothing before one is chosen (shared/catalogue/size-choice.ts).
 */
export async function chooseSize(page: Page, name?: string): Promise<void> {
  const sizes = page.getByRole('group', { name: /^(Maat|Kies je maat)/ });
  if (await sizes.count() === 0) return;
  const option = name ? sizes.getByRole('link', { name, exact: true }) : sizes.getByRole('link').first();
  const chosen = name ?? (await option.innerText()).trim();
  await option.click();
  await expect(page.getByRole('group', { name: `Maat: ${chosen}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]maat=${encodeURIComponent(chosen).replace(/%20/g, '\\+')}(&|$)`));
}
