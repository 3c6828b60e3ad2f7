// What a shopper does before a part's code runs ends exactly as it would after (#17): a press
// on an empty contact form, typing straight after opening the quick search, an image that
// fails before hydration; and a part's data-live marks the part live, not its server markup.
// Short states are held open (the code's request is held), never raced (decision 008).
import type { Page } from '@playwright/test';
import { expect, holdRequests, openBeforeCode, test } from './fixtures';

/** Counts the browser's own checks (an 'invalid' event comes with its 'Please fill out this field.'). */
async function countNativeChecks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { nativeChecks: number };
    w.nativeChecks = 0;
    document.addEventListener('invalid', () => { w.nativeChecks++; }, true);
  });
  return () => page.evaluate(() => (window as unknown as { nativeChecks: number }).nativeChecks);
}

// The spec's messages ('First name is required', …, 'Form validation failed') in the shop's
// Dutch snippets (contact.message.*).
const FORM_MESSAGES = ['Vul je voornaam in', 'Vul je achternaam in', 'Vul je telefoonnummer in', 'Vul je e-mailadres in',
  'Vul je bericht in', 'Ga akkoord met het privacybeleid'];

async function expectFormOwnMessages(page: Page) {
  const form = page.getByRole('form', { name: 'Stuur ons een bericht' });
  await expect(form.getByRole('alert')).toHaveText('Controleer de gemarkeerde velden');
  for (const message of FORM_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Voornaam')).toBeFocused();
  await expect(page).toHaveURL(/\/contact\/$/);
}

test.describe('contact form: the first press on an empty form', () => {
  test('before the page’s code runs, it gives the form’s own messages, not the browser’s @desktop', async ({ page }) => {
    const release = await openBeforeCode(page, '/contact/');
    const nativeChecks = await countNativeChecks(page);
    await page.getByRole('button', { name: 'Versturen' }).click();
    expect(await nativeChecks()).toBe(0);
    await release();
    await expectFormOwnMessages(page);
    expect(await nativeChecks()).toBe(0);
  });

  test('while the form’s own code is still on its way, it gives the same messages @desktop', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/ContactForm-[\w-]+\.js$/);
    await page.goto('/contact/');
    const nativeChecks = await countNativeChecks(page);
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.locator('[data-part="ContactForm"][data-live]')).toHaveCount(0);
    expect(await nativeChecks()).toBe(0);
    release();
    await expect(page.locator('[data-part="ContactForm"][data-live]')).toBeAttached();
    await expectFormOwnMessages(page);
    expect(await nativeChecks()).toBe(0);
  });

  test('a later press gives the same result as the first', async ({ page }) => {
    await page.goto('/contact/');
    await page.getByLabel('Voornaam').focus();
    await expect(page.locator('[data-part="ContactForm"][data-live]')).toBeAttached();
    const nativeChecks = await countNativeChecks(page);
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expectFormOwnMessages(page);
    expect(await nativeChecks()).toBe(0);
  });
});

test.describe('quick search: typing straight after opening it the first time', () => {
  test('keeps every character typed while its code loads, then searches for it', async ({ page }) => {
    await page.goto('/');
    const release = await holdRequests(page, /\/assets\/QuickSearch-[\w-]+\.js$/);
    const button = page.getByRole('button', { name: 'Zoeken', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    // No waiting for anything: the keystrokes follow the press as a fast shopper's do.
    await page.keyboard.type('linnen');
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });
    await expect(dialog.getByRole('searchbox')).toHaveValue('linnen');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    release();
    const input = dialog.getByRole('searchbox', { name: 'Zoek in de winkel' });
    await expect(dialog).not.toHaveAttribute('aria-busy', 'true');
    await expect(input).toHaveValue('linnen');
    await expect(input).toBeFocused();
    // Focus kept: the next keystroke lands in the field.
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await expect(input).toHaveValue('linnenx');
    await page.keyboard.press('Backspace');
    await expect(dialog.getByRole('region', { name: 'Producten' }).getByRole('listitem')).toHaveCount(5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('quick search: Enter pressed while its code loads submits what was typed', async ({ page }) => {
  await page.goto('/');
  const release = await holdRequests(page, /\/assets\/QuickSearch-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await page.keyboard.type('wollen trui');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Zoeken' })).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL('/products?search=wollen%20trui');
  await expect(page.getByRole('dialog', { name: 'Zoeken' })).toBeHidden();
});

test.describe('product images that fail before hydration', () => {
  test('show the no-image placeholder once the page runs, never the broken icon over the badges @desktop', async ({ page }) => {
    await page.route(/\/media\/product\//, (route) => route.abort());
    const release = await openBeforeCode(page, '/products?search=jurk');
    // Before the code: the head's script noted every failure (CSS covers the broken icon).
    const failed = page.locator('.product-card img[data-failed]');
    await expect.poll(() => failed.count()).toBeGreaterThan(0);
    const failedBefore = await failed.count();
    await release();
    await expect(failed).toHaveCount(0);
    await expect.poll(() => page.locator('.product-card .no-image').count()).toBeGreaterThanOrEqual(failedBefore);
    await expect(page.locator('.product-card .no-image').first()).toHaveAccessibleName('Geen afbeelding beschikbaar');
    // Images that load (or fail) later, on scroll, end the same way.
    await page.locator('.product-card').last().scrollIntoViewIfNeeded();
    await expect.poll(async () => page.locator('.product-card img').evaluateAll((imgs) =>
      imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).length)).toBe(0);
  });
});

test.describe('data-live', () => {
  test('is never written by the server: a part is live only once its code runs @desktop', async ({ page, request }) => {
    const html = await (await request.get('/contact/', { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(html).toContain('data-part="footer"');
    expect(html).not.toContain('data-live');
    await page.goto('/contact/');
    const footer = page.locator('[data-part="footer"]');
    await expect(footer).toBeAttached();
    await expect(footer).not.toHaveAttribute('data-live');
    await footer.getByRole('link').first().hover();
    await expect(footer).toHaveAttribute('data-live', '');
  });
});
