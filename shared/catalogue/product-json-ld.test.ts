import { describe, expect, it } from 'vitest';
import { jsonLdScript, plainText, productJsonLd, type ProductOfferJsonLd } from './product-json-ld';
import { productDetail } from '../../tests/support/product-detail';

describe('product JSON-LD', () => {
  it('describes the product on screen as a schema.org Product with one offer in euros', () => {
    const data = productJsonLd(productDetail(), 'https://veld.example');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linnen jurk Evi',
      image: ['https://media.example/a.webp', 'https://media.example/b.webp'],
      sku: 'SW10001.2',
      brand: { '@type': 'Brand', name: 'Atelier Noord' },
      description: 'Een luchtige jurk van linnen & katoen. Wasbaar op 30 graden.',
      color: 'Zwart',
      size: 'M',
      inProductGroupWithID: productDetail().parentId,
      offers: {
        '@type': 'Offer',
        url: 'https://veld.example/Linnen-jurk-Evi/SW10001.2',
        price: 89.95,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('says out of stock, or limited when only a few are left', () => {
    expect((productJsonLd(productDetail({ available: false, stock: 0 }), 'https://veld.example').offers as ProductOfferJsonLd).availability).toBe('https://schema.org/OutOfStock');
    expect((productJsonLd(productDetail({ stock: 2 }), 'https://veld.example').offers as ProductOfferJsonLd).availability).toBe('https://schema.org/LimitedAvailability');
  });

  it('leaves out what the product does not have', () => {
    const data = productJsonLd(productDetail({ brand: null, description: null, configurator: [], parentId: null }), 'https://veld.example');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('color');
    expect(data).not.toHaveProperty('inProductGroupWithID');
  });

  it('rounds the price to cents', () => {
    expect((productJsonLd(productDetail({ price: 19.999999 }), 'https://veld.example').offers as ProductOfferJsonLd).price).toBe(20);
  });

  it('turns backend HTML into plain text', () => {
    expect(plainText('<ul><li>Linnen</li><li>Katoen &quot;bio&quot;</li></ul>')).toBe('Linnen Katoen "bio"');
  });

  it('cannot close its script element', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('lists every variant as an offer, the one on screen first', () => {
    const product = productDetail({
      variantOffers: [
        { id: 'v1', productNumber: 'SW10001.1', href: '/Linnen-jurk-Evi/SW10001.1', price: 79.5, available: false },
        { id: productDetail().id, productNumber: 'SW10001.2', href: '/Linnen-jurk-Evi/SW10001.2', price: 89.95, available: true },
      ],
    });
    const offers = productJsonLd(product, 'https://veld.example').offers as ProductOfferJsonLd[];
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({ url: 'https://veld.example/Linnen-jurk-Evi/SW10001.2', sku: 'SW10001.2', price: 89.95, priceCurrency: 'EUR' });
    expect(offers[1]).toMatchObject({
      url: 'https://veld.example/Linnen-jurk-Evi/SW10001.1', sku: 'SW10001.1', price: 79.5, availability: 'https://schema.org/OutOfStock',
    });
  });
});
