// The JavaScript a page's first view loads, as a shopper gets it: Chromium with a phone's
// Chrome user agent (not a crawler's, which isbot would tell apart), no consent given yet, until
// the network is idle. Every script response, gzipped here (the local shop may serve it
// uncompressed): what the budget of the developers' guide counts (100 KiB per page).
import { gzipSync } from 'node:zlib';

/** A phone's Chrome, as most shoppers arrive (isbot calls it a shopper). */
export const SHOPPER_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

/**
 * The scripts the first view of `url` loads: [{ url, gzipBytes }], in the order they arrived.
 * @param {import('@playwright/test').Browser} browser
 */
export async function firstViewScripts(browser, url, headers = {}) {
  const context = await browser.newContext({ userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: headers });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    bodies.push(res.body().then((body) => ({ url: res.url(), gzipBytes: gzipSync(body).length }), () => null));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(bodies)).filter(Boolean);
  } finally {
    await context.close();
  }
}

/** The first view's JavaScript of `url` in gzip KiB, one decimal. */
export async function firstViewJs(browser, url, headers = {}) {
  const scripts = await firstViewScripts(browser, url, headers);
  return Math.round((scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024) * 10) / 10;
}
