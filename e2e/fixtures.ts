import { test as base, expect, type TestInfo, type APIRequestContext, type APIResponse, type BrowserContext, type Page, type Route } from '@playwright/test';
import { shopUrls, type ShopUrls } from './shops';

/** Fault settings of the demo backend (demo-backend/faults.ts). */
export interface FaultSettings {
  latencyMs?: number;
  errorRate?: number;
  maintenance?: boolean;
  /** Only request paths containing this text. */
  match?: string;
  /** Held after the request was handled: a write that lands, answered late. */
  answerLatencyMs?: number;
  /** The connection drops after the request was handled: a write that lands, its answer lost. */
  answerLost?: boolean;
  /** The payment handler fails (/handle-payment): the transaction "failed", a 400. */
  paymentFails?: boolean;
}

export interface Faults {
  /**
   * Switches faults on the demo backend for this test's requests alone: they carry the test's
   * scope header, which the storefront passes on (DEMO_FAULT_SCOPE). They hold until `clear()`
   * or the test's end. A faulted call must not share a cache key with another test's call
   * (search for a term of the test's own).
   */
  set(settings: FaultSettings): Promise<void>;
  clear(): Promise<void>;
  /** The headers that carry this test's faults, for a browser context the test makes itself. */
  readonly headers: Record<string, string>;
  /**
   * Makes the storefront's answer to `path` (such as '/api/navigation/footer') a `status`
   * error for this test's browser context alone, as a read that fails in the browser does.
   */
  inBrowser(path: string, status?: number): Promise<void>;
}

let scopes = 0;

/**
 * The test's own client address, sent as CF-Connecting-IP on every request of its browser
 * context and API client: rate limits count per client (decision 009), so a test's posts never
 * count against another test's limit.
 */
export function testClientAddress(info: TestInfo): string {
  let hash = 0;
  for (const ch of `${info.project.name}:${info.titlePath.join(' > ')}:${info.repeatEachIndex}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 253) + 1}`;
}

/** The consent cookie (shared/analytics/consent.ts): a refusal, so the banner stays away. */
export const REFUSED_CONSENT = { name: 'veld-consent', value: '1.a0.m0' } as const;

/**
 * Stores a refusal of analytics and marketing in a browser context, as a shopper who chose
 * would have it: the cookie banner is not rendered (decision 012). For contexts a test makes
 * itself; the `page` fixture's context has it unless the test says `consent: 'ask'`.
 */
export async function refuseConsent(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ ...REFUSED_CONSENT, url: baseURL }]);
}

/**
 * `page`: fails the test on any uncaught error or React hydration error.
 * `shop`/`baseURL`: the run's shop (e2e/shops.ts).
 * `faults`: the test's own faults on that shop's backend, cleared when the test ends.
 */
export const test = base.extend<{ page: Page; faults: Faults; consent: 'refused' | 'ask'; expectedPageError: RegExp | null }, { shop: ShopUrls }>({
  // Every test's shopper has refused analytics cookies, so the banner never covers what a test
  // clicks; analytics tests ask for the banner with test.use({ consent: 'ask' }).
  consent: ['refused', { option: true }],
  // A page error a test provokes on purpose and names (matched against the message), none by default.
  expectedPageError: [null, { option: true }],
  shop: [async ({}, use) => { await use(shopUrls()); }, { scope: 'worker' }],
  baseURL: async ({ shop }, use) => { await use(shop.storefront); },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': testClientAddress(testInfo) });
  },
  faults: async ({ shop, playwright, context }, use, testInfo) => {
    const scope = `w${testInfo.workerIndex}-t${++scopes}`;
    // Replaces the context's headers: the test's client address goes along.
    const headers = { 'cf-connecting-ip': testClientAddress(testInfo), 'x-demo-scope': scope };
    await context.setExtraHTTPHeaders(headers);
    const backend = retryingReset(await playwright.request.newContext({ baseURL: shop.backend }));
    const clear = async () => { expect((await backend.delete(`/__demo/faults?scope=${scope}`)).ok()).toBe(true); };
    await use({
      async set(settings) {
        const res = await backend.post('/__demo/faults', { data: { ...settings, scope } });
        expect(res.ok(), await res.text()).toBe(true);
      },
      clear,
      headers,
      async inBrowser(path, status = 503) {
        await context.route((url) => url.pathname === path, (route) => route.fulfill({ status, json: { error: 'fault' } }));
      },
    });
    await clear();
    await backend.dispose();
  },
  request: async ({ request }, use) => {
    await use(retryingReset(request));
  },
  page: async ({ page, consent, baseURL, expectedPageError }, use) => {
    retryingReset(page.request);
    if (consent === 'refused') await refuseConsent(page.context(), baseURL!);
    const problems: string[] = [];
    page.on('pageerror', (e) => { if (!expectedPageError?.test(e.message)) problems.push(`pageerror: ${e.message}`); });
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|Minified React error/i.test(m.text())) problems.push(`console: ${m.text()}`);
    });
    // A click before hydration is a form post (the first press counts), which is the
    // no-JavaScript path: tests of the page with JavaScript act once it is interactive, as the
    // shell marks it, after a load of their own and after a reload alike.
    const hydrated = () => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
    expect(problems, 'no uncaught or hydration errors').toEqual([]);
  },
});

