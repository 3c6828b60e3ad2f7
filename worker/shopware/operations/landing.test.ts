import { describe, expect, it } from 'vitest';
import type { SwProduct } from '../types';
import { toLandingPage, type SwLandingPage } from './landing';

const media = (url: string) => ({
  url, alt: 'Zomerse linnen look', metaData: { width: 1200, height: 1600 },
  thumbnails: [{ url: `${url}?w=800`, width: 800, height: 1067 }, { url: `${url}?w=400`, width: 400, height: 533 }],
});
const product = (id: string, name: string): SwProduct => ({
  id, productNumber: `SW-${id}`, translated: { name }, seoUrls: [{ seoPathInfo: `${name.replace(/ /g, '-')}/SW-${id}` }],
  calculatedPrice: { unitPrice: 59.95, totalPrice: 59.95 },
});

const look: SwLandingPage = {
  id: 'a'.repeat(32),
  name: 'Summer linen look',
  translated: { name: 'Zomerse linnen look', metaDescription: 'De complete outfit.' },
  url: 'look/zomerse-linnen-look',
  seoUrls: [{ seoPathInfo: 'look/zomerse-linnen-look' }],
  cmsPage: {
    sections: [{
      blocks: [
        { slots: [{ type: 'image', data: { media: media('https://shop.test/media/look.svg') } }] },
        { slots: [{ type: 'product-listing', data: { listing: { elements: [product('1', 'Linnen blouse'), product('2', 'Wijde broek')] } } }] },
      ],
    }],
  },
};

describe('toLandingPage', () => {
  it('takes the cover from the first image slot and the products from the listing slot', () => {
    const page = toLandingPage(look);
    expect(page.name).toBe('Zomerse linnen look');
    expect(page.href).toBe('/look/zomerse-linnen-look');
    expect(page.metaDescription).toBe('De complete outfit.');
    expect(page.cover?.url).toBe('https://shop.test/media/look.svg');
    expect(page.cover?.sources.map((s) => s.width)).toEqual([400, 800]);
    expect(page.products.map((p) => p.name)).toEqual(['Linnen blouse', 'Wijde broek']);
    expect(page.products[0]!.href).toBe('/Linnen-blouse/SW-1');
  });

  it('has no cover and no products when the layout holds none, and falls back to the technical path', () => {
    const page = toLandingPage({ id: 'b'.repeat(32), name: 'Kale look', cmsPage: null });
    expect(page).toMatchObject({ name: 'Kale look', href: `/landingPage/${'b'.repeat(32)}`, cover: null, products: [], metaTitle: null });
  });
});
