// A hostile sweep (#15 acceptance): every route and /api endpoint with every method, bodies of
// the wrong type, 1 MB bodies, invalid JSON and UTF-8, NUL, very long paths and hostile query
// strings, and the shapes of #33's prober (paths that begin with //, redirects that normalise to
// another host). Whatever the request, the shop answers (no hang), never with a 5xx, never
// redirects to another site, and a request it refuses sets no cookie (nothing was written).
import { Agent, fetch } from 'undici';
import { describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');

const ID = '0'.repeat(32);
/** A deep link code no order has (a guest's order by its mail's link). */
const CODE = 'a'.repeat(32);
const PAGES = [
  '/', '/products', '/products?search=jurk', '/cart', '/login', '/account', '/account/information',
  '/account/orders', `/account/orders/${ID}`, '/account/wishlist', '/account/recover/password', '/checkout',
  '/checkout/success', '/checkout/failed', `/account/order/${CODE}`, `/account/order/${CODE}/gegevens`, `/brand/${ID}`, '/bestaat-niet', '/dames/', '/blog/bestaat-niet',
];
const API = [
  '/api/resolve?path=/dames/', '/api/navigation/main', '/api/navigation/footer', '/api/site-config', '/api/address-options',
  '/api/getSnippets', `/api/category/${ID}`, '/api/listing?search=wol', `/api/product/${ID}`,
  `/api/product/${ID}/find-variant?options=${ID}:${ID}`, `/api/product/${ID}/cross-selling`, '/api/dynamicProductGroup/getProducts',
  '/api/content/home', '/api/error-page', '/api/quick-search?term=jurk', `/api/seo-urls?ids=${ID}`, `/api/getShopwarePage/id/${ID}`,
  '/api/blogs/getAllBlogs', '/api/blogs/relatedBlogs/x', '/api/blog/x', `/api/landing-page/${ID}`, '/api/brands', '/api/brands/dames',
  '/api/looks/getAllLooks', '/api/contact-form', '/api/newsletter', '/api/cart', '/api/cart/items', `/api/cart/items/${ID}`,
  '/api/cart/promotion', '/api/account/customer', '/api/account/login', '/api/account/logout', '/api/account/register',
  '/api/account/recovery', '/api/account/recovery/confirm', '/api/account/profile', '/api/account/email', '/api/account/password',
  '/api/account/newsletter', '/api/account/addresses', `/api/account/addresses/${ID}`, `/api/account/addresses/${ID}/default`,
  '/api/account/orders', `/api/account/orders/${ID}`, `/api/account/orders/${ID}/cancel`, '/api/account/wishlist', '/api/account/wishlist/merge', `/api/account/wishlist/${ID}`,
  '/api/checkout/context', '/api/checkout/order', '/api/checkout/pay', `/api/checkout/attempts/${ID}`, '/api/checkout/attempts/x', '/api/revalidate', '/api/bestaat-niet',
  '/api/draft-mode/enable?sanity-preview-secret=x&sanity-preview-pathname=/', '/api/draft-mode/disable', '/api/draft-mode/perspective',
  '/api/preview/v2025-02-19/data/live/events/production',
];
const FORMS = ['/cart/add', '/cart/quantity', '/cart/remove', '/login', '/logout', '/account/register', '/account/recover', '/checkout', '/newsletter/subscribe', '/checkout/pay', '/contact-form', `/account/orders/${ID}/annuleren`,
  `/account/order/${CODE}`, `/account/order/${CODE}/klaar`];
// The product-analytics relay (a refusal without consent; the demo collector behind it).
const RELAY = ['/ingest/e/', '/ingest/i/v0/e/', '/ingest/flags/?v=2', '/ingest/array/phc_x/config.js', '/ingest/static/surveys.js'];
const TARGETS = [...PAGES, ...API, ...FORMS, ...RELAY];

const MB = 'x'.repeat(1024 * 1024);
type Body = { name: string; body?: BodyInit; type?: string; headers?: Record<string, string> };
const BODIES: Body[] = [
  { name: 'none' },
  { name: 'json', body: '{}', type: 'application/json' },
  { name: 'text/plain', body: '{"email":"a@veld.test"}', type: 'text/plain' },
  { name: 'form', body: 'productId=abc&quantity=1&email=a%40veld.test', type: 'application/x-www-form-urlencoded' },
  { name: 'invalid JSON', body: '{"email":', type: 'application/json' },
  { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]), type: 'application/json' },
  { name: 'NUL in JSON', body: JSON.stringify({ email: 'a\u0000@veld.test', term: 'jurk\u0000', productId: '\u0000' }), type: 'application/json' },
  { name: 'cross-site JSON', body: '{}', type: 'application/json', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
];
const HOSTILE_QUERIES = [
  'search=jurk%00', 'search=%FF%FE', 'p=-1&limit=99999999', `search=${'a'.repeat(4000)}`, 'term=%3Cscript%3Ealert(1)%3C/script%3E',
  'path=//evil.example', 'redirect=javascript:alert(1)', 'a[]=1&a[b]=2&__proto__[x]=1',
  'redirect=/.//evil.example/x', 'redirect=/%252e//evil.example', 'redirect=/a/..//evil.example', 'redirect=/%5Cevil.example', 'redirect=%09//evil.example',
];

