// The site shell a shopper meets on every page: header, menus, footer, breadcrumbs.
import AxeBuilder from '@axe-core/playwright';
import { categoryWithChildren, expect, test } from './fixtures';

test.describe('header', () => {
  test('has the logo, search, login and cart links and the call-out bar', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'VELD, naar de homepage' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Zoeken', exact: true })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(header.getByRole('link', { name: /Winkelwagen, 0 artikelen/ })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('link', { name: /Gratis verzending vanaf € 75/ })).toHaveAttribute('href', '/klantenservice');
  });

  test("becomes 'scrolled' once the page scrolls past its offset", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header.site-header')).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(page.locator('header.site-header')).toHaveClass(/site-header--scrolled/);
  });

  test('counts the goods in the cart', async ({ page }) => {
    const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string }[] };
    await page.request.post('/api/cart/items', { data: { productId: listing.products[0]!.id, quantity: 3 } });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Winkelwagen, 3 artikelen' })).toBeVisible();
  });
});

test.describe('desktop navigation @desktop', () => {

  test('opens the mega menu on hover, with the advice tile', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('link', { name: 'Dames', exact: true }).hover();
    const panel = page.locator('.main-nav__item', { has: page.getByRole('link', { name: 'Dames', exact: true }) }).locator('.submenu');
    await expect(panel).toBeVisible();
    const tile = panel.getByRole('link', { name: /Maak een afspraak/ });
    await expect(tile).toHaveAttribute('href', '/afspraak-maken');
    // Not an empty box: a line of text and a (decorative) picture that loads.
    await expect(tile).toContainText('Een stylist helpt je met maat');
    const picture = tile.locator('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(panel.getByRole('link', { name: 'Jurken' })).toBeVisible();
    await expect(panel.locator('.submenu__as-link').first()).toHaveText('Bekijk alles');
  });

  test('a submenu opens from the keyboard, not on focus alone; Escape closes it and returns to its item', async ({ page }) => {
    await page.goto('/');
    const dames = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dames', exact: true });
    await dames.focus();
    const panel = page.locator('.main-nav__item').first().locator('.submenu');
    await expect(dames).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(dames).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Nieuw binnen');
    await page.keyboard.press('Escape');
    await expect(dames).toBeFocused();
    await expect(panel).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveText('Nieuw binnen');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeHidden();
  });

  test('lays out a category with more than 7 children in two columns', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dames', exact: true }).hover();
    const kleding = page.locator('.main-nav__item').first().locator('.submenu__group', { has: page.getByRole('link', { name: 'Kleding', exact: true }) });
    await expect(kleding.locator('.submenu__links')).toHaveCSS('column-count', '2');
    const schoenen = page.locator('.main-nav__item').first().locator('.submenu__group', { has: page.getByRole('link', { name: 'Schoenen', exact: true }) });
    await expect(schoenen.locator('.submenu__links')).toHaveCSS('column-count', 'auto');
  });
});

test.describe('mobile menu @mobile', () => {

  test('drills down, steps back, announces and locks scrolling, and returns focus on close', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu openen' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Menu geopend' })).toBeAttached();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    await expect(menu.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Klantenservice' })).toHaveAttribute('href', '/contact/');

    await menu.getByRole('button', { name: 'Dames' }).click();
    await menu.getByRole('button', { name: 'Kleding' }).click();
    await expect(menu.getByRole('link', { name: 'Jurken' })).toBeVisible();
    await menu.getByRole('button', { name: 'Terug' }).click();
    await expect(menu.getByRole('button', { name: 'Kleding' })).toBeVisible();

    await menu.getByRole('button', { name: 'Menu sluiten' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Menu gesloten' })).toBeAttached();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    await expect(button).toBeFocused();
    // The announcement is removed once read (after 1000 ms).
    await expect(page.getByRole('status').filter({ hasText: 'Menu gesloten' })).toHaveCount(0);
  });

  test('closes with Escape and when an item is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Duurzaam' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/Duurzaam\/$/);
  });
});

test.describe('footer', () => {
  test('shows groups with children only, not Showroom, with socials, payment icons and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer.site-footer');
    for (const group of ['Klantenservice', 'Over VELD', 'Populair']) {
      await expect(footer.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(footer.getByText('Showroom')).toHaveCount(0);
    for (const social of ['Facebook', 'Instagram', 'LinkedIn', 'TikTok']) {
      await expect(footer.getByRole('link', { name: social })).toHaveAttribute('target', '_blank');
    }
    const payments = footer.getByRole('list', { name: 'Betaalmethoden' }).getByRole('img');
    await expect(payments).toHaveCount(6);
    for (const name of ['iDEAL', 'Bancontact', 'Apple Pay', 'Klarna', 'Creditcard', 'PayPal']) {
      await expect(footer.getByRole('img', { name })).toBeAttached();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} VELD. Alle rechten voorbehouden.`);
  });

  test('subscribes to the newsletter', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Blijf op de hoogte' });
    // The footer's code loads when the shopper reaches for it (decision 005): once it runs,
    // type. (fill() writes in one go to the element it found, which the live footer replaces.)
    await form.getByLabel('E-mailadres').focus();
    await expect(page.locator('[data-part="footer"][data-live]')).toBeAttached();
    await form.getByLabel('E-mailadres').fill(`test-${Date.now()}@veld.nl`);
    await form.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(form.getByRole('status')).toHaveText('Bedankt voor je inschrijving!');
  });
});

test('breadcrumbs: Home plus the path, the last not a link, with BreadcrumbList data', async ({ page, request }) => {
  const href = await categoryWithChildren(request);
  await page.goto(href);
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  const last = crumbs.locator('li').last();
  await expect(last.getByRole('link')).toHaveCount(0);
  await expect(last.locator('[aria-current="page"]')).toHaveCount(1);
  const data = JSON.parse((await crumbs.locator('script[type="application/ld+json"]').textContent())!);
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: '/' });
});

test.describe('design showcase', () => {
  test('shows every primitive, and the dialog traps and returns focus', async ({ page }) => {
    await page.goto('/components/inputs');
    await expect(page.getByRole('heading', { level: 1, name: 'Formuliervelden' })).toBeVisible();
    await expect(page.getByText('Dit e-mailadres is ongeldig')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('(Optioneel)', { exact: true })).toBeVisible();
    const open = page.getByRole('button', { name: 'Open dialoogvenster' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Maatadvies' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.goto('/components/buttons');
    await expect(page.getByRole('button', { name: 'Bezig…' }).first()).toBeDisabled();
    await page.goto('/stylingViewer');
    await expect(page.getByRole('heading', { name: 'Kleuren' })).toBeVisible();
  });
});

// One test per page: an axe analysis of a full page takes seconds on a busy machine, and
// each must fit its own test time. The header and footer are the same on every page: the
// 404 page checks them with its own. Home, the largest page, is checked in two halves of its
// content blocks.
const SHELL_PAGES: [string, (request: import('@playwright/test').APIRequestContext) => Promise<string>, string?][] = [
  ['home (its first blocks)', async () => '/', 'main .content-page > :nth-child(-n+4)'],
  ['home (its later blocks)', async () => '/', 'main .content-page > :nth-child(n+5)'],
  ['a category listing', categoryWithChildren],
  ['the 404 page', async () => '/bestaat-niet'],
  ['the inputs showcase', async () => '/components/inputs'],
];
for (const [name, pathOf, part] of SHELL_PAGES) {
  test(`no serious or critical accessibility violations on ${name}`, async ({ page, request }) => {
    const path = await pathOf(request);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const axe = new AxeBuilder({ page });
    const results = await (part ? axe.include(part) : axe).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
  });
}
