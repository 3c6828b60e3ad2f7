import { describe, expect, it } from 'vitest';
import { seoUrlTarget, type SeoRow } from './seo';

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
