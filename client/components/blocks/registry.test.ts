import { describe, expect, it } from 'vitest';
import { CONTENT_BLOCK_TYPES } from '../../../shared/content/types';
import HeaderBanner from './HeaderBanner';
import { blockRegistry, type BlockRegistry } from './registry';

describe('block registry', () => {
  it('has a component for every block type of the content model', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
  });

  it('is total in the type system: leaving a type out does not compile', () => {
    // @ts-expect-error -- a registry without the other 23 types is a type error
    const partial: BlockRegistry = { HeaderBanner };
    expect(partial).toBeDefined();
  });
});