export { expect };

/**
 * A request that meets a keep-alive connection the local runtime has just closed fails with
 * ECONNRESET before it reaches the shop; browsers send it again on a new connection, and so do
 * the tests' API requests (Playwright's maxRetries retries only that error, never a response).
 */
export function retryingReset(request: APIRequestContext): APIRequestContext {
  for (const method of ['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head'] as const) {
    const original = request[method].bind(request) as (url: unknown, options?: object) => Promise<APIResponse>;
    (request as unknown as Record<string, unknown>)[method] = (url: unknown, options: object = {}) => original(url, { maxRetries: 1, ...options });
  }
  return request;
}

/**
 * Marks the document now on screen; the returned check tells whether it is still the same
 * one, i.e. whether what happened since was a client-side navigation, not a full load.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => { (window as unknown as { e2eDocument: boolean }).e2eDocument = true; });
  return () => page.evaluate(() => (window as unknown as { e2eDocument?: boolean }).e2eDocument === true);
}

/**
 * Holds the requests matching `pattern` until the returned release() is called, then answers
 * them with `answer` (passed on to the shop unless told otherwise): a short state (a chunk not
 * yet arrived, a load under way) lasts as long as the test needs to see it, never raced
 * against the clock (decision 008).
 */
export async function holdRequests(
  page: Page, pattern: string | RegExp, answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(pattern, async (route) => { await held; await answer(route); });
  return release;
}

/**
 * Opens a page with its code held back, so that what the test does meets the server's markup
 * as a shopper's first press on a slow connection does. release() lets the code load and waits
 * until the page is hydrated.
 */
export async function openBeforeCode(page: Page, url: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  const script = /\/assets\/.*\.js$/;
  const hold = async (route: import('@playwright/test').Route) => { await held; await route.continue(); };
  await page.route(script, hold);
  // The frame's own goto: the page fixture's would wait for the hydration this holds back.
  await page.mainFrame().goto(url, { waitUntil: 'domcontentloaded' });
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  return async () => {
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.unroute(script, hold);
  };
}

/** A category of the main navigation that has active child categories. */
export async function categoryWithChildren(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const nav = await (await request.get('/api/navigation/main')).json() as { href: string; children: { href: string; children: unknown[] }[] }[];
  for (const top of nav) {
    const child = top.children.find((c) => c.children.length > 0 && c.href.startsWith('/') && c.href !== '#');
    if (child) return child.href;
  }
  throw new Error('no category with children in the main navigation');
}

/** Empties the storefront's edge cache through its signed purge route (local demo secret). */
export async function purgeCache(request: import('@playwright/test').APIRequestContext, tags: string[] = ['all']) {
  const { signedPurge } = await import('../scripts/lib/servers.mjs');
  const { body, headers } = signedPurge(tags);
  // A large purge answers 202 while its job runs in slices (decision 022); the same signed
  // request again reports how far it got, 200 once done.
  await expect.poll(async () => (await request.post('/api/revalidate', { data: body, headers })).status()).toBe(200);
}
