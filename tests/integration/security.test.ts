// Issue #15 against the real worker and the demo backend: one check per finding of ours.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { shopNow, signedPurge } from '../../scripts/lib/servers.mjs';
import { purgeAll, setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');

const countBackend = async (match: string) =>
  ((await (await fetch(`${backend}/__demo/requests?match=${encodeURIComponent(match)}`)).json()) as { count: number }).count;
const resetBackendCount = () => fetch(`${backend}/__demo/requests`, { method: 'DELETE' });

afterEach(() => setFaults(backend, null));

// Refusals say their text in the shop's snippets, a public read cached like any other: read
// them once first, so the backend counts below see only what the refused input itself caused.
beforeAll(async () => { expect((await fetch(`${storefront}/api/getSnippets`)).ok).toBe(true); });

async function someProductId(): Promise<string> {
  const listing = (await (await fetch(`${storefront}/api/listing?search=linnen`)).json()) as { products: { id: string }[] };
  return listing.products[0]!.id;
}

describe('finding 2: JSON endpoints take only JSON', () => {
  it('refuses a cross-site text/plain post to the contact form and the newsletter (403), and a same-origin one (415), with no cookie', async () => {
    await resetBackendCount();
    for (const path of ['/api/contact-form', '/api/newsletter']) {
      const cross = await fetch(storefront + path, {
        method: 'POST', body: '{"email":"a@veld.test"}', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(cross.status).toBe(403);
      expect(cross.headers.get('set-cookie')).toBeNull();

      const plain = await fetch(storefront + path, { method: 'POST', body: '{"email":"a@veld.test"}', headers: { 'content-type': 'text/plain' } });
      expect(plain.status).toBe(415);
      expect(await plain.json()).toEqual({ error: 'Unsupported Media Type', message: expect.stringMatching(/alleen JSON/) });
      expect(plain.headers.get('set-cookie')).toBeNull();
    }
    expect(await countBackend('/store-api/')).toBe(0);
  });

  it('refuses a cross-site plain form post to the contact form (403, the guard\'s message) before it reaches the shop', async () => {
    await resetBackendCount();
    const cross = await fetch(`${storefront}/contact-form`, {
      method: 'POST', redirect: 'manual',
      body: 'firstname=A&surname=B&email=a%40veld.test&subject=Vraag&message=Hallo%20daar%2C%20een%20vraag&agree=on&back=%2Fcontact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(await cross.text()).toMatch(/niet van onze winkel/);
    expect(cross.headers.get('set-cookie')).toBeNull();
    expect(await countBackend('/store-api/contact-form')).toBe(0);
  });

  it('refuses a form-encoded cart write on /api (nothing added, no new context), while the plain form post still works', async () => {
    const productId = await someProductId();
    const refused = await fetch(`${storefront}/api/cart/items`, {
      method: 'POST', body: `productId=${productId}&quantity=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(415);
    expect(refused.headers.get('set-cookie')).toBeNull();

    const form = await fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual', body: `productId=${productId}&quantity=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('set-cookie')).toMatch(/sw-context-token=/);
  });
});

describe('finding 6: the Referer of a form post', () => {
  it('sends a cart addition with a relative or foreign Referer to the cart (303), the item added once', async () => {
    const productId = await someProductId();
    for (const referer of ['/Dames/', 'https://evil.example/Dames/', 'not a url']) {
      const res = await fetch(`${storefront}/cart/add`, {
        method: 'POST', redirect: 'manual', body: `productId=${productId}&quantity=1`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', referer },
      });
      expect(res.status, referer).toBe(303);
      expect(res.headers.get('location'), referer).toBe('/cart');
      const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      const cart = (await (await fetch(`${storefront}/api/cart`, { headers: { cookie } })).json()) as { lineItems: { referencedId: string; quantity: number }[] };
      expect(cart.lineItems.map((l) => [l.referencedId, l.quantity]), referer).toEqual([[productId, 1]]);
    }
  });

  it('sends it back to the page of this site it came from', async () => {
    const productId = await someProductId();
    const res = await fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual', body: `productId=${productId}&quantity=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', referer: `${storefront}/Dames/?p=2` },
    });
    expect(res.status).toBe(303);
    // Saying what happened: the product page shows it was added (shared/catalogue/size-choice.ts).
    expect(res.headers.get('location')).toBe(`/Dames/?p=2&toegevoegd=${productId}`);
  });

  it('adds nothing while a size is still to choose: back to the page, which asks for it', async () => {
    const productId = await someProductId();
    const post = (body: string, referer: string) => fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual', body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', referer: `${storefront}${referer}` },
    });
    const asked = await post(`productId=${productId}&quantity=1&kies=maat`, '/jurk/SW1?toegevoegd=x');
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/jurk/SW1?kies=maat');
    expect(asked.headers.get('set-cookie')).toBeNull(); // no cart was made: nothing was added
    const added = await post(`productId=${productId}&quantity=1`, '/jurk/SW1?maat=M&kies=maat');
    expect(added.headers.get('location')).toBe(`/jurk/SW1?maat=M&toegevoegd=${productId}`);
    expect((await post(`productId=${productId}&kies=${encodeURIComponent('<script>')}`, '/jurk/SW1')).status).toBe(400);
  });
});

