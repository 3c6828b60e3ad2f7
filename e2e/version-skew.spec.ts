// Deploy skew (decision 013): a page opened before a deploy keeps working after it.
//
// The deploy itself: a shop of this file's own (e2e/deployable-shop.ts) gets a new build while
// the page is open, at both widths. The cases around it (the hourly check, a chunk that stays
// gone) simulate the deploy for one test's page alone (decision 008): its first document is
// served as the previous build (an older build id in <html data-build>), and while that
// document is on screen, the route chunk it would load next answers 404, as a deploy that
// replaced the build leaves it. The next document is the running build, whose files all load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startDeployableShop, type DeployableShop } from './deployable-shop';
import { categoryWithChildren, expect, markDocument, test } from './fixtures';
import { shopPorts } from './shops';

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

test.describe('a page opened before a deploy, and the deploy under the running shop', () => {
  let shop: DeployableShop;
  test.beforeAll(async ({}, info) => {
    // Starting a shop of its own (bundling both workers) is the slow part, not the test.
    info.setTimeout(180_000);
    const base = shopPorts().backend + 10 + info.parallelIndex * 2;
    shop = await startDeployableShop({ backend: base, storefront: base + 1 });
  });
  test.afterAll(async () => { await shop?.stop(); });

  test('keeps working after it: the next page loads whole, once, on the new build', async ({ page, request }) => {
    // A deploy rebundles both workers: seconds on a busy machine, beside the test's own steps.
    test.setTimeout(90_000);
    const href = await categoryWithChildren(request);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    await page.goto(`${shop.url}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const previous = await shop.build();
    await expect(page.locator('html')).toHaveAttribute('data-build', previous);
    const sameDocument = await markDocument(page);

    const next = await shop.deploy();
    expect(next).not.toBe(previous);
    // The page's next route chunk is gone with the previous build.
    await clickLink(page, href);
    await expect(page).toHaveURL(`${shop.url}${href}`);
    await expect(page.locator('#listing-count')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-build', next);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(await sameDocument()).toBe(false);
    expect(documents).toEqual(['/', href]);
    await expect(page.locator('#error-title')).toHaveCount(0);
    // On the new build, navigation is client-side again.
    const newDocument = await markDocument(page);
    await clickLink(page, '/');
    await expect(page).toHaveURL(`${shop.url}/`);
    expect(await newDocument()).toBe(true);
  });
});

test.describe('a page opened before a deploy, the deploy simulated for its page alone', () => {
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
