import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeShop, refusal } from '../testing/fake-store-api';
import { seoUrls, seoUrlTarget, shopwarePages, type SeoRow } from './seo';

const ID = 'b'.repeat(32);
const row = (over: Partial<SeoRow>): SeoRow => ({
  foreignKey: ID, routeName: 'frontend.detail.page', seoPathInfo: 'Linnen-jurk/SW1', pathInfo: `/detail/${ID}`, isDeleted: false, ...over,
});

describe('seoUrlTarget', () => {
  it('maps a live SEO URL to its entity\'s page', () => {
    expect(seoUrlTarget(row({}))).toEqual({ route: 'product', id: ID });
    expect(seoUrlTarget(row({ routeName: 'frontend.navigation.page' }))).toEqual({ route: 'category', id: ID });
    expect(seoUrlTarget(row({ routeName: 'frontend.landing.page' }))).toEqual({ route: 'landing', id: ID });
  });

  it('calls the kept URL of a deleted entity gone (410), not unknown (404)', () => {
    expect(seoUrlTarget(row({ isDeleted: true }))).toEqual({ route: 'gone' });
    expect(seoUrlTarget(row({ routeName: 'frontend.navigation.page', isDeleted: true }))).toEqual({ route: 'gone' });
  });

  it('knows nothing of a path without an SEO URL, or of a route the shop does not serve', () => {
    expect(seoUrlTarget(null)).toBeNull();
    expect(seoUrlTarget(row({ routeName: 'frontend.account.home.page' }))).toBeNull();
    expect(seoUrlTarget(row({ routeName: 'frontend.account.home.page', isDeleted: true }))).toBeNull();
  });
});

const [A, B, C] = ['a', 'b', 'c'].map((x) => x.repeat(32)) as [string, string, string];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stock Shopware's POST /seo-url: the canonical URLs of the ids asked for (A and B have one, C none). */
const seoUrlRoute = () => fakeShop({
  'POST /seo-url': () => ({ json: { elements: [{ foreignKey: A, seoPathInfo: 'Dames/' }, { foreignKey: B, seoPathInfo: 'Linnen-jurk/SW1' }] } }),
});

describe('SEO paths by id, from stock Shopware\'s POST /seo-url', () => {
  it('asks once for all ids, filtered on foreignKey, and answers each found id with its path', async () => {
    const shop = seoUrlRoute();
    expect(await seoUrls(shop.ctx, [C, B, A])).toEqual({ [A]: '/Dames/', [B]: '/Linnen-jurk/SW1' });
    const [call] = shop.callsTo('POST /seo-url');
    expect(call!.body).toMatchObject({ filter: [{ type: 'equalsAny', field: 'foreignKey', value: `${A}|${B}|${C}` }], limit: 3 });
    expect(await shopwarePages(shop.ctx, [B, C, A])).toEqual({
      elements: [{ id: B, seoUrls: [{ seoPathInfo: 'Linnen-jurk/SW1' }] }, { id: A, seoUrls: [{ seoPathInfo: 'Dames/' }] }],
    });
    // One read for both: the same ids, the same cached answer.
    expect(shop.callsTo('POST /seo-url')).toHaveLength(1);
  });

  it('logs a failed lookup as the spec says, and answers {} or \'error\'', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shop = fakeShop({ 'POST /seo-url': () => refusal(500, 'FRAMEWORK__INTERNAL') });
    expect(await seoUrls(shop.ctx, [A])).toEqual({});
    expect(log.mock.calls.flat().join(' ')).toContain('Failed to get SEO URLs');
    expect(await shopwarePages(shop.ctx, [A])).toBe('error');
    expect(log.mock.calls.flat().join(' ')).toContain('Error fetching Shopware page:');
  });

  it('logs an answer without elements and finds nothing in it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shop = fakeShop({ 'POST /seo-url': () => ({ json: { items: [] } }) });
    expect(await seoUrls(shop.ctx, [A])).toEqual({});
    expect(log.mock.calls.flat().join(' ')).toContain('Invalid response format: missing elements array');
  });
});