interface Probe { method: string; path: string; body?: Body }

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const path of TARGETS) {
    list.push({ method: 'GET', path });
    const joiner = path.includes('?') ? '&' : '?';
    for (const query of HOSTILE_QUERIES) list.push({ method: 'GET', path: path + joiner + query });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const body of BODIES) list.push({ method, path, body });
    }
    list.push({ method: 'POST', path, body: { name: '1 MB', body: `{"x":"${MB}"}`, type: 'application/json' } });
  }
  for (const path of [
    `/${'a'.repeat(8_000)}`, `/api/${'a'.repeat(8_000)}`, `/dames/${'a/'.repeat(2_000)}`, `/products?search=${'%00'.repeat(1_000)}`,
    '/%00', '/dames%00/', '/api/listing%00', '/%FF', '/%C0%AF', '/..%2F..%2Fetc%2Fpasswd', '/%2e%2e/%2e%2e/', '//evil.example/',
    '//a%00', '//a%FF', '//a%2500', '//', '///x', '/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/%5Cevil.example', '/Dames//',
    `/api/content/${'a'.repeat(300)}`, '/api/product/%00', `/api/getShopwarePage/id/${Array(200).fill(ID).join('|')}`,
  ]) {
    list.push({ method: 'GET', path });
    list.push({ method: 'POST', path, body: BODIES[1] });
  }
  return list;
}

/**
 * A connection per request. A refused request's unread body makes the local runtime close its
 * connection a moment after the answer; a keep-alive client that reuses the socket in that
 * moment loses the next request (ECONNRESET, "other side closed") though the shop answered
 * everything. Browsers retry such a request on a new connection; this sweep counts answers, so
 * each request gets a connection of its own.
 */
const oneConnectionEach = new Agent({ pipelining: 0 });

async function send(probe: Probe) {
  const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 Firefox/130', ...(probe.body?.headers ?? {}) };
  if (probe.body?.type) headers['content-type'] = probe.body.type;
  const started = Date.now();
  try {
    // A hang is an answer that never comes: the bound is far past any answer on a busy machine.
    const res = await fetch(storefront + probe.path, {
      method: probe.method, headers, redirect: 'manual', signal: AbortSignal.timeout(60_000), dispatcher: oneConnectionEach,
      ...(probe.body?.body !== undefined ? { body: probe.body.body as string | Uint8Array } : {}),
    });
    await res.arrayBuffer();
    return { probe, status: res.status, cookie: res.headers.get('set-cookie'), location: res.headers.get('location'), ms: Date.now() - started };
  } catch (error) {
    return { probe, status: 0, error: `${String(error)} ${String((error as { cause?: unknown }).cause)}`, cookie: null, location: null, ms: Date.now() - started };
  }
}

describe('hostile sweep', () => {
  it('answers 2,000+ hostile requests without a 5xx, a hang or a cookie for a refused write', async () => {
    const list = probes();
    expect(list.length).toBeGreaterThanOrEqual(2_000);
    const results: Awaited<ReturnType<typeof send>>[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < list.length) results.push(await send(list[next++]!));
    }));
    const elapsed = Date.now() - started;
    const label = (r: (typeof results)[number]) => `${r.probe.method} ${r.probe.path.slice(0, 80)} [${r.probe.body?.name ?? '-'}] → ${r.status}${'error' in r ? ` ${r.error}` : ''}`;

    const byStatus = new Map<number, number>();
    for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    console.log(`hostile sweep: ${results.length} requests in ${(elapsed / 1000).toFixed(1)} s; slowest ${Math.max(...results.map((r) => r.ms))} ms; statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort((a, b) => a[0] - b[0])))}`);

    // A 1 MB body is refused after its first 64 KiB (413). The local runtime then closes the
    // connection while the client may still be sending: the client sees its own write fail
    // at once (EPIPE/ECONNRESET on write). That is a refusal, not a hang; the edge in front of
    // the worker in production takes the whole body from the client before the worker answers.
    const cutOff = (r: (typeof results)[number]) =>
      r.status === 0 && r.probe.body?.name === '1 MB' && 'error' in r && /write (ECONNRESET|EPIPE)/.test(r.error ?? '');
    expect(results.filter((r) => r.status === 0 && !cutOff(r)).map(label), 'no answer (hang or connection error)').toEqual([]);
    expect(results.filter((r) => r.status >= 500).map(label), '5xx').toEqual([]);
    const offSite = results.filter((r) => r.location !== null && new URL(r.location, storefront).origin !== new URL(storefront).origin);
    expect(offSite.map((r) => `${label(r)} ${r.location}`), 'a redirect to another site').toEqual([]);
    const refused = results.filter((r) => r.probe.method !== 'GET' && [400, 403, 405, 413, 415].includes(r.status));
    expect(refused.length).toBeGreaterThan(1_000);
    expect(refused.filter((r) => r.cookie !== null).map(label), 'a refused write set a cookie').toEqual([]);
    // 4,703 requests: 53-61 s beside the end-to-end tests on a quiet machine, 180 s beside a second
    // `npm test` (scripts/busy-machine.sh, 2026-11-29), where the slowest one answered in 2.3 s.
    // A hang is each request's own 60 s bound; the test's is far past the sweep's time anywhere.
  }, 900_000);
});
