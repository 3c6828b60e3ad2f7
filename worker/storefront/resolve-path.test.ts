import { describe, expect, it, vi } from 'vitest';
import type { SeoTarget } from '../shopware/operations/seo';
import { resolvePath, type PathLookups } from './resolve-path';

const ID = 'a'.repeat(32);

function lookups(over: Partial<{ pages: string[]; posts: string[]; seo: Record<string, SeoTarget> }> = {}) {
  const calls: string[] = [];
  const l: PathLookups = {
    homeSlug: 'home',
    hasContentPage: vi.fn(async (slug: string) => { calls.push(`page:${slug}`); return (over.pages ?? []).includes(slug); }),
    blogPostSlug: vi.fn(async (slug: string) => { calls.push(`blog:${slug}`); return (over.posts ?? []).includes(slug) ? slug : null; }),
    seoTarget: vi.fn(async (path: string) => { calls.push(`seo:${path}`); return over.seo?.[path] ?? null; }),
  };
  return { l, calls };
}

describe('catch-all path resolution', () => {
  it('serves the home page at /', async () => {
    const { l, calls } = lookups();
    expect(await resolvePath('/', l)).toEqual({ type: 'content', slug: 'home' });
    expect(calls).toEqual([]);
  });

  it('finds content pages at any depth, normalising slashes and escapes', async () => {
    const { l } = lookups({ pages: ['klantenservice/maattabel', 'über'] });
    expect(await resolvePath('/klantenservice/maattabel/', l)).toEqual({ type: 'content', slug: 'klantenservice/maattabel' });
    expect(await resolvePath('/%C3%BCber', l)).toEqual({ type: 'content', slug: 'über' });
  });

  it('asks content and commerce at once (no waterfall), and the editor\'s page wins', async () => {
    const { l, calls } = lookups({ pages: ['sale'], seo: { '/sale': { route: 'category', id: ID } } });
    expect(await resolvePath('/sale', l)).toEqual({ type: 'content', slug: 'sale' });
    expect(calls).toEqual(['page:sale', 'seo:/sale']);
  });

  it('resolves blog posts under /blog/', async () => {
    const { l } = lookups({ posts: ['linnen-in-de-zomer'] });
    expect(await resolvePath('/blog/linnen-in-de-zomer', l)).toEqual({ type: 'blog', slug: 'linnen-in-de-zomer' });
    expect(await resolvePath('/blog/bestaat-niet', l)).toEqual({ type: 'not-found' });
  });

  it('maps SEO URLs to categories, products and landing pages', async () => {
    const { l } = lookups({ seo: {
      '/Dames/Jurken': { route: 'category', id: ID },
      '/linnen-jurk-zand': { route: 'product', id: ID },
      '/look/zomerse-linnen-look': { route: 'landing', id: ID },
    } });
    expect(await resolvePath('/Dames/Jurken/', l)).toEqual({ type: 'category', categoryId: ID });
    expect(await resolvePath('/linnen-jurk-zand', l)).toEqual({ type: 'product', productId: ID });
    expect(await resolvePath('/look/zomerse-linnen-look', l)).toEqual({ type: 'landing', landingPageId: ID });
  });

  it('redirects technical paths to their SEO URL', async () => {
    const { l } = lookups({ seo: { [`/detail/${ID}`]: { route: 'redirect', location: '/linnen-jurk-zand' } } });
    expect(await resolvePath(`/detail/${ID}`, l)).toEqual({ type: 'redirect', location: '/linnen-jurk-zand' });
  });

  it('answers gone for the kept SEO URL of a deleted product or category (410, not a 404)', async () => {
    const { l } = lookups({ seo: { '/Linnen-Zomerjurk-2019/SW2019001': { route: 'gone' } } });
    expect(await resolvePath('/Linnen-Zomerjurk-2019/SW2019001', l)).toEqual({ type: 'gone' });
    expect(await resolvePath('/Linnen-Zomerjurk-2020/SW2020001', l)).toEqual({ type: 'not-found' });
  });

  it('takes /category/{id} as the fallback path of a category without asking anyone', async () => {
    const { l, calls } = lookups();
    expect(await resolvePath(`/category/${ID.toUpperCase()}`, l)).toEqual({ type: 'category', categoryId: ID });
    expect(calls).toEqual([]);
  });

  it('answers not found for unknown and implausible paths without a backend call for the latter', async () => {
    const { l, calls } = lookups();
    expect(await resolvePath('/bestaat-niet', l)).toEqual({ type: 'not-found' });
    calls.length = 0;
    for (const hostile of ['/<script>alert(1)</script>', `/${'a'.repeat(400)}`, '/a b', '/%00']) {
      expect(await resolvePath(hostile, l)).toEqual({ type: 'not-found' });
    }
    expect(calls).toEqual([]);
  });
});
