import { describe, expect, it } from 'vitest';
import { DISALLOWED_PATHS, isIndexableSite, robotsTxt } from './robots';

describe('which deployment may be indexed', () => {
  it('is production only on https on exactly the configured host', () => {
    expect(isIndexableSite('https://www.veld.nl', 'www.veld.nl')).toBe(true);
    expect(isIndexableSite('https://www.veld.nl', 'WWW.veld.nl ')).toBe(true);
    expect(isIndexableSite('https://staging.veld.nl', 'www.veld.nl')).toBe(false);
    expect(isIndexableSite('http://www.veld.nl', 'www.veld.nl')).toBe(false);
    expect(isIndexableSite('https://www.veld.nl', undefined)).toBe(false);
    expect(isIndexableSite('not a url', 'www.veld.nl')).toBe(false);
  });

  it('never counts localhost as production, whatever is configured', () => {
    expect(isIndexableSite('http://localhost:8787', 'localhost:8787')).toBe(false);
    expect(isIndexableSite('https://localhost', 'localhost')).toBe(false);
    expect(isIndexableSite('https://127.0.0.1', '127.0.0.1')).toBe(false);
    expect(isIndexableSite('https://shop.localhost', 'shop.localhost')).toBe(false);
  });
});

describe('robots.txt', () => {
  it('in production allows the shop, shuts out private and technical paths, and names the sitemap', () => {
    const txt = robotsTxt('https://www.veld.nl', true);
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/cart$', '/checkout/', '/account/', '/login$', '/api/', '/products?search=', '/*?search=']) {
      expect(txt).toContain(`Disallow: ${path}\n`);
    }
    expect(txt).toContain('Sitemap: https://www.veld.nl/sitemap.xml\n');
    expect(txt).not.toMatch(/^Disallow: \/$/m);
    // No bare prefix that would also shut out a product such as /cartier-tas.
    expect(DISALLOWED_PATHS).not.toContain('/cart');
  });

  it('anywhere else disallows everything', () => {
    const txt = robotsTxt('https://staging.veld.nl', false);
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/$/m);
    expect(txt).not.toContain('Sitemap:');
  });
});
