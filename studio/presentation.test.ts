import { createRequire } from 'node:module';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { locationsOf, mainDocuments, pagePath } from './presentation';
import { studioEnv } from './env';

// The path-to-regexp the Presentation tool itself matches routes with (8.x, its own copy).
const { match } = createRequire(createRequire(import.meta.url).resolve('sanity'))('path-to-regexp') as typeof import('path-to-regexp');

const DOCUMENTS = [
  { _id: 'home', _type: 'page', slug: { current: 'home' } },
  { _id: 'journal', _type: 'page', slug: { current: 'blog' } },
  { _id: 'guide', _type: 'page', slug: { current: 'klantenservice/maattabel' } },
  { _id: 'post', _type: 'blog', slug: { current: 'winter' } },
];

/** The document the Presentation tool opens beside a shop path, as it resolves mainDocuments. */
async function mainDocumentOf(pathname: string): Promise<string | undefined> {
  for (const { route, filter } of mainDocuments) {
    const matched = match(route as string, { decode: decodeURIComponent })(pathname);
    if (!matched) continue;
    const params = { ...matched.params };
    const found = await (await evaluate(parse(`*[${filter}][0]._id`, { params }), { dataset: DOCUMENTS, params })).get();
    return found as string | undefined;
  }
  return undefined;
}

describe('which document the Presentation tool opens beside a shop page', () => {
  it('opens the home page, a nested page, a blog post and the journal', async () => {
    expect(await mainDocumentOf('/')).toBe('home');
    expect(await mainDocumentOf('/klantenservice/maattabel')).toBe('guide');
    expect(await mainDocumentOf('/blog/winter')).toBe('post');
    expect(await mainDocumentOf('/blog')).toBe('journal');
    expect(await mainDocumentOf('/bestaat-niet')).toBeNull();
  });
});

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
    expect(studioEnv({})).toEqual({ projectId: 'demo0001', dataset: 'production', apiHost: 'https://localhost:8789', shopUrl: 'http://127.0.0.1:8787' });
  });

  it('is Sanity’s own API for a real project, and the shop it is told', () => {
    expect(studioEnv({ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_SHOP_URL: 'https://www.veld.nl/' }))
      .toEqual({ projectId: 'abc123', dataset: 'production', apiHost: undefined, shopUrl: 'https://www.veld.nl' });
  });
});
