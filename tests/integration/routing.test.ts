// Status codes and texts of the catch-all route.
import { describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('unknown paths', () => {
  const cases: [string, string][] = [
    ['/bestaat-niet', '/bestaat-niet'],
    ['/dames/bestaat/ook/niet', '/dames/bestaat/ook/niet'],
    ['/%E2%9C%93-vinkje', '/✓-vinkje'],
    ['/met%20spatie', '/met spatie'],
    ['/%ZZ-kapot', '/%ZZ-kapot'],
    ['/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/<script>alert(1)</script>'],
  ];
  for (const [path, shown] of cases) {
    // The spec's 'Page not found: {path}', in the shop's Dutch snippet (error.notFound).
    it(`answers 404 'Pagina niet gevonden: ${shown}' for ${path}`, async () => {
      const res = await fetch(storefront + path);
      const html = await res.text();
      expect(res.status).toBe(404);
      const escaped = shown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html).toContain(`Pagina niet gevonden: ${escaped}`);
      expect(html).not.toContain('<script>alert(1)</script>');
    });
  }

  it('answers 404 to crawlers too', async () => {
    const res = await fetch(`${storefront}/bestaat-niet`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Pagina niet gevonden: /bestaat-niet');
  });
});

describe('the edge cache', () => {
  it('serves a second identical listing request from KV', async () => {
    const path = `/api/listing?search=linnen&p=2`;
    await fetch(storefront + path).then((r) => r.text());
    const second = await fetch(storefront + path);
    await second.text();
    const timing = second.headers.get('server-timing') ?? '';
    expect(timing).toMatch(/search;desc="hit"/);
    expect(timing).not.toMatch(/desc="miss"/);
  });
});

describe('hostile or odd listing query strings', () => {
  const cases = [
    'p=-1', 'p=abc', 'p=99999', `properties=${'f'.repeat(32)}`, 'properties=<script>alert(1)</script>',
    'min-price=500&max-price=100', `search=${'a'.repeat(5000)}`, 'search=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    'manufacturers=not-an-id|', 'sort=%22%3E%3Cscript%3E',
  ];
  for (const qs of cases) {
    it(`answers a sensible page for ?${qs.slice(0, 60)}`, async () => {
      const res = await fetch(`${storefront}/products?${qs}`, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/130' } });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain('class="listing container"');
      expect(html).not.toMatch(/<script>alert\(1\)|<img src=x onerror/i);
    });
  }
});
