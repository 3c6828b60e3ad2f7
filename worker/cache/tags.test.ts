import { describe, expect, it } from 'vitest';
import { CACHE_TAG_PATTERN, sanityDocTag, sanityTypeTag, sanityWebhookTags, shopwareWebhookTags } from './tags';

describe('tags', () => {
  it('strips the drafts. prefix, so a draft and its document share a tag', () => {
    expect(sanityDocTag('drafts.page-home')).toBe('sanity:doc:page-home');
    expect(sanityWebhookTags({ _id: 'drafts.look-1', _type: 'look' })).toEqual(['sanity:doc:look-1', 'sanity:type:look']);
  });

  it('encodes ids so that a tag never contains the index separator', () => {
    expect(sanityTypeTag('a/b')).toBe('sanity:type:a%2Fb');
    expect(CACHE_TAG_PATTERN.test(sanityDocTag('odd id/with slash'))).toBe(true);
  });

  it('maps the Shopware entities the shop caches and ignores the rest', () => {
    expect(
      shopwareWebhookTags([
        { entity: 'product', primaryKey: 'p1' },
        { entity: 'product_translation', primaryKey: { productId: 'p2', languageId: 'l1' } },
        { entity: 'category', id: 'c1' },
        { entity: 'product_category', primaryKey: { productId: 'p3', categoryId: 'c2' } },
        { entity: 'snippet', primaryKey: 's1' },
        { entity: 'customer', primaryKey: 'u1' },
        { entity: 'product', primaryKey: 'p1' },
      ]),
    ).toEqual(['product:p1', 'products', 'search', 'product:p2', 'category:c1', 'navigation', 'product:p3', 'category:c2', 'snippets']);
    expect(shopwareWebhookTags([{ entity: 'product_manufacturer', primaryKey: 'm1' }])).toEqual(['brands']);
    expect(shopwareWebhookTags([{ entity: 'order', primaryKey: 'o1' }])).toEqual([]);
  });

  it('purges a written look (landing page) and the looks overview', () => {
    expect(shopwareWebhookTags([
      { entity: 'landing_page', primaryKey: 'l1' },
      { entity: 'landing_page_translation', primaryKey: { landingPageId: 'l2', languageId: 'x' } },
    ])).toEqual(['landing-page:l1', 'looks', 'landing-page:l2']);
  });

  it('maps search, product groups, SEO URLs and the sales channel as decision 002 says (#16)', () => {
    // An update reaches search answers through the product tags they carry; a new product must
    // also reach searches that did not hold it.
    expect(shopwareWebhookTags([{ entity: 'product', primaryKey: 'p1', operation: 'update' }])).toEqual(['product:p1', 'products']);
    expect(shopwareWebhookTags([{ entity: 'product', primaryKey: 'p1', operation: 'insert' }])).toEqual(['product:p1', 'products', 'search']);
    expect(shopwareWebhookTags([
      { entity: 'product_stream', primaryKey: 's1' },
      { entity: 'product_stream_filter', primaryKey: 'f1' },
      { entity: 'seo_url', primaryKey: 'u1' },
      { entity: 'product_property', primaryKey: { productId: 'p4', optionId: 'o1' } },
      { entity: 'product_media', primaryKey: 'm1' },
    ])).toEqual(['product-stream:s1', 'product-streams', 'seo-url', 'product:p4']);
    expect(shopwareWebhookTags([{ entity: 'sales_channel', primaryKey: 'sc' }])).toEqual(['all']);
  });
});
