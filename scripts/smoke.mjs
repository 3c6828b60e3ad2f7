// `npm run smoke -- <url> [--indexable]` (issue 55): is the shop at <url> working, in under a
// minute? Run after every deploy (docs/deploy.md), and by `npm test` against the local shop
// (tests/integration/smoke.test.ts), so it cannot rot.
//   - /__health, and the signed deep health that asks Shopware and Sanity themselves;
//   - home, a category, a product and a content page (the first of each in the shop's own
//     sitemaps) answer 200 with their content, with the security headers;
//   - robots.txt: indexable only with --indexable (the production host), else `Disallow: /`;
//   - a signed purge of the journal's tag, which the journal's page then reflects: rendered
//     anew, where it was served from the page store before (Server-Timing `page`).
// The signatures use SHOPWARE_WEBHOOK_SECRET from the environment (the deployed worker's secret);
// against this machine the demo's secret serves. Exit 0 when every check holds.
import { randomUUID } from 'node:crypto';
import { DEMO_SECRETS, shopwareSigned } from './lib/servers.mjs';

const TIMEOUT_MS = 10_000;
const DEADLINE_MS = 60_000;

/**
 * The checks against `base`; each result says what held or what did not.
 * @param {string} base
 * @param {{ indexable?: boolean, secret?: string, log?: (line: string) => void }} [o]
 * @returns {Promise<{ name: string, ok: boolean, detail: string }[]>}
 */
export async function smoke(base, o = {}) {
  const origin = new URL(base).origin;
  const local = /^(localhost|127\.0\.0\.1)$/.test(new URL(base).hostname);
  const secret = o.secret ?? process.env.SHOPWARE_WEBHOOK_SECRET ?? (local ? DEMO_SECRETS.shopware : undefined);
  const log = o.log ?? ((line) => console.log(line));
  const started = Date.now();
  const results = [];
  const get = (path, init = {}) => fetch(origin + path, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), ...init });
  const signed = (body) => ({ method: 'POST', ...shopwareSigned(body, secret ?? '') });
  /** The shop's time, for a signature's timestamp: its Date header (a clock here may differ). */
  const shopSeconds = (res) => Math.floor(Date.parse(res.headers.get('date') ?? '') / 1000) || Math.floor(Date.now() / 1000);

  async function check(name, run) {
    if (Date.now() - started > DEADLINE_MS) {
      results.push({ name, ok: false, detail: 'not reached within a minute' });
      return;
    }
    const at = Date.now();
    try {
      const detail = await run();
      results.push({ name, ok: true, detail });
      log(`✔ ${name}: ${detail} (${Date.now() - at} ms)`);
    } catch (error) {
      results.push({ name, ok: false, detail: error.message });
      log(`✖ ${name}: ${error.message}`);
    }
  }
  const expect = (condition, message) => { if (!condition) throw new Error(message); };
  /** The first <loc> of a child sitemap, as a path on this shop. */
  async function firstInSitemap(kind) {
    const res = await get(`/sitemap/${kind}-1.xml`);
    expect(res.status === 200, `/sitemap/${kind}-1.xml answered ${res.status}`);
    const loc = /<loc>([^<]+)<\/loc>/.exec(await res.text())?.[1];
    expect(loc, `/sitemap/${kind}-1.xml lists nothing`);
    const url = new URL(loc.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  }
  async function page(path, what) {
    const res = await get(path);
    const html = await res.text();
    expect(res.status === 200, `${path} answered ${res.status}`);
    expect(/<main[\s>]/.test(html) && /<h1[\s>]/.test(html), `${path} has no <main> with an <h1>`);
    expect(what.test(html), `${path} lacks ${what}`);
    return res;
  }

  await check('health', async () => {
    const res = await get('/__health');
    expect(res.status === 200, `answered ${res.status}`);
    return 'the worker runs and its configuration reads';
  });
  await check('deep health', async () => {
    expect(secret, 'SHOPWARE_WEBHOOK_SECRET is not set: the deep health is signed with it');
    const now = shopSeconds(await get('/__health'));
    const res = await get('/__health/deep', signed(JSON.stringify({ timestamp: now, nonce: randomUUID() })));
    const body = await res.text();
    expect(res.status === 200, `answered ${res.status}: ${body.slice(0, 200)}`);
    return 'Shopware and Sanity answer';
  });
  await check('home', async () => {
    const res = await page('/', /href="\/[^"]+"/);
    const headers = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];
    if (origin.startsWith('https:')) headers.push('strict-transport-security');
    const missing = headers.filter((h) => !res.headers.has(h));
    expect(missing.length === 0, `security headers missing: ${missing.join(', ')}`);
    expect(res.headers.has('x-frame-options') || /frame-ancestors/.test(res.headers.get('content-security-policy') ?? ''), 'the page may be framed by anyone');
    return `200, ${headers.length} security headers`;
  });
  await check('category', async () => {
    const path = await firstInSitemap('categories');
    await page(path, /href="[^"]+"/);
    return path;
  });
  await check('product', async () => {
    const path = await firstInSitemap('products');
    await page(path, /<form[^>]*action="\/cart\/add"|name="productId"/);
    return path;
  });
  await check('content page', async () => {
    const path = await firstInSitemap('pages');
    await page(path, /<h1[\s>]/);
    return path;
  });
  await check('robots.txt', async () => {
    const res = await get('/robots.txt');
    const text = await res.text();
    expect(res.status === 200, `answered ${res.status}`);
    const closed = /^Disallow: \/\s*$/m.test(text);
    if (o.indexable) expect(!closed, 'says Disallow: / on the production host');
    else expect(closed, 'is open to search engines, but this is not the production host (--indexable)');
    return o.indexable ? 'open to search engines' : 'closed to search engines';
  });
  await check('purge round trip', async () => {
    expect(secret, 'SHOPWARE_WEBHOOK_SECRET is not set: a purge is signed with it');
    const outcome = (res) => /(?:^|,\s*)page;desc="(hit|stale|miss)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 'none';
    // The journal from the page store (a first visit may render it and store it).
    let before = 'none';
    for (let i = 0; i < 5 && before !== 'hit'; i++) before = outcome(await page('/blog', /<h1[\s>]/));
    expect(before === 'hit', `/blog never came from the page store (Server-Timing page: ${before})`);
    const now = shopSeconds(await get('/__health'));
    const body = JSON.stringify({ tags: ['sanity:type:blog'], timestamp: now, nonce: randomUUID() });
    let res = await get('/api/revalidate', signed(body));
    for (let i = 0; res.status === 202 && i < 20; i++) res = await get('/api/revalidate', signed(body));
    expect(res.status === 200, `the purge answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const after = outcome(await page('/blog', /<h1[\s>]/));
    expect(after === 'miss', `after the purge /blog was ${after}, not rendered anew`);
    return 'the journal was rendered anew after its tag was purged';
  });
  return results;
}

// As a command.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const url = args.find((a) => !a.startsWith('--'));
  if (!url) {
    console.error('npm run smoke -- <url> [--indexable]   e.g. npm run smoke -- https://staging.veld.nl');
    process.exit(2);
  }
  const started = Date.now();
  const results = await smoke(url, { indexable: args.includes('--indexable') });
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${failed.length === 0 ? '✔' : '✖'} ${results.length - failed.length} of ${results.length} checks held in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed.length === 0 ? 0 : 1);
}
