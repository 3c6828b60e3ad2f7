import { describe, expect, it } from 'vitest';
import { richTextOf } from './rich-text';

describe('a rich text field as the storefront renders it', () => {
  it('gives a block Portable Text\'s defaults, and leaves out an image still uploading', () => {
    expect(richTextOf([
      { _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 's' }], markDefs: null },
      { _type: 'image', _key: 'i', alt: 'Zonder bestand' },
      { _type: 'image', _key: 'j', alt: 'Jas', asset: { _type: 'reference', _ref: 'image-abc-10x10-jpg' } },
    ])).toEqual([
      { _type: 'block', _key: 'a', style: 'normal', children: [{ _type: 'span', _key: 's', text: '', marks: [] }], markDefs: [] },
      { _type: 'image', _key: 'j', alt: 'Jas', asset: { _type: 'reference', _ref: 'image-abc-10x10-jpg' } },
    ]);
    expect(richTextOf(null)).toEqual([]);
  });
});