describe('finding 3: purges', () => {
  const purge = (body: string, signature?: string) => fetch(`${storefront}/api/revalidate`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', ...(signature ? { 'shopware-shop-signature': signature } : {}) },
  });

  it('refuses a manual purge without a timestamp; the same one again within the window finds its job (decision 022)', async () => {
    const signed = signedPurge(['product:00000000000000000000000000000001'], await shopNow(storefront));
    const body = JSON.stringify({ tags: ['all'] });
    const { createHmac } = await import('node:crypto');
    const { DEMO_SECRETS } = await import('../../scripts/lib/servers.mjs');
    const signature = createHmac('sha256', DEMO_SECRETS.shopware).update(body).digest('hex');
    expect((await purge(body, signature)).status).toBe(401);

    const first = await purge(signed.body, signed.headers['shopware-shop-signature']);
    expect(first.status).toBe(200);
    const firstJob = await first.json();
    // A sender's retry (or a replay within the window) is answered by the same job and purges nothing twice.
    const again = await purge(signed.body, signed.headers['shopware-shop-signature']);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstJob);
  });

  it('refuses a 1 MB purge body with 413 before reading it', async () => {
    const res = await purge(JSON.stringify({ tags: ['all'], pad: 'x'.repeat(1024 * 1024) }), 'a'.repeat(64));
    expect(res.status).toBe(413);
  });

  it('keeps warm pages answering (stale-if-error) after a purge during a backend outage', async () => {
    const path = '/products?search=wol&order=name-asc';
    const warm = await fetch(storefront + path);
    await warm.text();
    expect(warm.status).toBe(200);
    await purgeAll(storefront);
    await setFaults(backend, { errorRate: 1, match: '/store-api/search' });
    const during = await fetch(storefront + path, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/130' } });
    const html = await during.text();
    expect(during.status).toBe(200);
    expect(html).toContain('class="listing container"');
    expect(during.headers.get('server-timing')).toMatch(/search;desc="stale-if-error"/);
  });
});

