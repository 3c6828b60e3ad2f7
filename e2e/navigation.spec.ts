// Client-side navigation (client/router/): pages change without a document load, the title
// follows, new pages start at the top, back returns to where the shopper was, and a path
// that fails shows its error inside the shop's frame.
import { categoryWithChildren, expect, markDocument, test } from './fixtures';

test.describe('client-side navigation @desktop', () => {
  test('a link opens the next page in place: same document, its own title, at the top', async ({ page, request }) => {
    const href = await categoryWithChildren(request);
    await page.goto('/');
    const sameDocument = await markDocument(page);
    const homeTitle = await page.title();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.evaluate((to) => {
      // A link the page itself carries (the menu's, whose panel may be closed).
      const link = [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === to)!;
      link.click();
    }, href);
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('#listing-count')).toBeVisible();
    await expect(page).not.toHaveTitle(homeTitle);
    await expect(page).toHaveTitle(/\| VELD$/);
    expect(await sameDocument()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The pressed link went with the old page: focus continues from the new page's content.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('back returns to the scroll position the shopper left, forward to the next page', async ({ page, request }) => {
    await page.goto(await categoryWithChildren(request));
    const card = page.locator('.product-card a').nth(6);
    await card.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(200);
    const product = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(product!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.locator('#listing-count')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await page.goForward();
    await expect(page).toHaveURL(product!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a path that does not exist shows the 404 in the frame, without a document load', async ({ page }) => {
    await page.goto('/');
    const sameDocument = await markDocument(page);
    // A history entry the router has not seen: forward to it is a client-side navigation.
    await page.evaluate(() => window.history.pushState(null, '', '/bestaat-niet-hier'));
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden: /bestaat-niet-hier');
    await expect(page).toHaveTitle('Pagina niet gevonden | VELD');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test('a technical path reached in place redirects in place to its SEO URL', async ({ page, request }) => {
    const href = await categoryWithChildren(request);
    const { categoryId } = await (await request.get(`/api/resolve?path=${encodeURIComponent(href)}`)).json() as { categoryId: string };
    await page.goto('/');
    const sameDocument = await markDocument(page);
    await page.evaluate((id) => window.history.pushState(null, '', `/navigation/${id}`), categoryId);
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('#listing-count')).toBeVisible();
    expect(await sameDocument()).toBe(true);
    // The technical path's entry became the SEO URL's: back leads to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});
