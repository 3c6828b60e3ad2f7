import { describe, expect, it } from 'vitest';
import { CONTENT_BLOCK_TYPES, isContentBlock, isContentBlockType, type PageBuilderBlock } from './types';

describe('page builder blocks', () => {
  it('keeps blocks of unknown types representable', () => {
    const legacy: PageBuilderBlock = { _type: 'LegacyCarousel', _key: 'l', slides: [] };
    expect(isContentBlock(legacy)).toBe(false);
    expect(CONTENT_BLOCK_TYPES.every(isContentBlockType)).toBe(true);
  });
});
