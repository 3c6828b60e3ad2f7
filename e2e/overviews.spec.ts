// Overview pages: the brand index (letter bar, fallback, filter), shop the look (filter,
// pagination, fade, landing pages), the journal (pagination, posts) and a category listing
// on a content page.
import type { Locator, Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures';

/** Distance of an element's top from the top of the window. */
const topOf = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));
const letterSection = (page: Page, id: string) => page.locator(`#merken-${id}`);
const lookLinks = (page: Page) => page.locator('.look-grid .look-card__link');
const blogCards = (page: Page) => page.locator('.blog-grid > li');

test.describe('brands page', () => {
  test('a letter scrolls to its section 100 px below the top and moves focus to its heading', async ({ page }) => {
    await page.goto('/merken');
    const letters = page.getByRole('navigation', { name: 'Merken op letter' });
    await letters.getByRole('link', { name: 'Letter K' }).click();
    const section = letterSection(page, 'k');
    await expect.poll(() => topOf(section)).toBeGreaterThanOrEqual(98);
    await expect.poll(() => topOf(section)).toBeLessThanOrEqual(102);
    await expect(section.getByRole('heading', { name: 'Merken met de K' })).toBeFocused();
    await expect(section.getByRole('link', { name: 'Kade Amsterdam' })).toBeVisible();
    await expect(page).toHaveURL(/#merken-k$/);
  });

  test('letters without brands lead to the next letter with brands, else the previous, pressed or linked', async ({ page }) => {
    await page.goto('/merken');
    const letters = page.getByRole('navigation', { name: 'Merken op letter' });
    await expect(letterSection(page, 'c')).toHaveCount(0);
    // Pressed: C has no brands, D is next.
    await letters.getByRole('link', { name: 'Letter C: geen merken, naar de volgende letter' }).click();
    await expect.poll(() => topOf(letterSection(page, 'd'))).toBeGreaterThanOrEqual(98);
    await expect.poll(() => topOf(letterSection(page, 'd'))).toBeLessThanOrEqual(102);
    await expect(page).toHaveURL(/#merken-d$/);
    await expect(letterSection(page, 'd').getByRole('heading', { name: 'Merken met de D' })).toBeFocused();
    // '#' has none and nothing follows: back to Z.
    await letters.getByRole('link', { name: 'Overige merken: geen merken, naar de volgende letter' }).click();
    await expect(page).toHaveURL(/#merken-z$/);
    await expect(letterSection(page, 'z')).toBeInViewport();

    // C has no brands: the next letter with brands is D (arriving with the link).
    await page.goto('/merken?filter=#merken-c');
    await expect.poll(() => topOf(letterSection(page, 'd'))).toBeGreaterThanOrEqual(98);
    await expect.poll(() => topOf(letterSection(page, 'd'))).toBeLessThanOrEqual(102);
    await expect(page).toHaveURL(/#merken-d$/);
    // A bare letter lands the same way (the index's code reads every form of the fragment).
    await page.goto('/merken#C');
    await expect.poll(() => topOf(letterSection(page, 'd'))).toBeGreaterThanOrEqual(98);
    await expect.poll(() => topOf(letterSection(page, 'd'))).toBeLessThanOrEqual(102);
    await expect(page).toHaveURL(/#merken-d$/);

    // '#' has no brands and no letter follows it: the previous letter with brands is Z (a link
    // within the page).
    await page.evaluate(() => { window.location.hash = 'merken-overig'; });
    await expect(page).toHaveURL(/#merken-z$/);
    await expect(letterSection(page, 'z')).toBeInViewport();
  });

  test('the filter All / Dames / Heren is in the query string and rendered by the server', async ({ page }) => {
    await page.goto('/merken');
    const filters = page.getByRole('form', { name: 'Merken filteren' });
    await expect(filters.getByRole('button', { name: 'Alle', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Maison Vlier' })).toBeVisible();

    await filters.getByRole('button', { name: 'Heren' }).click();
    await expect(page).toHaveURL(/\/merken\?filter=heren$/);
    await expect(filters.getByRole('button', { name: 'Heren' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Maison Vlier' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Atelier Eik' })).toBeVisible();
    // Brands for both stay.
    await expect(page.getByRole('link', { name: 'Noord Atelier' })).toBeVisible();

    await filters.getByRole('button', { name: 'Alle', exact: true }).click();
    await expect(page).toHaveURL(/\/merken$/);
    await expect(page.getByRole('link', { name: 'Maison Vlier' })).toBeVisible();

    const html = await (await page.request.get('/merken?filter=dames')).text();
    expect(html).toMatch(/class="brands__link"[^>]*>Maison Vlier<\/a>/);
    expect(html).not.toMatch(/class="brands__link"[^>]*>Houtman &amp; Zn.<\/a>/);
  });
});

test.describe('shop the look', () => {
  test("look cards show the name and '{n} artikelen' (snippet looks.itemCount); the filter starts again at page 1", async ({ page }) => {
    await page.goto('/shop-the-look?p=2');
    await expect(lookLinks(page)).toHaveCount(12);
    await expect(lookLinks(page).first()).toHaveAccessibleName(/^.+\s*\d+ artikel(en)?$/);
    const filters = page.getByRole('form', { name: 'Looks filteren' });
    await expect(filters.getByRole('button', { name: 'Alle looks' })).toHaveAttribute('aria-pressed', 'true');

    await filters.getByRole('button', { name: 'Dames' }).click();
    await expect(page).toHaveURL(/\/shop-the-look\?gender=dames$/);
    await expect(lookLinks(page).first()).toHaveAccessibleName(/^Zomerse linnen look\s*\d artikel(en)?$/);
    await expect(page.getByRole('link', { name: /Casual weekend look/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Paginering' })).toBeVisible();

    await filters.getByRole('button', { name: 'Heren' }).click();
    await expect(page).toHaveURL(/\?gender=heren$/);
    await expect(lookLinks(page).first()).toHaveAccessibleName(/^Casual weekend look\s*\d artikel(en)?$/);
  });

  test('pagination: 12 a page, previous disabled on page 1, next goes to page 2', async ({ page }) => {
    await page.goto('/shop-the-look');
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    await expect(pagination.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    const first = await lookLinks(page).first().getAttribute('href');
    await pagination.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/\/shop-the-look\?p=2$/);
    await expect(lookLinks(page).first()).not.toHaveAttribute('href', first!);
    await expect(lookLinks(page)).toHaveCount(12);
  });

  test('reloading fades the looks out behind a spinner, then shows the new ones', async ({ page }) => {
    await page.goto('/shop-the-look');
    // The new looks are held until the spinner has been seen: the reload lasts as long as the
    // test needs to look at it, instead of a race against a 300 ms fade.
    const release = await holdRequests(page, '**/api/looks/getAllLooks');
    await page.getByRole('form', { name: 'Looks filteren' }).getByRole('button', { name: 'Heren' }).click();
    const spinner = page.getByRole('status').filter({ hasText: 'Looks worden geladen' });
    await expect(spinner).toBeVisible();
    await expect(page.locator('.look-grid')).toHaveClass(/is-fading/);
    release();
    await expect(spinner).toBeHidden();
    await expect(page.locator('.look-grid')).not.toHaveClass(/is-fading/);
    await expect(lookLinks(page).first()).toHaveAccessibleName(/^Casual weekend look/);
  });

  test('a failure to load looks stops loading and shows no message @desktop', async ({ page }) => {
    await page.goto('/shop-the-look');
    const before = await lookLinks(page).first().getAttribute('href');
    // The failures are held until the spinner has been seen: a race against a quick failure
    // and its one retry was lost on a busy machine.
    const release = await holdRequests(page, '**/api/looks/getAllLooks', (route) => route.fulfill({ status: 502, json: { error: 'Backend unavailable', message: 'down' } }));
    await page.getByRole('form', { name: 'Looks filteren' }).getByRole('button', { name: 'Dames' }).click();
    const spinner = page.getByRole('status').filter({ hasText: 'Looks worden geladen' });
    await expect(spinner).toBeVisible();
    release();
    // Loading stops (after the one retry); the looks on screen stay.
    await expect(spinner).toHaveCount(0);
    await expect(page.locator('.looks-overview__results')).toHaveAttribute('aria-busy', 'false');
    await expect(lookLinks(page).first()).toHaveAttribute('href', before!);
    await expect(page.locator('.looks-overview').getByRole('alert')).toHaveCount(0);
  });

  test('a look opens its landing page with name, cover, breadcrumbs and products', async ({ page }) => {
    await page.goto('/shop-the-look');
    const card = lookLinks(page).first();
    const name = (await card.locator('.look-card__name').textContent())!;
    const count = Number((await card.locator('.look-card__count').textContent())!.match(/\d+/)![0]);
    await card.click();
    await expect(page).toHaveURL(/\/look\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(count === 1 ? `${count} artikel` : `${count} artikelen`, { exact: true })).toBeVisible();
    await expect(page.locator('.landing__products .product-card')).toHaveCount(count);
    await expect(page.locator('.landing__cover img')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.getByText(name)).toHaveAttribute('aria-current', 'page');
    // The server names the page after the look.
    await page.goto(page.url());
    await expect(page).toHaveTitle(`${name} | VELD`);
  });

  test('the USP slides below the looks show on desktop @desktop', async ({ page }) => {
    await page.goto('/shop-the-look');
    // Their code loads as they come near the viewport.
    await page.locator('.look-usps').scrollIntoViewIfNeeded();
    const usps = page.locator('.look-usps').getByRole('region', { name: 'Waarom VELD' });
    await expect(usps).toBeVisible();
    await expect(usps.getByRole('group')).toHaveCount(3);
  });

  test('the USP slides are for desktop only @mobile', async ({ page }) => {
    await page.goto('/shop-the-look');
    await page.getByRole('navigation', { name: 'Paginering' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.look-usps')).toBeHidden();
    await expect(page.locator('.look-usps [role=region]')).toHaveCount(0);
  });
});

test.describe('journal', () => {
  test('9 posts a page; the next page is ?p=2 and starts at the top', async ({ page }) => {
    await page.goto('/blog');
    await expect(blogCards(page)).toHaveCount(9);
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    await expect(pagination.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    const first = await blogCards(page).first().getByRole('link').textContent();
    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/\/blog\?p=2$/);
    await expect(blogCards(page).first().getByRole('link')).not.toHaveText(first!);
    await expect(pagination.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Dates read dd-mm-yyyy.
    await expect(blogCards(page).first().locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  });

  test('a page out of range says so and links to the first page @desktop', async ({ page }) => {
    await page.goto('/blog?p=40');
    await expect(blogCards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Naar de nieuwste verhalen' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blogCards(page)).toHaveCount(9);
  });

  test('a post opens from the overview with its body and related posts', async ({ page }) => {
    await page.goto('/blog');
    const link = blogCards(page).first().getByRole('link');
    const title = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.blog-post__body .rich-text p').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lees ook' })).toBeVisible();
    await page.goto(page.url());
    await expect(page).toHaveTitle(`${title} | VELD`);
  });

  test('an unknown post is not found @desktop', async ({ page }) => {
    const response = await page.goto('/blog/bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden: /blog/bestaat-niet');
  });
});

/** An <a> with this href and accessible label, in either attribute order. */
function linkTo(href: string, label: string): RegExp {
  const h = `href="${href.replace(/[?]/g, '\\?')}"`;
  const l = `aria-label="${label}"`;
  return new RegExp(`<a [^>]*(${h}[^>]*${l}|${l}[^>]*${h})`);
}

test.describe('server render @desktop', () => {
  test('filters and pages are plain forms and links in the HTML, with the state of the URL', async ({ request }) => {
    const brands = await (await request.get('/merken?filter=heren')).text();
    const form = brands.match(/<form class="filter-buttons"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/merken"');
    expect(brands).toMatch(/<button type="submit" value="heren" class="filter-button" aria-pressed="true" name="filter">/);
    expect(brands).toMatch(/class="brands__link"[^>]*>Atelier Eik<\/a>/);
    expect(brands).not.toMatch(/class="brands__link"[^>]*>Maison Vlier<\/a>/);

    const journal = await (await request.get('/blog?p=2')).text();
    const second = await (await request.get('/api/blogs/getAllBlogs?page=2&limit=9')).json() as { blogs: { title: string }[] };
    expect(journal.match(/<article class="blog-card">/g)).toHaveLength(second.blogs.length);
    expect(journal).toMatch(linkTo('/blog', 'Pagina 1'));
    expect(journal).toMatch(/aria-current="page">2</);

    const looks = await (await request.get('/shop-the-look?gender=heren&p=2')).text();
    expect(looks).toMatch(/<button type="submit" value="heren" class="filter-button" aria-pressed="true" name="gender">/);
    expect(looks.match(/class="look-card__link"/g)).toHaveLength(3);
    expect(looks).toMatch(linkTo('/shop-the-look?gender=heren', 'Pagina 1'));
  });
});

test.describe('product listing block', () => {
  test('a category named by its path lists its products on a content page', async ({ page }) => {
    await page.goto('/jurkenedit');
    await expect(page.getByRole('heading', { level: 2, name: 'Alle jurken' })).toBeVisible();
    await expect(page.locator('.product-listing-block .product-grid .product-card').first()).toBeVisible();
    await expect(page.locator('#listing-count')).toHaveText(/van [\d.]+ resultaten?/);
  });
});
