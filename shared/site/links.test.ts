import { describe, expect, it } from 'vitest';
import { footerLink, navigationLink, productHref } from './links';

const seo = new Map([['cat-target', 'Dames/Jurken/']]);

describe('navigationLink (SEO url, external, category SEO path, /category/{id}, #)', () => {
  it('prefers the first SEO url', () => {
    expect(navigationLink({ id: 'a', seoUrls: [{ seoPathInfo: 'Heren/' }], externalLink: 'https://x.nl' }, seo))
      .toEqual({ href: '/Heren/', external: false });
  });
  it('then the external link', () => {
    expect(navigationLink({ id: 'a', type: 'link', externalLink: 'https://instagram.com/veld' }, seo))
      .toEqual({ href: 'https://instagram.com/veld', external: true });
  });
  it("then the linked category's SEO path", () => {
    expect(navigationLink({ id: 'a', type: 'link', internalLink: 'cat-target' }, seo)).toEqual({ href: '/Dames/Jurken/', external: false });
  });
  it('then /category/{id}', () => {
    expect(navigationLink({ id: 'a', type: 'link', internalLink: 'unknown' }, seo).href).toBe('/category/unknown');
    expect(navigationLink({ id: 'abc', type: 'page' }, seo).href).toBe('/category/abc');
  });
  it('else #', () => {
    expect(navigationLink({ id: 'abc', type: 'folder' }, seo)).toEqual({ href: '#', external: false });
  });
});

describe('footerLink (SEO url, internal via lookup, external, plain text)', () => {
  it('prefers the SEO url', () => {
    expect(footerLink({ id: 'a', seoUrls: [{ seoPathInfo: 'Over-ons/' }] }, seo)?.href).toBe('/Over-ons/');
  });
  it('then the internal link through the looked-up SEO path, before the external link', () => {
    expect(footerLink({ id: 'a', internalLink: 'cat-target', externalLink: 'https://x.nl' }, seo)?.href).toBe('/Dames/Jurken/');
  });
  it('then the external link', () => {
    expect(footerLink({ id: 'a', internalLink: 'missing', externalLink: 'https://x.nl' }, seo)).toEqual({ href: 'https://x.nl', external: true });
  });
  it('else plain text', () => {
    expect(footerLink({ id: 'a' }, seo)).toBeNull();
  });
});

describe('productHref', () => {
  it('is / plus the first SEO path without its query string', () => {
    expect(productHref({ id: 'p', seoUrls: [{ seoPathInfo: 'Linnen-jurk-Ivy/SW10001?variant=2' }] })).toBe('/Linnen-jurk-Ivy/SW10001');
  });
  it('falls back to the technical path', () => {
    expect(productHref({ id: 'p1', seoUrls: [] })).toBe('/detail/p1');
  });
});
