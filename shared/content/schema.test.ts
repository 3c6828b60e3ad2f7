import { describe, expect, it } from 'vitest';
import { contentBlockSchema, unknownBlockSchema } from './schema';
import { CONTENT_BLOCK_TYPES, isContentBlock, isContentBlockType, type PageBuilderBlock } from './types';

const image = { _type: 'image', asset: { _type: 'reference', _ref: `image-${'a'.repeat(40)}-800x600-svg` }, alt: 'Jas' };

describe('content block schema', () => {
  it('accepts a valid block of each kind of link', () => {
    for (const link of [
      { type: 'internal', internalLink: { _type: 'reference', _ref: 'page-contact' } },
      { type: 'external', url: '/Dames/' },
      { type: 'external', url: 'https://www.instagram.com/veldmode/', blank: true },
      { type: 'phone', phone: '+31235310460' },
      { type: 'email', email: 'klantenservice@veldmode.nl' },
    ]) {
      const block = { _type: 'Button', _key: 'b1', title: 'Ga', link, variant: 'primary', alignment: 'center' };
      expect(contentBlockSchema.safeParse(block).success, JSON.stringify(link)).toBe(true);
    }
  });

  it('rejects blocks whose props do not match their type', () => {
    expect(contentBlockSchema.safeParse({ _type: 'Title', _key: 't', text: 'Kop', level: 'h5' }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ _type: 'Video', _key: 'v', videoType: 'vimeo' }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ _type: 'Image', _key: 'i', image: { ...image, alt: '' } }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ _type: 'Image', _key: 'i', image }).success).toBe(true);
  });

  it('keeps blocks of unknown types representable', () => {
    const legacy: PageBuilderBlock = { _type: 'LegacyCarousel', _key: 'l', slides: [] };
    expect(unknownBlockSchema.safeParse(legacy).success).toBe(true);
    expect(isContentBlock(legacy)).toBe(false);
    expect(CONTENT_BLOCK_TYPES.every(isContentBlockType)).toBe(true);
  });
});
