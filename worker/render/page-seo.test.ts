import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseListingState } from '../../shared/catalogue/listing-state';
import { productDetail } from '../../tests/support/product-detail';
import { queryKeys } from '../../client/queries';
import { clip, isFiltered, listingCanonical, pageSeo, seoHead, siteJsonLd } from './page-seo';

const SITE = 'https://www.veld.nl';
const state = (qs: string) => parseListingState(new URLSearchParams(qs));

describe('listing canonical and robots', () => {
  it('keeps only p from page 2, and the search term on search pages', () => {
    expect(listingCanonical('/Dames/', state('sort=price-asc&properties=0123456789abcdef0123456789abcdef'))).toBe('/Dames/');
    expect(listingCanonical('/Dames/', state('p=2&sort=price-asc'))).toBe('/Dames/?p=2');
    expect(listingCanonical('/Dames/', state('p=1'))).toBe('/Dames/');
    expect(listingCanonical('/products', state('search=linnen&p=3'), true)).toBe('/products?search=linnen&p=3');
  });

  it('counts filters and search as filtered, sorting and paging not; a brand page its own brand not', () => {
    expect(isFiltered(state('sort=price-asc&p=4'))).toBe(false);
    expect(isFiltered(state('min-price=10'))).toBe(true);
    expect(isFiltered(state('search=jurk'))).toBe(true);
    const brand = '0123456789abcdef0123456789abcdef';
    expect(isFiltered(state(`manufacturers=${brand}`), brand)).toBe(false);
    expect(isFiltered(state(`manufacturers=${brand}|fedcba9876543210fedcba9876543210`), brand)).toBe(true);
  });
});

describe('page SEO', () => {
  it('gives a product page og:type product, its price, image, description and Product data', () => {
    const product = productDetail();
    const client = new QueryClient();
    client.setQueryData(queryKeys.product(product.id), product);
    const seo = pageSeo([{ id: 'root' }, { id: 'page', data: { screen: 'product', data: { productId: product.id } } }], client,
      new URL('https://x.invalid/Linnen-jurk-Evi/SW10001.2?utm_source=x'), SITE);
    expect(seo).toMatchObject({ canonicalPath: product.href, ogType: 'product', price: 89.95, image: 'https://media.example/a.webp' });
    const head = seoHead({ title: 'Linnen jurk Evi | VELD', description: 'standaard' }, seo, SITE, 200);
    expect(head).toContain(`<link rel="canonical" href="${SITE}${product.href}">`);
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="product:price:amount" content="89.95">');
    expect(head).toContain('<meta property="product:price:currency" content="EUR">');
    expect(head).toContain('<meta name="description" content="Een luchtige jurk van linnen &amp; katoen. Wasbaar op 30 graden.">');
    expect(head).toContain('"@type":"Product"');
    expect(head).not.toContain('name="robots"');
  });

  it('writes noindex and no structured data on an error page', () => {
    const seo = pageSeo([{ id: 'root' }], new QueryClient(), new URL('https://x.invalid/weg'), SITE);
    const head = seoHead({ title: 'Pagina niet gevonden | VELD', description: 'd' }, { ...seo, jsonLd: [{ '@type': 'X' }] }, SITE, 404);
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('application/ld+json');
  });

  it('describes the shop as an Organization with the https socials from the snippets, and the site search', () => {
    const [org, site] = siteJsonLd(SITE, { 'footer.social.instagram': 'https://instagram.com/veld', 'footer.social.facebook': '' }) as Record<string, unknown>[];
    expect(org).toMatchObject({ '@type': 'Organization', logo: `${SITE}/logo.svg`, sameAs: ['https://instagram.com/veld'] });
    expect(JSON.stringify(site)).toContain(`${SITE}/products?search={search_term_string}`);
  });

  it('clips descriptions at a word', () => {
    expect(clip('kort')).toBe('kort');
    expect(clip('een twee drie vier', 12)).toBe('een twee…');
  });
});
