// A public page is the same document for everyone (issue 52): a shopper with a cart gets the
// stored page too, and what is theirs (the cart's count) comes from the shopper hint cookie the
// page's first script reads (shared/shopper-hint.ts), right at first paint, then from the cart.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, refuseConsent, test, testClientAddress } from './fixtures';

/** A product two of which can be bought. */
async function buyable(page: Page): Promise<string> {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; available: boolean }[] };
  for (const { id } of listing.products.filter((p) => p.available)) {
    const detail = await (await page.request.get(`/api/product/${id}`)).json() as { maxPurchase: number; stock: number };
    if (detail.maxPurchase >= 2 && detail.stock >= 2) return id;
  }
  throw new Error('no product that two can be bought of');
}

/** The page's store outcome, from the document's Server-Timing. */
const storeOutcome = (timing: string | undefined) => /page;desc="(hit|stale|miss)"/.exec(timing ?? '')?.[1] ?? null;

/** Opens `path` with the page's code held back: what the shopper sees at first paint. */
async function firstPaint(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js$/, async (route) => { await held; await route.continue(); });
  const response = await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  const badge = page.locator('.site-header .cart-button__count');
  return {
    outcome: storeOutcome(response?.headers()['server-timing']),
    /** The count the badge shows before any code ran (its CSS, from the hint). */
    shown: () => badge.evaluate((el) => (getComputedStyle(el).display === 'none' ? null : getComputedStyle(el, '::after').content)),
    hydrated: async () => {
      release();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      return badge;
    },
  };
}

test('two shoppers with different carts get the same stored page, each with their own count from first paint', async ({ page, browser, baseURL }, testInfo) => {
  const productId = await buyable(page);
  const contexts: BrowserContext[] = [];
  try {
    const shoppers: Page[] = [];
    for (const quantity of [1, 2]) {
      const context = await browser.newContext({ baseURL: baseURL!, extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(testInfo) } });
      contexts.push(context);
      await refuseConsent(context, baseURL!);
      const shopper = await context.newPage();
      const added = await shopper.request.post('/api/cart/items', { data: { productId, quantity } });
      expect(added.ok(), await added.text()).toBe(true);
      const hint = (await context.cookies()).find((c) => c.name === 'veld-shopper');
      expect(hint?.value).toBe(`${quantity}.0`);
      expect(hint?.httpOnly).toBe(false);
      shoppers.push(shopper);
    }
    // The page is stored (an anonymous visitor's first view does it).
    await expect.poll(async () => storeOutcome((await page.request.get('/over-veld')).headers()['server-timing'])).toBe('hit');
    for (const [i, shopper] of shoppers.entries()) {
      const view = await firstPaint(shopper, '/over-veld');
      expect(['hit', 'stale']).toContain(view.outcome);
      expect(await view.shown()).toBe(`"${i + 1}"`);
      const badge = await view.hydrated();
      await expect(badge).toHaveText(String(i + 1));
    }
    // A visitor without a cart sees no badge at all.
    const visitor = await firstPaint(page, '/over-veld');
    expect(await visitor.shown()).toBeNull();
    await visitor.hydrated();
    await expect(page.locator('.site-header .cart-button__count')).toBeHidden();
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('the count follows the cart: emptied, the badge goes, and the hint says so', async ({ page }) => {
  const productId = await buyable(page);
  const added = await page.request.post('/api/cart/items', { data: { productId, quantity: 1 } });
  expect(added.ok()).toBe(true);
  const cart = await added.json() as { lineItems: { id: string }[] };
  await page.goto('/over-veld');
  await expect(page.locator('.site-header .cart-button__count')).toHaveText('1');
  const removed = await page.request.delete(`/api/cart/items/${cart.lineItems[0]!.id}`);
  expect(removed.ok(), await removed.text()).toBe(true);
  expect((await page.context().cookies()).find((c) => c.name === 'veld-shopper')?.value).toBe('0.0');
  const view = await firstPaint(page, '/over-veld');
  expect(await view.shown()).toBeNull();
  await view.hydrated();
  await expect(page.locator('.site-header .cart-button__count')).toBeHidden();
});