describe('finding 5: control characters and invalid UTF-8', () => {
  it('answers a search page with NUL with 400 and the shop\'s error page, calling no backend search', async () => {
    await resetBackendCount();
    for (const qs of ['search=jurk%00', 'search=%FF%FE', 'manufacturers=not-an-id|%00']) {
      const res = await fetch(`${storefront}/products?${qs}`, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/130' } });
      const html = await res.text();
      expect(res.status, qs).toBe(400);
      expect(html).toContain('Dit adres kunnen we niet lezen');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await countBackend('/store-api/search')).toBe(0);
  });

  it('answers /api/listing and /api/quick-search with JSON 400, calling no backend', async () => {
    await resetBackendCount();
    for (const path of ['/api/listing?search=jurk%00', '/api/quick-search?term=jurk%00', '/api/listing?search=%C3%28']) {
      const res = await fetch(storefront + path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid request', message: expect.stringMatching(/stuurtekens of ongeldige UTF-8/) });
    }
    expect(await countBackend('/store-api/')).toBe(0);
  });

  it('refuses NUL in a JSON string field with 400', async () => {
    const res = await fetch(`${storefront}/api/newsletter`, {
      method: 'POST', body: JSON.stringify({ email: 'a\u0000@veld.test' }), headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('finding 10: headers and /api paths', () => {
  it("sends 'strict-dynamic' with the nonce and no reCAPTCHA hosts without a site key; no HSTS over http", async () => {
    const res = await fetch(`${storefront}/`);
    await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain('www.google.com');
    expect(csp).not.toContain('www.gstatic.com');
    expect(res.headers.has('strict-transport-security')).toBe(false);
  });

  it('sends nosniff on static assets', async () => {
    const res = await fetch(`${storefront}/favicon.svg`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an unknown /api path with JSON 404 and no backend lookup, a wrong method with 405', async () => {
    await resetBackendCount();
    const unknown = await fetch(`${storefront}/api/bestaat-niet`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await unknown.json()).toMatchObject({ error: 'Not found' });
    expect(await countBackend('/store-api/') + await countBackend('/data/')).toBe(0);

    const wrong = await fetch(`${storefront}/api/cart`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(await wrong.json()).toMatchObject({ error: 'Method not allowed' });
  });
});

/** The prober's shapes (#33): each normalises or decodes to another host, or is one. */
const OFF_SITE = [
  '/.//evil.example/x', '/%2e//evil.example', '/a/..//evil.example', '//evil.example', '/\\evil.example', '/%5Cevil.example',
  '/%09/evil.example', '/%0A/evil.example', 'javascript:alert(1)', 'https://evil.example/x',
];

describe('#33: every redirect stays on this site', () => {
  it('logs in (without JavaScript) and goes to the account, not to where a hostile redirect points', async () => {
    for (const [i, redirect] of OFF_SITE.entries()) {
      const res = await fetch(`${storefront}/login`, {
        method: 'POST', redirect: 'manual',
        body: new URLSearchParams({ email: 'demo@veld.nl', password: 'veld-demo-2026', redirect }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': `198.51.102.${i + 1}` },
      });
      expect(res.status, redirect).toBe(303);
      expect(res.headers.get('location'), redirect).toBe('/account');
    }
  });

  it('leaves the preview for the home page, not for a hostile redirect', async () => {
    for (const redirect of OFF_SITE) {
      const res = await fetch(`${storefront}/api/draft-mode/disable?redirect=${encodeURIComponent(redirect)}`, {
        redirect: 'manual', headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(res.status, redirect).toBe(303);
      expect(res.headers.get('location'), redirect).toBe('/');
    }
  });

  it('sends a form post whose Referer is this site with another host as its path to the fallback', async () => {
    const productId = await someProductId();
    for (const path of ['//evil.example/x', '/.//evil.example', '/%2F/evil.example']) {
      const referer = `${storefront}${path}`;
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', referer };
      const add = await fetch(`${storefront}/cart/add`, { method: 'POST', redirect: 'manual', body: `productId=${productId}&quantity=1`, headers });
      expect(add.headers.get('location'), path).toBe('/cart');
      const newsletter = await fetch(`${storefront}/newsletter/subscribe`, { method: 'POST', redirect: 'manual', body: 'email=nieuw%40example.nl', headers });
      expect(newsletter.headers.get('location'), path).toMatch(/^\/\?nieuwsbrief=/);
    }
  });
});

describe('#33: an address that cannot be a page', () => {
  it('answers 400 or 404 with the shop’s page, never a 5xx, for the prober’s //-shapes', async () => {
    for (const [path, status] of [['//a%00', 400], ['//a%FF', 400], ['//a%2500', 404], ['//', 404], ['//evil.example/x', 404], ['/Dames//', 404]] as const) {
      const res = await fetch(`${storefront}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/130' } });
      expect(res.status, path).toBe(status);
      const html = await res.text();
      expect(html, path).toContain('</html>');
      // Its canonical is this site, whatever the address said.
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toMatch(/^http:\/\/localhost:\d+\//);
    }
  });
});

describe('#33: the shopper’s own pages are never stored', () => {
  it('answers every personal page no-store, and a public page no-cache', async () => {
    for (const path of ['/cart', '/login', '/account/recover/password?hash=x', '/checkout', '/checkout/failed']) {
      const res = await fetch(`${storefront}${path}`, { redirect: 'manual' });
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), `${path} ${res.status}`).toBe('private, no-store');
    }
    for (const path of ['/', '/Dames/', '/over-veld']) {
      const res = await fetch(`${storefront}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), path).toBe('private, no-cache');
    }
  });
});
