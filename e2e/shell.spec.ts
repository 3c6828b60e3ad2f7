// The site shell a shopper meets on every page: header, menus, footer, breadcrumbs.
import type { Browser, TestInfo, ViewportSize } from '@playwright/test';
import { categoryWithChildren, expect, refuseConsent, test, testClientAddress } from './fixtures';
import { seriousViolations, violations } from './axe';

test.describe('header', () => {
  test('has the logo, search, login and cart links and the call-out bar', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'VELD, naar de homepage' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Zoeken', exact: true })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(header.getByRole('link', { name: /Winkelwagen, 0 artikelen/ })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('link', { name: /Gratis verzending vanaf € 75/ })).toHaveAttribute('href', '/klantenservice');
  });

  test('shows the account icon at every width, and the call-out bar in a landmark of its own', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header.site-header').getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await expect(page.locator('header.site-header').getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    const callout = page.getByRole('complementary', { name: 'Aankondiging' });
    await expect(callout.getByRole('link', { name: /Gratis verzending vanaf € 75/ })).toBeVisible();
    // axe's 'region': no content outside a landmark (the bar was, on every page).
    expect(await violations(page, '/', { rules: ['region'] })).toEqual([]);
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
    await nav.getByRole('button', { name: 'Dames', exact: true }).hover();
    const panel = page.locator('.main-nav__item', { has: page.getByRole('button', { name: 'Dames', exact: true }) }).locator('.submenu');
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

  test('a submenu is a disclosure button: Enter, Space or a click opens it, Tab goes in, Escape closes it and returns', async ({ page }) => {
    await page.goto('/');
    const dames = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Dames', exact: true });
    const panel = page.locator('.main-nav__item').first().locator('.submenu');
    await dames.focus();
    // Focus alone opens nothing.
    await expect(dames).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(dames).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Tab walks into the open panel: first the category's own page.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Alles in Dames');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/Dames/');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Nieuw binnen');
    await page.keyboard.press('Escape');
    await expect(dames).toBeFocused();
    await expect(dames).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await page.keyboard.press(' ');
    await expect(panel).toBeVisible();
    await page.keyboard.press(' ');
    await expect(panel).toBeHidden();
    // Focus leaving the item closes it.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeHidden();
    // Closed, Tab goes on to the next top item, past the panel's links.
    await dames.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Heren', exact: true })).toBeFocused();
  });

  test('a click on a top item opens its panel, and its first link goes to the category', async ({ page }) => {
    await page.goto('/');
    const heren = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Heren', exact: true });
    await heren.click();
    await expect(heren).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('.main-nav__item', { has: page.getByRole('button', { name: 'Heren', exact: true }) }).locator('.submenu');
    await panel.getByRole('link', { name: 'Alles in Heren' }).click();
    await expect(page).toHaveURL(/\/Heren\/$/);
  });

  test('a panel\'s links are the page\'s markup until the shopper points at the menu; the first click on one routes within the page', async ({ page }) => {
    const treeReads: string[] = [];
    page.on('request', (request) => { if (new URL(request.url()).pathname === '/api/navigation/main') treeReads.push(request.url()); });
    await page.goto('/');
    // The page's state carries the menu's top level only: hydrating needs no read of the tree.
    expect(treeReads).toEqual([]);
    await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
    const treeRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/navigation/main');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Dames', exact: true }).hover();
    expect((await treeRead).status()).toBe(200);
    const panel = page.locator('.main-nav__item', { has: page.getByRole('button', { name: 'Dames', exact: true }) }).locator('.submenu');
    await panel.getByRole('link', { name: 'Jurken', exact: true }).click();
    await expect(page).toHaveURL(/\/Dames\/Kleding\/Jurken\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jurken' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('lays out a category with more than 7 children in two columns', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Dames', exact: true }).hover();
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

/** A page without JavaScript at the project's width, for the test's client, the cookie choice made. */
async function pageWithoutScript({ browser, baseURL, viewport }: { browser: Browser; baseURL: string | undefined; viewport: ViewportSize | null }, testInfo: TestInfo) {
  const context = await browser.newContext({
    javaScriptEnabled: false, baseURL: baseURL!, viewport, extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(testInfo) },
  });
  await refuseConsent(context, baseURL!);
  return context.newPage();
}

