import { describe, expect, it } from 'vitest';
import { SITEMAP_DOMAIN, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('writes one <url> per path on the domain, escaped, with Shopware\'s defaults', () => {
    const xml = sitemapXml(['', 'Dames/Kleding/Jurken/', 'Jurk-"A&B"/SW1'], '2026-01-05T09:00:00.000+00:00');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(`<loc>${SITEMAP_DOMAIN}/</loc>`);
    expect(xml).toContain(`<loc>${SITEMAP_DOMAIN}/Jurk-&quot;A&amp;B&quot;/SW1</loc>`);
    expect(xml).toContain('<changefreq>hourly</changefreq><priority>0.5</priority>');
  });
});
