// Drives the catalogue emulator over HTTP with the official Shopware client, unchanged.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { productStreamId } from './streams';
import { NAVIGATION_ROOT_ID } from './categories';

const baseURL = `${inject('backendUrl')}/store-api`;
const accessToken = inject('accessKey');
const api = createAPIClient<operations>({ baseURL, accessToken, defaultHeaders: { 'sw-include-seo-urls': 'true' } });

async function storeApi<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'sw-access-key': accessToken, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<T>;
}

type Category = { id: string; name: string; children: Category[]; customFields: Record<string, unknown>; type: string;
  seoUrls?: { seoPathInfo: string }[]; translated: { name: string } };

type Aggregations = {
  manufacturer: { entities: { id: string }[] };
  price: { min: number; max: number };
  properties: { entities: { name: string; options: { id: string; name: string }[] }[] };
};
const aggs = (listing: { aggregations?: unknown }) => listing.aggregations as Aggregations;

let tree: Category[];
const byPath = (path: string) => path.split('/').reduce<Category | undefined>(
  (node, name) => (node ? node.children : tree).find((c) => c.name === name), undefined)!;

beforeAll(async () => {
  const { data } = await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, body: { depth: 3 },
  });
  tree = data as unknown as Category[];
});

describe('navigation', () => {
  it('answers the root children as a tree with shop custom fields and SEO URLs', () => {
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['Dames', 'Heren', 'Nieuw binnen', 'Sale', 'Merken', 'Shop the look']));
    const dames = byPath('Dames');
    expect(dames.customFields.mega_menu_enabled).toBe(true);
    expect(dames.children.map((c) => c.name)).toContain('Nieuw binnen');
    expect(byPath('Dames/Kleding').children.length).toBeGreaterThan(7);
    expect(byPath('Dames/Kleding/Jurken').seoUrls?.[0]?.seoPathInfo).toBe('Dames/Kleding/Jurken/');
    const viewAll = byPath('Dames/Kleding').children.find((c) => c.name === 'Bekijk alles')!;
    expect(viewAll).toMatchObject({ type: 'link', linkType: 'category', internalLink: byPath('Dames/Kleding').id, customFields: { menu_item_style: 'asLink' } });
  });

  it('serves the footer and service navigation by alias', async () => {
    const { data } = await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'footer-navigation', rootId: 'footer-navigation' }, body: { depth: 2 },
    });
    const groups = data as unknown as Category[];
    expect(groups.map((g) => g.name)).toEqual(['Klantenservice', 'Over VELD', 'Populair', 'Showroom', 'Volg ons']);
    expect(groups.find((g) => g.name === 'Volg ons')!.children).toEqual([]);
    const service = await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'service-navigation', rootId: 'service-navigation' }, body: {},
    });
    expect((service.data as unknown as Category[]).length).toBeGreaterThan(0);
  });
});

describe('SEO URLs', () => {
  it('resolves a category path and a product path', async () => {
    const { data } = await api.invoke('readSeoUrl post /seo-url', {
      body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Dames/Kleding/Jurken/' }] },
    });
    expect(data.elements?.[0]).toMatchObject({ foreignKey: byPath('Dames/Kleding/Jurken').id, routeName: 'frontend.navigation.page', isCanonical: true });
    const listing = await api.invoke('readProductListing post /product-listing/{categoryId}', { pathParams: { categoryId: byPath('Dames').id }, body: { limit: 1 } });
    const path = listing.data.elements![0]!.seoUrls![0]!.seoPathInfo;
    const product = await api.invoke('readSeoUrl post /seo-url', { body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: path }] } });
    expect(product.data.elements?.[0]).toMatchObject({ foreignKey: listing.data.elements![0]!.id, routeName: 'frontend.detail.page' });
  });

  it('rejects a malformed filter with a pointer', async () => {
    await expect(api.invoke('readSeoUrl post /seo-url', { body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: '' }] } }))
      .rejects.toMatchObject({ status: 400, details: { errors: [{ code: 'FRAMEWORK__INVALID_FILTER_QUERY', source: { pointer: '/filter/0/value' } }] } });
  });
});