test.describe('without JavaScript', () => {
  test('the search button opens a search field that finds products', async ({ browser, baseURL, viewport }, testInfo) => {
    const page = await pageWithoutScript({ browser, baseURL, viewport }, testInfo);
    await page.goto('/');
    const header = page.locator('header.site-header');
    // The overlay's button needs the page's code: its stand-in is the one a shopper sees.
    await expect(header.getByRole('button', { name: 'Zoeken', exact: true })).toHaveCount(0);
    await header.locator('summary[aria-label="Zoeken"]').click();
    const search = header.getByRole('search');
    await search.getByRole('searchbox', { name: 'Zoek in de winkel' }).fill('jurk');
    await search.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/products\?search=jurk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor “jurk”');
    await page.context().close();
  });

  test('the menu button opens the menu on a phone, two levels deep @mobile', async ({ browser, baseURL, viewport }, testInfo) => {
    const page = await pageWithoutScript({ browser, baseURL, viewport }, testInfo);
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('button', { name: 'Menu openen' })).toHaveCount(0);
    await header.locator('summary[aria-label="Menu openen"]').click();
    const menu = header.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Duurzaam' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Klantenservice' })).toHaveAttribute('href', '/contact/');
    await menu.locator('summary', { hasText: 'Dames' }).click();
    await expect(menu.getByRole('link', { name: 'Alles in Dames' })).toHaveAttribute('href', '/Dames/');
    await menu.getByRole('link', { name: 'Kleding', exact: true }).click();
    await expect(page).toHaveURL(/\/Dames\/Kleding\/$/);
    await page.context().close();
  });

  test('a submenu shows when focus is inside its item @desktop', async ({ browser, baseURL, viewport }, testInfo) => {
    const page = await pageWithoutScript({ browser, baseURL, viewport }, testInfo);
    await page.goto('/');
    const dames = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Dames', exact: true });
    await dames.focus();
    const panel = page.locator('.main-nav__item', { has: page.getByRole('button', { name: 'Dames', exact: true }) }).locator('.submenu');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Alles in Dames');
    await page.context().close();
  });
});

test.describe('checkout', () => {
  test('is focused: logo back to the shop, help and the legal links, no menu, search or newsletter', async ({ page }) => {
    const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string }[] };
    expect((await page.request.post('/api/cart/items', { data: { productId: listing.products[0]!.id, quantity: 1 } })).ok()).toBe(true);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afrekenen');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'VELD, naar de homepage' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Hulp nodig? Neem contact op' })).toHaveAttribute('href', '/contact/');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu openen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zoeken', exact: true })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Aankondiging' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Blijf op de hoogte' })).toHaveCount(0);
    const legal = page.locator('footer').getByRole('navigation', { name: 'Service en voorwaarden' });
    await expect(legal.getByRole('link', { name: 'Klantenservice' })).toHaveAttribute('href', '/contact/');
    await expect(legal.getByRole('link', { name: 'Algemene voorwaarden' })).toBeVisible();
    await expect(legal.getByRole('link', { name: 'Privacybeleid' })).toHaveAttribute('href', '/privacybeleid');
    await expect(legal.getByRole('link', { name: 'Cookie-instellingen' })).toBeVisible();

    // The logo leads back into the whole shop.
    await header.getByRole('link', { name: 'VELD, naar de homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('form', { name: 'Blijf op de hoogte' })).toBeVisible();
    await expect(page.locator('header.site-header').getByRole('button', { name: 'Zoeken', exact: true })).toBeVisible();
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

  test('subscribes to the newsletter @desktop', async ({ page }) => {
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

test('breadcrumbs: Home plus the path, the last not a link, with BreadcrumbList data @desktop', async ({ page, request }) => {
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
  ['search results', async () => '/products?search=jurk'],
  ['the inputs showcase', async () => '/components/inputs'],
];
for (const [name, pathOf, part] of SHELL_PAGES) {
  test(`no serious or critical accessibility violations on ${name}`, async ({ page, request }) => {
    const path = await pathOf(request);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, path, part ? { include: part } : {})).toEqual([]);
  });
}

test('no serious or critical accessibility violations on the cart and the focused checkout, header and footer included', async ({ page }) => {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string }[] };
  await page.request.post('/api/cart/items', { data: { productId: listing.products[0]!.id, quantity: 1 } });
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expect(await seriousViolations(page, path, { exclude: 'main form.checkout__form' })).toEqual([]);
  }
});
