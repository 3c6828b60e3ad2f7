// The JavaScript a page's first view loads, as a shopper gets it: a phone's Chrome user agent
// (not a crawler's, which isbot would tell apart), no consent given yet. Every script the page
// loads until it is hydrated and idle with no script left to arrive (parts near the viewport
// count too), gzipped here (the local shop may serve it uncompressed): what the budget of the
// developers' guide counts (100 KiB per page). The bench reports it; e2e/first-view-budget.spec.ts
// holds each page kind to it.
import { gzipSync } from 'node:zlib';
import { SHOPPER_UA } from './measure.mjs';

/**
 * The scripts `page` loads for the first view of `url`: [{ url, gzipBytes }].
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<{ url: string, gzipBytes: number }[]>}
 */
export async function scriptsOfFirstView(page, url) {
  /** @type {Promise<{ url: string, gzipBytes: number }>[]} */
  const loads = [];
  /** @param {import('@playwright/test').Request} request */
  const onRequest = (request) => {
    if (request.resourceType() !== 'script') return;
    loads.push(request.response().then(async (response) => ({ url: request.url(), gzipBytes: response ? gzipSync(await response.body()).length : 0 })));
  };
  page.on('request', onRequest);
  try {
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    let seen = -1;
    while (seen !== loads.length) {
      seen = loads.length;
      await Promise.all(loads);
      // Runs in the page (a browser global), once the browser has nothing left to do.
      await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined))));
    }
  } finally {
    page.off('request', onRequest);
  }
  return Promise.all(loads);
}

/** The scripts' total in gzip KiB, one decimal. */
export const gzipKiB = (scripts) => Math.round((scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024) * 10) / 10;

/**
 * The scripts the first view of `url` loads, in a fresh browser context of a shopper's phone.
 * @param {import('@playwright/test').Browser} browser
 */
export async function firstViewScripts(browser, url, headers = {}) {
  const context = await browser.newContext({ userAgent: SHOPPER_UA, extraHTTPHeaders: headers });
  try {
    return await scriptsOfFirstView(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

/** The first view's JavaScript of `url` in gzip KiB, one decimal. */
export async function firstViewJs(browser, url, headers = {}) {
  return gzipKiB(await firstViewScripts(browser, url, headers));
}