describe('listing', () => {
  const listing = (categoryId: string, body: Record<string, unknown>) =>
    api.invoke('readProductListing post /product-listing/{categoryId}', { pathParams: { categoryId }, body: body as never }).then((r) => r.data);

  it('pages with p and limit and reports sortings', async () => {
    const first = await listing(byPath('Dames').id, { limit: 12 });
    const second = await listing(byPath('Dames').id, { limit: 12, p: 2, page: 5 });
    expect(first.page).toBe(1);
    expect(second.page).toBe(2);
    expect(first.elements).toHaveLength(12);
    expect(second.elements![0]!.id).not.toBe(first.elements![0]!.id);
    expect(first.sorting).toBe('topseller');
    expect(first.availableSortings!.map((s) => s.key)).toEqual(['topseller', 'nieuw-binnen', 'price-asc', 'price-desc', 'name-asc', 'name-desc']);
    expect(first.total).toBeGreaterThan(24);
  });

  it('rejects limits above 100 and below 1', async () => {
    await expect(listing(byPath('Dames').id, { limit: 101 })).rejects.toMatchObject({ status: 400, details: { errors: [{ code: 'FRAMEWORK__QUERY_LIMIT_EXCEEDED' }] } });
    await expect(listing(byPath('Dames').id, { limit: -1 })).rejects.toMatchObject({ status: 400, details: { errors: [{ code: 'FRAMEWORK__INVALID_LIMIT_QUERY' }] } });
  });

  it('sorts by price both ways and falls back for unknown keys', async () => {
    const asc = await listing(byPath('Heren').id, { order: 'price-asc', limit: 30 });
    const prices = asc.elements!.map((p) => p.calculatedPrice.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await listing(byPath('Heren').id, { order: 'price-desc', limit: 30 });
    expect(desc.elements![0]!.calculatedPrice.unitPrice).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    expect((await listing(byPath('Heren').id, { order: 'bogus' })).sorting).toBe('topseller');
  });

  it('ORs options within a group and ANDs across groups, as post-filters', async () => {
    const all = await listing(byPath('Dames/Kleding').id, { limit: 1 });
    const groups = aggs(all).properties.entities;
    const kleur = groups.find((g) => g.name === 'Kleur')!;
    const maat = groups.find((g) => g.name === 'Maat')!;
    const [zwart, wit] = [kleur.options.find((o) => o.name === 'Zwart')!, kleur.options.find((o) => o.name === 'Wit')!];
    const m = maat.options.find((o) => o.name === 'M')!;
    const total = (body: Record<string, unknown>) => listing(byPath('Dames/Kleding').id, { limit: 1, ...body }).then((r) => r.total!);
    const onlyZwart = await total({ properties: zwart.id });
    const onlyWit = await total({ properties: wit.id });
    const either = await total({ properties: `${zwart.id}|${wit.id}` });
    const zwartAndM = await total({ properties: `${zwart.id}|${m.id}` });
    expect(either).toBeGreaterThanOrEqual(Math.max(onlyZwart, onlyWit));
    expect(either).toBeLessThanOrEqual(onlyZwart + onlyWit);
    expect(zwartAndM).toBeLessThanOrEqual(onlyZwart);
    // Post-filter: aggregations still offer every colour, unless reduce-aggregations is set.
    const filtered = await listing(byPath('Dames/Kleding').id, { limit: 1, properties: zwart.id, manufacturer: '' });
    const filteredKleur = aggs(filtered).properties.entities.find((g) => g.name === 'Kleur')!;
    expect(filteredKleur.options).toHaveLength(kleur.options.length);
    const reduced = await listing(byPath('Dames/Kleding').id, { limit: 1, properties: m.id, 'reduce-aggregations': 1 });
    const reducedMaat = aggs(reduced).properties.entities.find((g) => g.name === 'Maat')!;
    expect(reducedMaat.options).toHaveLength(maat.options.length); // its own filter is ignored
    expect(reduced.currentFilters!.properties).toEqual([m.id]);
  });

  it('shows a card filtered on options through a variant that has them (Shopware\'s listing preview)', async () => {
    const all = await listing(byPath('Dames/Kleding').id, { limit: 1 });
    const groups = aggs(all).properties.entities;
    const m = groups.find((g) => g.name === 'Maat')!.options.find((o) => o.name === 'M')!;
    const zwart = groups.find((g) => g.name === 'Kleur')!.options.find((o) => o.name === 'Zwart')!;
    const unfiltered = await listing(byPath('Dames/Kleding').id, { limit: 24 });
    for (const chosen of [[m.id], [m.id, zwart.id]]) {
      const filtered = await listing(byPath('Dames/Kleding').id, { limit: 24, properties: chosen.join('|') });
      expect(filtered.elements!.length).toBeGreaterThan(0);
      for (const product of filtered.elements!) {
        // Every card with variants that have options now shows one with the chosen ones.
        if ((product.optionIds ?? []).length > 0) expect(product.optionIds).toEqual(expect.arrayContaining(chosen));
      }
    }
    // Unfiltered, the display variants: at least one card is shown in another size than M.
    expect(unfiltered.elements!.some((p) => (p.optionIds ?? []).length > 0 && !(p.optionIds ?? []).includes(m.id))).toBe(true);
  });

  it('filters by manufacturer and price range', async () => {
    const all = await listing(byPath('Heren').id, { limit: 1 });
    const brand = aggs(all).manufacturer.entities[0]!;
    const byBrand = await listing(byPath('Heren').id, { manufacturer: brand.id, limit: 50 });
    expect(byBrand.elements!.every((p) => p.manufacturerId === brand.id)).toBe(true);
    const ranged = await listing(byPath('Heren').id, { 'min-price': 50, 'max-price': 100, limit: 50 });
    expect(ranged.elements!.every((p) => p.calculatedPrice.unitPrice >= 50 && p.calculatedPrice.unitPrice <= 100)).toBe(true);
    expect(ranged.currentFilters!.price).toEqual({ min: 50, max: 100 });
    const reduced = await listing(byPath('Heren').id, { manufacturer: brand.id, 'reduce-aggregations': 1, limit: 1 });
    expect(aggs(reduced).price.max).toBeLessThanOrEqual(aggs(all).price.max);
  });

  it('answers only aggregations or none on request', async () => {
    const only = await listing(byPath('Heren').id, { 'only-aggregations': 1 });
    expect(only.elements).toEqual([]);
    expect(aggs(only).manufacturer).toBeDefined();
    const none = await listing(byPath('Heren').id, { 'no-aggregations': 1 });
    // None: an empty PHP array, which Shopware writes as [] (issue #37, G7).
    expect(none.aggregations).toEqual([]);
  });
});

describe('search', () => {
  it('needs a search term', async () => {
    await expect(api.invoke('searchPage post /search', { body: {} as never }))
      .rejects.toMatchObject({ status: 400, details: { errors: [{ code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER', detail: 'Parameter "search" is missing.' }] } });
  });

  it('matches name, product number and brand', async () => {
    const { data } = await api.invoke('searchPage post /search', { body: { search: 'jurk' } as never });
    expect(data.total).toBeGreaterThan(0);
    expect(data.sorting).toBe('score');
    expect(data.elements![0]!.translated.name.toLowerCase()).toContain('jurk');
    const number = data.elements![0]!.productNumber;
    const byNumber = await api.invoke('searchPage post /search', { body: { search: number } as never });
    expect(byNumber.data.elements!.map((p) => p.id)).toContain(data.elements![0]!.id);
    const byBrand = await api.invoke('searchPage post /search', { body: { search: 'polder denim' } as never });
    expect(byBrand.data.elements!.every((p) => p.manufacturer?.name === 'Polder Denim' || /polder denim/i.test(p.description ?? ''))).toBe(true);
  });

  // /search reads the cards themselves (cat_card_listed); a listing of the navigation root with
  // a term reads the root's rows of cat_card_category. Both must answer the same.
  it.each(['linnen', 'le'])('answers "%s" as the root listing with the same term does', async (term) => {
    const rootId = (tree[0] as Category & { parentId: string }).parentId;
    const body = { search: term, order: 'price-desc', limit: 24, p: 2 };
    const [search, listing] = await Promise.all([
      storeApi<{ total: number; elements: { id: string }[]; aggregations: unknown }>('/search', body),
      storeApi<{ total: number; elements: { id: string }[]; aggregations: unknown }>(`/product-listing/${rootId}`, body),
    ]);
    expect(search.total).toBeGreaterThan(24);
    expect(search.total).toBe(listing.total);
    expect(search.elements.map((p) => p.id)).toEqual(listing.elements.map((p) => p.id));
    expect(search.aggregations).toEqual(listing.aggregations);
  });
});

describe('product detail', () => {
  it('replaces a parent by its main variant and answers the configurator', async () => {
    const listing = await api.invoke('readProductListing post /product-listing/{categoryId}', { pathParams: { categoryId: byPath('Dames/Kleding/Jurken').id }, body: { limit: 5 } });
    const variant = listing.data.elements!.find((p) => p.parentId)!;
    const { data } = await api.invoke('readProductDetail post /product/{productId}', { pathParams: { productId: variant.parentId! }, body: {} });
    expect(data.product.parentId).toBe(variant.parentId);
    expect(data.product.id).not.toBe(variant.parentId);
    expect(data.configurator!.map((g) => g.name)).toContain('Maat');
    await expect(api.invoke('readProductDetail post /product/{productId}', { pathParams: { productId: 'ffffffffffffffffffffffffffffffff' }, body: {} }))
      .rejects.toMatchObject({ status: 404, details: { errors: [{ code: 'CONTENT__PRODUCT_NOT_FOUND' }] } });

    const maat = data.configurator!.find((g) => g.name === 'Maat')!;
    const kleur = data.configurator!.find((g) => g.name === 'Kleur')!;
    const size = maat.options!.at(-1)!;
    const found = await api.invoke('searchProductVariantIds post /product/{productId}/find-variant', {
      pathParams: { productId: data.product.id },
      body: { options: { [kleur.id]: kleur.options![0]!.id, [maat.id]: size.id }, switchedGroup: maat.id } as never,
    });
    expect(found.data.foundCombination!.options).toContain(size.id);
  });

  it('answers cross-sellings', async () => {
    const listing = await api.invoke('readProductListing post /product-listing/{categoryId}', { pathParams: { categoryId: byPath('Heren').id }, body: { limit: 1 } });
    const { data } = await api.invoke('readProductCrossSellings post /product/{productId}/cross-selling', { pathParams: { productId: listing.data.elements![0]!.id } });
    expect(data[0]!.products.length).toBeGreaterThan(0);
  });
});

describe('what the storefront reads beyond listings and products', () => {
  it('answers what the quick search asks of stock Shopware: a search with its brands, and categories by name', async () => {
    // worker/shopware/operations/catalogue.ts quickSearch: the search page's read and a category search.
    const { data: found } = await api.invoke('searchPage post /search', { body: { search: 'noord', limit: 12 } });
    expect(found.total).toBeGreaterThan(0);
    const brands = (found.aggregations as unknown as { manufacturer: { entities: { name: string }[] } }).manufacturer.entities;
    expect(brands.map((b) => b.name)).toContain('Noord Atelier');
    const { data: categories } = await api.invoke('readCategoryList post /category', {
      body: {
        filter: [{ type: 'contains', field: 'name', value: 'sneaker' }, { type: 'equals', field: 'type', value: 'page' },
          { type: 'contains', field: 'path', value: `|${NAVIGATION_ROOT_ID}|` }],
        limit: 5,
      },
    });
    expect(categories.elements!.map((c) => c.seoUrls?.[0]?.seoPathInfo)).toContain('Dames/Schoenen/Sneakers/');
    expect(categories.elements!.find((c) => c.seoUrls?.[0]?.seoPathInfo === 'Dames/Schoenen/Sneakers/')!.breadcrumb).toEqual(['Home', 'Dames', 'Schoenen', 'Sneakers']);
  });

  it('offers the brands of an audience as its listing\'s manufacturer filter (what the brand index reads)', async () => {
    // worker/shopware/operations/catalogue.ts brands: the first listing read of the whole
    // assortment, or of the audience's top category.
    const offered = async (categoryId: string) => new Set(aggs((await api.invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId }, body: { limit: 12 },
    })).data).manufacturer.entities.map((b) => b.id));
    const all = await offered(NAVIGATION_ROOT_ID);
    const [dames, heren] = [await offered(byPath('Dames').id), await offered(byPath('Heren').id)];
    expect(all.size).toBeGreaterThanOrEqual(40);
    expect(dames.size).toBeLessThan(all.size);
    expect(heren.size).toBeLessThan(all.size);
    for (const id of [...dames, ...heren]) expect(all.has(id)).toBe(true);
  });

  it('draws the pictures of products and looks from their URLs, and refuses others', async () => {
    const { data } = await api.invoke('readProduct post /product', { body: { limit: 1, associations: { media: {} } } });
    const product = (data as unknown as { elements: { media: { media: { url: string; thumbnails: { url: string; width: number }[] } }[] }[] }).elements[0]!;
    expect(product.media.map((m) => m.media.url.split('/')[8])).toEqual(['1', '2', '3', '4']);
    const thumbnail = product.media[0]!.media.thumbnails.find((t) => t.width === 400)!;
    const picture = await fetch(thumbnail.url);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await picture.text()).toMatch(/^<svg [^>]*width="400" height="533"/);
    const looks = await storeApi<{ looksObject: { cover: { media: { url: string } } }[] }>('/script/veld-looks', { gender: '', page: 1, itemsPerPage: 2 });
    const look = await fetch(looks.looksObject[0]!.cover.media.url);
    expect(look.status).toBe(200);
    expect(await look.text()).toContain('<svg');
    const bad = new URL(thumbnail.url);
    expect((await fetch(bad.href.replace(/\/product\/(dames|heren|unisex)\//, '/product/kinderen/'))).status).toBe(404);
    expect((await fetch(looks.looksObject[0]!.cover.media.url.replace(/\/look\/(dames|heren)\/(\w+)\/[^/]+\//, '/look/$1/$2/geen.outfit/'))).status).toBe(404);
  });

  it('answers snippets, and dynamic product groups and SEO paths by id as stock Shopware does', async () => {
    // The storefront's snippets (worker/shopware/operations/catalogue.ts snippets): the app's
    // texts and the shop's own, under veld., as stock GET /snippet answers a prefix.
    const { data: snippetSets } = await api.invoke('readSnippets get /snippet', { query: { prefixes: 'veld' } });
    const [set] = snippetSets.sets;
    expect(set).toMatchObject({ locale: 'nl-NL', languageId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(set!.snippets['veld.footer.copyright']).toBe('VELD. Alle rechten voorbehouden.');
    expect(JSON.parse(set!.snippets['veld.search.popularCategories']!)).toHaveLength(4);
    expect(Object.keys(set!.snippets).every((key) => key.startsWith('veld.'))).toBe(true);
    // A prefix is whole segments: `veld.foot` holds nothing, `veld.footer.` all footer texts.
    expect((await api.invoke('readSnippets get /snippet', { query: { prefixes: 'veld.foot' } })).data.sets[0]!.snippets).toEqual([]);
    const footer = (await api.invoke('readSnippets get /snippet', { query: { prefixes: 'veld.footer.' } })).data.sets[0]!;
    expect(Object.keys(footer.snippets).length).toBeGreaterThan(3);
    expect(Object.keys(footer.snippets).every((key) => key.startsWith('veld.footer.'))).toBe(true);
    // Its hash is its ETag: sent back, nothing changed, nothing sent.
    const again = await fetch(`${baseURL}/snippet?prefixes=veld.footer`, { headers: { 'sw-access-key': accessToken, 'if-none-match': `"${footer.hash}"` } });
    expect(again.status).toBe(304);
    const tooMany = await fetch(`${baseURL}/snippet?prefixes=${Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')}`, { headers: { 'sw-access-key': accessToken } });
    expect(tooMany.status).toBe(400);
    // A product slider's read (worker/shopware/operations/catalogue.ts productGroup): the group's
    // main products by their streamIds, newest first.
    const group = async (key: string) => (await api.invoke('readProduct post /product', {
      body: {
        filter: [{ type: 'equals', field: 'streamIds', value: productStreamId(key) }, { type: 'equals', field: 'parentId', value: null }],
        sort: [{ field: 'createdAt', order: 'DESC' }], limit: 9,
      },
    })).data.elements!;
    const newest = await group('nieuw-binnen');
    expect(newest).toHaveLength(9);
    expect(newest.every((p) => !p.parentId && p.streamIds!.includes(productStreamId('nieuw-binnen')))).toBe(true);
    const created = newest.map((p) => p.createdAt!);
    expect(created).toEqual([...created].sort().reverse());
    // The sale's group holds the Sale category's products alone.
    const sale = await group('sale');
    expect(sale.length).toBeGreaterThan(0);
    expect(sale.every((p) => p.categoryIds!.includes(byPath('Sale').id))).toBe(true);
    const ids = [byPath('Dames').id, newest[0]!.id];
    // What the storefront asks for SEO paths by id (worker/shopware/operations/seo.ts seoPathsOf).
    const { data: seo } = await api.invoke('readSeoUrl post /seo-url', {
      body: { filter: [{ type: 'equalsAny', field: 'foreignKey', value: ids.join('|') }], limit: ids.length, includes: { seo_url: ['foreignKey', 'seoPathInfo'] } },
    });
    expect(new Set(seo.elements!.map((e) => e.foreignKey))).toEqual(new Set(ids));
    expect(seo.elements!.find((e) => e.foreignKey === ids[0])!.seoPathInfo).toBe('Dames/');
  });
});
