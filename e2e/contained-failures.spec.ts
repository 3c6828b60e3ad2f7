// A part that loads on its own fails alone (decision 013): the navigation's or the footer's
// read failing in the browser, or the footer's code not loading, leaves a quiet gap and a log
// line, and the rest of the page — its content, the header, client-side navigation — works.
import type { Page } from '@playwright/test';
import { categoryWithChildren, expect, markDocument, test } from './fixtures';

/**
 * Leaves a query out of the state the document hands the browser, as when the server's read
 * failed: the browser then reads it itself (and meets the test's fault).
 */
async function leaveOutOfDocument(page: Page, queryHash: string) {
  await page.addInitScript((hash) => {
    type State = { queries: { queryHash: string }[] };
    const without = (state: State) => ({ ...state, queries: state.queries.filter((q) => q.queryHash !== hash) });
    let value: unknown;
    Object.defineProperty(window, '__RQ', {
      configurable: true,
      get: () => value,
      set(next: { push(state: State): unknown }) {
        const push = next.push.bind(next);
        next.push = (state: State) => push(without(state));
        value = next;
      },
    });
  }, queryHash);
}

function logLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') lines.push(m.text()); });
  return lines;
}

test.describe('a part fails alone @desktop', () => {
  // The page's HTML has the menu but its state does not (as if the read failed after the
  // render): the menu's boundary cannot hydrate, which React reports as the recoverable error
  // #422 ("error while hydrating this Suspense boundary", here once the page changes). A read
  // that fails on the server renders the boundary's fallback instead, which hydrates without it.
  test.describe(() => {
    test.use({ expectedPageError: /Minified React error #422;/ });
    test('the main navigation failing in the browser leaves the header and the page working', async ({ page, faults, request }) => {
      const href = await categoryWithChildren(request);
      // The page carries the menu's top level (the whole tree never is in it): without it, the
      // browser reads the tree, which fails.
      await leaveOutOfDocument(page, '["navigation","main","top"]');
      await faults.inBrowser('/api/navigation/main');
      const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().startsWith('Main navigation failed to load'));
      await page.goto('/');
      await logged;
      await expect(page.locator('#error-title')).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'VELD, naar de homepage' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Zoeken' })).toBeVisible();
      await expect(page.locator('footer.site-footer')).toBeVisible();
      // Client-side navigation still works.
      const sameDocument = await markDocument(page);
      await page.evaluate((to) => history.pushState(null, '', to), href);
      await page.goBack();
      await page.goForward();
      await expect(page.locator('#listing-count')).toBeVisible();
      expect(await sameDocument()).toBe(true);
    });
  });

  test('the footer links failing in the browser leave the rest of the footer and the page working', async ({ page, faults }) => {
    await leaveOutOfDocument(page, '["navigation","footer"]');
    await faults.inBrowser('/api/navigation/footer');
    const lines = logLines(page);
    await page.goto('/');
    // The shopper reaches for the footer: its code loads, and its links cannot be read.
    const footer = page.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.hover();
    await expect(page.locator('[data-part="footer"][data-live]')).toBeAttached();
    await expect.poll(() => lines.some((l) => l.startsWith('Footer navigation failed to load'))).toBe(true);
    await expect(footer.locator('.footer__group')).toHaveCount(0);
    await expect(footer.locator('form')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(page.locator('#error-title')).toHaveCount(0);
  });

  test("the footer's code not loading leaves its server HTML's place quiet and the page working", async ({ page, request }) => {
    const href = await categoryWithChildren(request);
    await page.route(/\/assets\/Footer-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const lines = logLines(page);
    await page.goto('/');
    await page.locator('footer.site-footer').hover();
    await expect.poll(() => lines.some((l) => l.startsWith('Part failed to load: footer'))).toBe(true);
    await expect(page.locator('#error-title')).toHaveCount(0);
    const sameDocument = await markDocument(page);
    await page.evaluate((to) => {
      [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === to)!.click();
    }, href);
    await expect(page.locator('#listing-count')).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });
});
