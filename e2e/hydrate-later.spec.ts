import { expect, holdRequests, markDocument, test } from './fixtures';

// Parts that hydrate later (client/components/ui/HydrateLater.tsx, decision 005): until the
// shopper reaches for them they are the server's markup; what the shopper does meanwhile is
// not lost. Each test holds a part's chunk back to act on the markup, then lets it load.

test('a block costs no JavaScript until the shopper reaches for it', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => { if (/\/assets\/Content-[\w-]+\.js$/.test(r.url())) loaded.push(r.url()); });
  await page.goto('/over-veld');
  const story = page.locator('[data-part="Content"]').first();
  await expect(story).toBeAttached();
  expect(loaded).toEqual([]);
  await story.getByRole('link').first().hover();
  await expect.poll(() => loaded.length).toBe(1);
});

test('a site link clicked before its block is live routes in the app, without a full page load', async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/Content-[\w-]+\.js$/);
  await page.goto('/over-veld');
  const sameDocument = await markDocument(page);
  await page.getByRole('link', { name: 'hoe we kiezen' }).click();
  release();
  await expect(page).toHaveURL(/\/duurzaamheid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minder, maar beter' })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test('what was typed into the contact form before its code arrived stays @desktop', async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/ContactForm-[\w-]+\.js$/);
  await page.goto('/contact/');
  const form = page.getByRole('form', { name: 'Stuur ons een bericht' });
  await form.getByLabel('Voornaam').fill('Sanne');
  await form.getByLabel('Achternaam').fill('de Vries');
  await expect(form).not.toHaveAttribute('data-enhanced', 'true');
  release();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await expect(form.getByLabel('Voornaam')).toHaveValue('Sanne');
  await expect(form.getByLabel('Achternaam')).toHaveValue('de Vries');
  await expect(form.getByLabel('Achternaam')).toBeFocused();
});

test.describe('the cookie banner, not yet chosen', () => {
  test.use({ consent: 'ask' });

  test('a press begun on the markup and ended on the live part counts: the disclosure opens', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/ConsentBanner-[\w-]+\.js$/);
    await page.goto('/');
    const summary = page.locator('.consent summary');
    const box = (await summary.boundingBox())!;
    // Pointing at it wakes the part; the button goes down on the server's markup…
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // …the code arrives and the live part replaces the markup while the button is still down…
    release();
    await expect(page.locator('[data-part="consent"][data-live]')).toBeAttached();
    // …and the release ends the press on the live part.
    await page.mouse.up();
    await expect(page.locator('.consent details')).toHaveAttribute('open', '');
    await expect(page.getByRole('checkbox', { name: 'Analytisch' })).toBeVisible();
  });
});
