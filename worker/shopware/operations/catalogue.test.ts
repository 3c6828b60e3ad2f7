import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeShop } from '../testing/fake-store-api';
import { forgetAll } from '../../cache/memory-layer';
import { categoryChips, productGroup, quickSearch, snippets } from './catalogue';
import type { SwCategory } from '../types';

const KLEDING = 'a'.repeat(32);
const SCHOENEN = 'b'.repeat(32);

const kleding: SwCategory = {
  id: KLEDING, name: 'Kleding', seoUrls: [{ seoPathInfo: 'Dames/Kleding/' }],
  children: [
    { id: 'c'.repeat(32), name: 'Jurken', type: 'page', seoUrls: [{ seoPathInfo: 'Dames/Kleding/Jurken/' }] },
    // "Bekijk alles": a link child, no page of its own (#32: its id led to /category/{id}, a 404).
    { id: 'd'.repeat(32), name: 'Bekijk alles', type: 'link', linkType: 'category', internalLink: KLEDING },
    { id: 'e'.repeat(32), name: 'Ook schoenen', type: 'link', linkType: 'category', internalLink: SCHOENEN },
    { id: 'f'.repeat(32), name: 'Merken', type: 'link', linkType: 'external', externalLink: '/merken' },
    { id: '0'.repeat(32), name: 'Verborgen', type: 'page', visible: false, seoUrls: [{ seoPathInfo: 'Dames/Kleding/Verborgen/' }] },
  ],
};

describe('category chips', () => {
  it('link as the navigation does: a link child to its target, never to its own id', () => {
    expect(categoryChips(kleding, '/Dames/Kleding/')).toEqual([
      { id: 'c'.repeat(32), name: 'Jurken', href: '/Dames/Kleding/Jurken/' },
      { id: 'e'.repeat(32), name: 'Ook schoenen', href: `/category/${SCHOENEN}` },
      { id: 'f'.repeat(32), name: 'Merken', href: '/merken' },
    ]);
  });
});

describe('reads of stock Shopware for the plugin routes it replaced (issue 53)', () => {
  const ROOT = '1'.repeat(32);
  const NOORD = '2'.repeat(32);
  const ZUID = '3'.repeat(32);
  const product = (id: string, name: string, brand: string) => ({
    id, productNumber: `SW-${id.slice(0, 4)}`, translated: { name }, manufacturer: { id: NOORD, translated: { name: brand } },
    seoUrls: [{ seoPathInfo: `${name.replace(/ /g, '-')}/SW` }], calculatedPrice: { unitPrice: 59.95, totalPrice: 59.95, listPrice: { price: 79.95, percentage: 25.02 } },
  });
  const search = (elements: unknown[]) => ({
    json: {
      elements, total: 17, page: 1, limit: 12, sorting: 'score', availableSortings: [],
      aggregations: { manufacturer: { entities: [{ id: NOORD, translated: { name: 'Noord Atelier' } }, { id: ZUID, translated: { name: 'Zuidkust' } }] } },
    },
  });

  afterEach(() => vi.unstubAllGlobals());

  it('a product slider asks POST /product for its group\'s main products, in the order its block names', async () => {
    const shop = fakeShop({ 'POST /product': () => ({ json: { elements: [product('a'.repeat(32), 'Linnen jurk', 'Noord Atelier')] } }) });
    const cards = await productGroup(shop.ctx, 'f'.repeat(32), 9, 'nieuw-binnen');
    expect(cards.map((c) => [c.name, c.href, c.brand])).toEqual([['Linnen jurk', '/Linnen-jurk/SW', 'Noord Atelier']]);
    expect(shop.callsTo('POST /product')[0]!.body).toMatchObject({
      filter: [{ type: 'equals', field: 'streamIds', value: 'f'.repeat(32) }, { type: 'equals', field: 'parentId', value: null }],
      sort: [{ field: 'createdAt', order: 'DESC' }, { field: 'id', order: 'ASC' }],
      limit: 9,
    });
    await productGroup(shop.ctx, 'f'.repeat(32), 9, 'topseller');
    expect(shop.callsTo('POST /product')[1]!.body).toMatchObject({ sort: [{ field: 'sales', order: 'DESC' }, { field: 'id', order: 'ASC' }] });
  });

  it('the quick search is the search page\'s read for the term and a category search by name', async () => {
    const shop = fakeShop({
      'GET /context': () => ({ json: { salesChannel: { navigationCategoryId: ROOT } } }),
      'POST /search': () => search(Array.from({ length: 7 }, (_, i) => product(String(i).repeat(32), `Noord jas ${i}`, 'Noord Atelier'))),
      'POST /category': () => ({
        json: { elements: [
          { id: '4'.repeat(32), translated: { name: 'Noordse truien', breadcrumb: ['Home', 'Heren', 'Noordse truien'] }, seoUrls: [{ seoPathInfo: 'Heren/Noordse-truien/' }] },
          // No SEO URL: no page a shopper could open.
          { id: '5'.repeat(32), translated: { name: 'Noord (oud)' }, seoUrls: [] },
        ] },
      }),
    });
    const result = await quickSearch(shop.ctx, '  Noord  ');
    expect(result.products).toHaveLength(5);
    expect(result.products[0]).toMatchObject({ name: 'Noord jas 0', href: '/Noord-jas-0/SW', price: 59.95, listPrice: 79.95, discountPercent: 25 });
    expect(result.totalProducts).toBe(17);
    // The brands among the hits whose name holds the term.
    expect(result.brands).toEqual([{ id: NOORD, name: 'Noord Atelier', href: `/products?manufacturers=${NOORD}` }]);
    expect(result.categories).toEqual([{ id: '4'.repeat(32), name: 'Noordse truien', href: '/Heren/Noordse-truien/', path: 'Heren > Noordse truien' }]);
    // The search page's own read (/products?search=Noord): the same body, so the same cached entry.
    expect(shop.callsTo('POST /search')[0]!.body).toMatchObject({ search: 'Noord', limit: 12 });
    expect(shop.callsTo('POST /category')[0]!.body).toMatchObject({
      filter: expect.arrayContaining([{ type: 'contains', field: 'name', value: 'Noord' }, { type: 'contains', field: 'path', value: `|${ROOT}|` }]),
    });
  });

  it('the texts are the snippet set\'s veld. keys, without the namespace; an empty set is Shopware\'s []', async () => {
    const set = (texts: unknown) => ({ json: { apiAlias: 'snippet_set_result_list', sets: [{ locale: 'nl-NL', snippets: texts }] } });
    const shop = fakeShop({ 'GET /snippet': () => set({ 'veld.footer.copyright': 'VELD.', 'veld.cart.count.one': '1 artikel', 'footer.serviceHotline': 'not ours' }) });
    expect(await snippets(shop.ctx)).toEqual({ 'footer.copyright': 'VELD.', 'cart.count.one': '1 artikel' });
    expect(shop.calls[0]!.path).toBe('/snippet');
    forgetAll();
    expect(await snippets(fakeShop({ 'GET /snippet': () => set([]) }).ctx)).toEqual({});
  });
});
