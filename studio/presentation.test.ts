import { describe, expect, it } from 'vitest';
import { locationsOf, pagePath } from './presentation';
import { studioEnv } from './env';

describe('where the Presentation tool says a document shows', () => {
  it('puts a page at its path, the home page at /', () => {
    expect(pagePath('home')).toBe('/');
    expect(locationsOf('page', { _type: 'page', title: 'Maattabel', slug: 'klantenservice/maattabel' }, []))
      .toEqual({ locations: [{ title: 'Maattabel', href: '/klantenservice/maattabel' }] });
  });

  it('puts a blog post at /blog/<slug> and on the overview', () => {
    expect(locationsOf('blog', { _type: 'blog', title: 'Winter', slug: 'winter' }, [])?.locations?.map((l) => l.href))
      .toEqual(['/blog/winter', '/blog']);
  });

  it('puts an FAQ on the pages that pick it, and says so when none does', () => {
    expect(locationsOf('faq', null, [{ _type: 'page', title: 'Klantenservice', slug: 'klantenservice' }]))
      .toEqual({ locations: [{ title: 'Klantenservice', href: '/klantenservice' }] });
    expect(locationsOf('faq', null, [])).toMatchObject({ tone: 'caution' });
  });

  it('knows nothing of a type the shop does not show', () => {
    expect(locationsOf('sanity.imageAsset', null, [])).toBeNull();
  });
});

describe('where the Studio points', () => {
  it('is the demo backend and the local shop without settings', () => {
    expect(studioEnv({})).toEqual({ projectId: 'demo0001', dataset: 'production', apiHost: 'http://localhost:8788', shopUrl: 'http://127.0.0.1:8787' });
  });

  it('is Sanity’s own API for a real project, and the shop it is told', () => {
    expect(studioEnv({ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_SHOP_URL: 'https://www.veld.nl/' }))
      .toEqual({ projectId: 'abc123', dataset: 'production', apiHost: undefined, shopUrl: 'https://www.veld.nl' });
  });
});
