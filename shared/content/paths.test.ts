import { describe, expect, it } from 'vitest';
import { contentPath } from './paths';

describe('contentPath', () => {
  it('serves the home page at the root, pages by slug and posts under /blog', () => {
    expect(contentPath({ _type: 'page', slug: 'home' })).toBe('/');
    expect(contentPath({ _type: 'page', slug: 'over-veld' })).toBe('/over-veld');
    expect(contentPath({ _type: 'blog', slug: 'waarom-linnen' })).toBe('/blog/waarom-linnen');
  });
});
