// Deploy skew (decision 013): a page opened before a deploy keeps working after it. The deploy
// is simulated for this test's page alone (decision 008): its first document is served as the
// previous build (an older build id in <html data-build>), and while that document is on
// screen, the route chunk it would load next answers 404, as a deploy that replaced the build
// leaves it. The next document is the running build, whose files all load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { categoryWithChildren, expect, markDocument, test } from './fixtures';

const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
/** The chunk of content pages and categories: not part of the home page. */
const PAGE_CHUNK = `/${manifest['client/routes/page.tsx']!.file}`;

/**
 * Serves the page's first document as the previous build; `gone` says whether a request for the
 * page chunk answers 404 (by default: while the previous build's document is on screen).
 */
async function openedBeforeDeploy(page: Page, url: string, gone: (documents: number) => boolean = (n) => n === 1) {
  const documents: string[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document' && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(new URL(request.url()).pathname);
      if (documents.length === 1) {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<html lang="nl" data-build="[^"]*"/, '<html lang="nl" data-build="previous-build"');
        await route.fulfill({ response, body: html });
        return;
      }
    }
    if (new URL(request.url()).pathname === PAGE_CHUNK && gone(documents.length)) {
      await route.fulfill({ status: 404, body: 'Not found' });
      return;
    }
    await route.fallback();
  });
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-build', 'previous-build');
  return documents;
}

async function clickLink(page: Page, href: string) {
  await page.evaluate((to) => {
    // A link the page itself carries (the menu's, whose panel may be closed).
    [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === to)!.click();
  }, href);
}

async function runningBuild(page: Page): Promise<string> {
  return (await (await page.request.get('/__build')).json() as { build: string }).build;
}

test.describe('a page opened before a deploy @desktop', () => {
  test('a route chunk gone after the deploy: the next page loads whole, once, on the new build', async ({ page, request }) => {
    const href = await categoryWithChildren(request);
    const documents = await openedBeforeDeploy(page, '/');
    const sameDocument = await markDocument(page);

    await clickLink(page, href);
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('#listing-count')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-build', await runningBuild(page));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(await sameDocument()).toBe(false);
    expect(documents).toEqual(['/', href]);
    await expect(page.locator('#error-title')).toHaveCount(0);
    // Back on the home page: it works again as a client-side navigation.
    const newDocument = await markDocument(page);
    await clickLink(page, '/');
    await expect(page).toHaveURL(/\/$/);
    expect(await newDocument()).toBe(true);
  });

  test('the hourly check sees the new build: the next navigation is a full load', async ({ page, request }) => {
    const href = await categoryWithChildren(request);
    await page.clock.install();
    const documents = await openedBeforeDeploy(page, '/', () => false);
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/__build');
    await page.clock.runFor('01:00:00');
    await checked;
    // The answer read, not only received: then the next navigation is whole.
    await expect(page.locator('html')).toHaveAttribute('data-build-newer', await runningBuild(page));
    await clickLink(page, href);
    await expect(page.locator('html')).toHaveAttribute('data-build', await runningBuild(page));
    await expect(page.locator('#listing-count')).toBeVisible();
    expect(documents).toEqual(['/', href]);
  });

  test('code that stays gone: one full load, then no more (the reload guard)', async ({ page, request }) => {
    const href = await categoryWithChildren(request);
    const documents = await openedBeforeDeploy(page, '/', () => true);
    const refused = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().startsWith('Page code failed to load'));
    await clickLink(page, href);
    await refused;
    expect(documents).toEqual(['/', href]);
    // The server's HTML of the page is there and readable, without its code.
    await expect(page.locator('#listing-count')).toBeVisible();
  });
});
