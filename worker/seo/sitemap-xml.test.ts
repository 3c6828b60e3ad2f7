import { describe, expect, it } from 'vitest';
import { parseSitemap } from './sitemap-schema';
import { sitemapIndexXml, urlsetXml, w3cDatetime } from './sitemap-xml';

const SITE = 'https://www.veld.nl';

describe('sitemap XML', () => {
  it('writes a urlset that passes the sitemaps.org rules, with escaped absolute locations', () => {
    const xml = urlsetXml(SITE, [
      { path: '/Dames/Kleding/', lastmod: '2026-03-01T10:20:30.123Z' },
      { path: '/Jurk-&-Co/SW1', lastmod: null },
      { path: 'Café-tas/SW2', lastmod: 'not a date' },
    ]);
    const parsed = parseSitemap(xml, SITE);
    expect(parsed.kind).toBe('urlset');
    expect(parsed.entries).toEqual([
      { loc: 'https://www.veld.nl/Dames/Kleding/', lastmod: '2026-03-01T10:20:30Z' },
      { loc: 'https://www.veld.nl/Jurk-&-Co/SW1', lastmod: null },
      { loc: 'https://www.veld.nl/Caf%C3%A9-tas/SW2', lastmod: null },
    ]);
    expect(xml).toContain('Jurk-&amp;-Co');
  });

  it('writes a sitemap index', () => {
    const parsed = parseSitemap(sitemapIndexXml(SITE, [{ path: '/sitemap/products-1.xml' }, { path: '/sitemap/pages-1.xml', lastmod: '2026-01-02' }]), SITE);
    expect(parsed).toEqual({
      kind: 'sitemapindex',
      entries: [
        { loc: 'https://www.veld.nl/sitemap/products-1.xml', lastmod: null },
        { loc: 'https://www.veld.nl/sitemap/pages-1.xml', lastmod: '2026-01-02T00:00:00Z' },
      ],
    });
  });

  it('refuses more than 50,000 URLs in one file', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({ path: `/p/${i}`, lastmod: null }));
    expect(() => urlsetXml(SITE, many)).toThrow(RangeError);
    expect(() => urlsetXml(SITE, many.slice(1))).not.toThrow();
  });

  it('has a schema check that catches what the protocol forbids', () => {
    expect(() => parseSitemap(urlsetXml(SITE, [{ path: '/a', lastmod: null }]), 'https://staging.veld.nl')).toThrow(/not on/);
    expect(() => parseSitemap('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.veld.nl/a</loc><lastmod>01-02-2026</lastmod></url></urlset>', SITE)).toThrow(/W3C/);
    expect(() => parseSitemap('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><priority>1</priority></url></urlset>', SITE)).toThrow(/unexpected/);
    expect(() => parseSitemap('<html></html>', SITE)).toThrow();
  });

  it('formats dates as W3C datetimes', () => {
    expect(w3cDatetime('2026-05-01')).toBe('2026-05-01T00:00:00Z');
    expect(w3cDatetime(null)).toBeNull();
  });
});
