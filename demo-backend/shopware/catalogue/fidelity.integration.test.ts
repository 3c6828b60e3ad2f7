// The routes Shopware's own storefront (Frontends' vue-demo-store) needs beyond VELD's: the
// product's default CMS layout, breadcrumbs, product reviews and the product search, each checked
// against the Store API document shipped with @shopware/api-client (shopper/testing/contract.ts
// holds the errata, each with its reason).
import type { operations } from '@shopware/api-client/store-api-types';
import { encodeForQuery } from '@shopware/api-client/helpers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadContract, type ContractCheck } from '../shopper/testing/contract';
import { storeApiClient, type StoreApiClient } from '../shopper/testing/fixtures';

type Json = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the schema, not by TS
type Any = any;

let contract: ContractCheck;
let client: StoreApiClient;
let damesId: string;
let jurkenId: string;
let variant: Any;

/** Calls an operation and checks its answer against the documented schema for that status. */
async function conforms<K extends keyof operations>(operation: K, params?: unknown, on: StoreApiClient = client): Promise<Any> {
  const [, method, path] = (operation as string).split(' ') as [string, string, string];
  const res = await on.invoke(operation as never, params as never) as { status: number; data: unknown };
  expect(res.status).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(300);
  expect(contract.violations(method, path, res.status, res.data), `${method.toUpperCase()} ${path}`).toEqual([]);
  return res.data;
}

async function raw(method: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(`${inject('backendUrl')}/store-api${path}`, {
    method,
    headers: {
      'sw-access-key': inject('accessKey'), 'content-type': 'application/json',
      ...(init.token ? { 'sw-context-token': init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, token: res.headers.get('sw-context-token') ?? '', body: text ? JSON.parse(text) as Any : undefined };
}

beforeAll(async () => {
  contract = await loadContract();
  client = storeApiClient();
  const nav = await conforms('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, body: { depth: 3 },
  });
  const dames = nav.find((c: Any) => c.name === 'Dames');
  damesId = dames.id;
  jurkenId = dames.children.find((c: Any) => c.name === 'Kleding').children.find((c: Any) => c.name === 'Jurken').id;
  const listing = await conforms('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: jurkenId }, body: { limit: 24 },
  });
  variant = listing.elements.find((p: Any) => p.parentId && p.ratingAverage);
  expect(variant).toBeTruthy();
});

describe('product detail: default CMS layout and availability fields', () => {
  it('answers the default product layout with the standard blocks, slots and their data', async () => {
    const detail = await conforms('readProductDetail post /product/{productId}', { pathParams: { productId: variant.parentId }, body: {} });
    const { product } = detail;
    expect(product.cmsPageId).toBe('7a6d253a67204037966f42b0119704d5');
    const page = product.cmsPage;
    expect(page).toMatchObject({ type: 'product_detail', apiAlias: 'cms_page' });
    const blocks = page.sections[0].blocks;
    expect(blocks.map((b: Any) => b.type)).toEqual(['product-heading', 'gallery-buybox', 'product-description-reviews', 'cross-selling']);
    const slots = Object.fromEntries(blocks.flatMap((b: Any) => b.slots).map((s: Any) => [s.type, s]));
    expect(Object.values(slots).map((s: Any) => `${s.type}@${s.slot}:${s.data.apiAlias}`)).toEqual([
      'product-name@left:cms_text', 'manufacturer-logo@right:cms_manufacturer_logo',
      'image-gallery@left:cms_image_slider', 'buy-box@right:cms_buy_box',
      'product-description-reviews@content:cms_product_description_reviews', 'cross-selling@content:cms_cross_selling',
    ]);
    expect(slots['image-gallery'].data.sliderItems).toHaveLength(4);
    expect(slots['image-gallery'].data.sliderItems[0].media.id).toBe(product.cover.media.id);
    expect(slots['buy-box'].data.product.id).toBe(product.id);
    expect(slots['buy-box'].data.configuratorSettings).toEqual(detail.configurator);
    const reviews = slots['product-description-reviews'].data.reviews;
    expect(reviews.parentId).toBe(product.parentId);
    expect(reviews.matrix.totalReviewCount).toBeGreaterThanOrEqual(2);
    expect(reviews.matrix.averageRating).toBeCloseTo(product.ratingAverage, 0);
    expect(slots['buy-box'].data.totalReviews).toBe(reviews.total);
    expect(slots['cross-selling'].data.crossSellings[0].apiAlias).toBe('cross_selling_element');
  });

  it('skipCmsPage (6.7) leaves the layout out', async () => {
    const res = await raw('GET', `/product/${variant.id}?skipCmsPage=1`);
    expect(res.status).toBe(200);
    expect(res.body.product.cmsPage).toBeUndefined();
  });

  it('carries every availability and delivery field Frontends reads (SwStockInfo, SwProductAddToCart)', async () => {
    const { product } = await conforms('readProductDetail post /product/{productId}', { pathParams: { productId: variant.id }, body: {} });
    expect(product).toMatchObject({
      available: expect.any(Boolean), availableStock: expect.any(Number), stock: expect.any(Number), isCloseout: true,
      minPurchase: 1, maxPurchase: expect.any(Number), calculatedMaxPurchase: expect.any(Number), purchaseSteps: 1,
      shippingFree: expect.any(Boolean), releaseDate: expect.any(String),
      deliveryTime: { name: '1-2 werkdagen', min: 1, max: 2, unit: 'day', translated: { name: '1-2 werkdagen' }, apiAlias: 'delivery_time' },
    });
    expect(product.deliveryTimeId).toBe(product.deliveryTime.id);
    // SwStockInfo: "Available, delivery time …" needs availableStock >= minPurchase and a deliveryTime.
    if (product.available) expect(product.availableStock).toBeGreaterThanOrEqual(product.minPurchase);
  });

  it('the category and landing page layouts conform too', async () => {
    const category = await conforms('readCategory post /category/{navigationId}', { pathParams: { navigationId: damesId }, body: { limit: 2 } });
    // Shopware's default category layout: since 6.7 "Category name" (the H1), then "Category
    // info" (image-text), the "Filter" block (Migration1570459127AddCmsSidebarLayout's
    // addFilterPanelToDefault; no resolver, so no data) and the listing.
    const categoryBlocks = category.cmsPage.sections[0].blocks;
    expect(categoryBlocks.map((b: Any) => `${b.type}:${b.slots.map((s: Any) => `${s.slot}=${s.type}/${s.data?.apiAlias}`).join(',')}`)).toEqual([
      'text:content=text/cms_text', 'image-text:left=image/cms_image,right=text/cms_text', 'sidebar-filter:content=sidebar-filter/undefined',
      'product-listing:content=product-listing/cms_product_listing',
    ]);
    expect(categoryBlocks.map((b: Any) => b.position)).toEqual([0, 1, 2, 3]);
    expect(categoryBlocks[2]).toMatchObject({ name: 'Filter', locked: true });
    expect(categoryBlocks[0].name).toBe('Category name');
    expect(categoryBlocks[0].slots[0].data.content).toBe('<h1>Dames</h1>');
    expect(categoryBlocks[1].slots[1].data.content ?? null).toBe(category.description ?? null);
    const seo = await conforms('readSeoUrl post /seo-url', { body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 1 } });
    const look = await conforms('readLandingPage post /landing-page/{landingPageId}', { pathParams: { landingPageId: seo.elements[0].foreignKey }, body: {} });
    const blocks = look.cmsPage.sections[0].blocks;
    expect(blocks.map((b: Any) => `${b.type}:${b.slots[0].type}:${b.slots[0].data.apiAlias}`))
      .toEqual(['image:image:cms_image', 'text:text:cms_text', 'product-listing:product-listing:cms_product_listing']);
    expect(blocks.map((b: Any) => b.position)).toEqual([0, 1, 2]);
    expect(blocks[1].slots[0].data.content).toContain(`<h2>${look.name}</h2>`);
  });
});

describe('breadcrumb', () => {
  it('of a category: the trail below the navigation root, with SEO paths', async () => {
    const crumbs = await conforms('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: jurkenId }, query: { type: 'category' } });
    expect(crumbs.map((b: Any) => b.name)).toEqual(['Dames', 'Kleding', 'Jurken']);
    expect(crumbs[2]).toMatchObject({ categoryId: jurkenId, type: 'page', path: 'Dames/Kleding/Jurken/', apiAlias: 'breadcrumb' });
    expect(crumbs[2].seoUrls[0]).toMatchObject({ pathInfo: `/navigation/${jurkenId}`, seoPathInfo: 'Dames/Kleding/Jurken/' });
    expect(crumbs[2].translated.name).toBeUndefined();
  });

  it('of a product: its SEO category, or the referrer category when the product is in it', async () => {
    const crumbs = await conforms('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: variant.id } });
    expect(crumbs.at(-1).categoryId).toBe(jurkenId);
    // Dames is an ancestor, not one of the product's own categoryIds: the SEO category wins.
    const viaDames = await conforms('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: variant.id }, query: { referrerCategoryId: damesId } });
    expect(viaDames.at(-1).categoryId).toBe(jurkenId);
    // A collecting category the product is assigned to (Nieuw binnen, Sale, Duurzaam) is taken as the referrer.
    const other = (variant.categoryIds as string[]).find((id) => id !== jurkenId);
    if (other) {
      const viaOther = await conforms('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: variant.id }, query: { referrerCategoryId: other } });
      expect(viaOther.at(-1).categoryId).toBe(other);
    }
    // The default type is product; a category id is retried as a category.
    expect((await conforms('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: damesId } })).map((b: Any) => b.name)).toEqual(['Dames']);
  });

  it('an unknown id answers [] as Shopware (loadCategory null), a malformed one 404', async () => {
    expect((await raw('GET', `/breadcrumb/${'0'.repeat(32)}`)).body).toEqual([]);
    const bad = await raw('GET', '/breadcrumb/not-an-id');
    expect(bad.status).toBe(404);
    expect(bad.body.errors[0].code).toBe('0');
    expect((await raw('POST', `/breadcrumb/${damesId}`)).status).toBe(405);
  });
});

describe('product reviews', () => {
  it('lists the seeded active reviews of a product and its variants, with criteria', async () => {
    const all = await conforms('readProductReviews post /product/{productId}/reviews', {
      pathParams: { productId: variant.parentId }, body: { 'total-count-mode': 'exact' },
    });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.elements.every((r: Any) => r.status === true && r.productId === variant.parentId)).toBe(true);
    const avg = all.elements.reduce((s: number, r: Any) => s + r.points, 0) / all.elements.length;
    expect(Math.abs(avg - variant.ratingAverage)).toBeLessThanOrEqual(0.25);
    const paged = await conforms('readProductReviews post /product/{productId}/reviews', {
      pathParams: { productId: variant.parentId },
      body: { limit: 1, page: 2, sort: [{ field: 'points', order: 'ASC' }], 'total-count-mode': 1, aggregations: [{ name: 'avg', type: 'avg', field: 'points' }] },
    });
    expect(paged.elements).toHaveLength(1);
    expect(paged.total).toBe(all.total);
    expect((paged.aggregations as Json).avg).toMatchObject({ avg: expect.any(Number) });
    const fives = await conforms('readProductReviews post /product/{productId}/reviews', {
      pathParams: { productId: variant.parentId }, body: { filter: [{ type: 'range', field: 'points', parameters: { gte: 5 } }] },
    });
    expect(fives.elements.every((r: Any) => r.points === 5)).toBe(true);
    // A variant has no reviews of its own (Shopware matches product.id or product.parentId).
    expect((await conforms('readProductReviews post /product/{productId}/reviews', { pathParams: { productId: variant.id } })).elements).toEqual([]);
    const bad = await raw('POST', `/product/${variant.parentId}/reviews`, { body: { filter: [{ type: 'equals', field: 'nope', value: 1 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('FRAMEWORK__INVALID_FILTER_QUERY');
  });

  it('writing needs a login (403), validates like ProductReviewSaveRoute (400) and stores an inactive review', async () => {
    const path = `/product/${variant.parentId}/review`;
    const review = { title: 'Mooie jurk', content: 'Valt precies goed en de stof is heerlijk zacht, aanrader voor de zomer.', points: 4 };
    const anonymous = await raw('POST', path, { body: review });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');

    const email = `review-${Date.now()}@example.nl`;
    const me = storeApiClient();
    const context = await conforms('readContext get /context', undefined, me);
    await conforms('register post /account/register', {
      body: {
        email, password: 'review-test-1', firstName: 'Eva', lastName: 'Bakker', storefrontUrl: 'http://localhost:8787',
        acceptedDataProtection: true,
        billingAddress: { countryId: context.salesChannel.countryId, firstName: 'Eva', lastName: 'Bakker', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht' },
      } as never,
    }, me);
    const token = me.defaultHeaders['sw-context-token']!;

    const invalid = await raw('POST', path, { token, body: { title: 'Top', content: 'Te kort.', points: 6 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: Any) => `${e.code} ${e.source.pointer}`)).toEqual([
      'VIOLATION::TOO_SHORT_ERROR /title', 'VIOLATION::TOO_SHORT_ERROR /content', 'VIOLATION::TOO_HIGH_ERROR /points',
    ]);
    expect((await raw('POST', path, { token, body: { ...review, points: 0 } })).body.errors[0].code).toBe('VIOLATION::TOO_LOW_ERROR');

    const res = await me.invoke('saveProductReview post /product/{productId}/review', { pathParams: { productId: variant.parentId }, body: review });
    expect(res.status).toBe(204);
    expect(contract.violations('post', '/product/{productId}/review', res.status, res.data)).toEqual([]);
    const again = await raw('POST', path, { token, body: review });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ code: 'VIOLATION::ENTITY_EXISTS', source: { pointer: '/customerId' } });

    // Waiting for moderation: not in the public list, but its author sees it (ProductReviewRoute).
    const publicList = await raw('POST', `/product/${variant.parentId}/reviews`, { body: { limit: 100 } });
    expect(publicList.body.elements.some((r: Any) => r.title === review.title && r.status === false)).toBe(false);
    const own = await conforms('readProductReviews post /product/{productId}/reviews', { pathParams: { productId: variant.parentId }, body: { limit: 100 } }, me);
    expect(own.elements.find((r: Any) => r.status === false)).toMatchObject({ ...review, externalUser: 'Eva' });
    // The layout's review block lists the parent's reviews, the author's own included; the matrix
    // counts active ones only. `customerReview` is looked up by the shown variant's id, as
    // Shopware's resolver does, so a review written on the parent is not it.
    const { product } = await conforms('readProductDetail post /product/{productId}', { pathParams: { productId: variant.parentId } }, me);
    const data = product.cmsPage.sections[0].blocks[2].slots[0].data;
    expect(data.reviews.elements.some((r: Any) => r.title === review.title && r.status === false)).toBe(true);
    expect(data.reviews.customerReview).toBeUndefined();
    expect(data.reviews.matrix.totalReviewCount).toBe(publicList.body.elements.length);
  });

  it('a guest account may not write (`_loginRequired` without guests)', async () => {
    const guest = storeApiClient();
    const context = await conforms('readContext get /context', undefined, guest);
    await conforms('register post /account/register', {
      body: {
        guest: true, email: `guest-${Date.now()}@example.nl`, firstName: 'Eva', lastName: 'Bakker', storefrontUrl: 'http://localhost:8787',
        acceptedDataProtection: true,
        billingAddress: { countryId: context.salesChannel.countryId, firstName: 'Eva', lastName: 'Bakker', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht' },
      } as never,
    }, guest);
    const res = await raw('POST', `/product/${variant.parentId}/review`, {
      token: guest.defaultHeaders['sw-context-token']!, body: { title: 'Mooie jurk', content: 'x'.repeat(40), points: 5 },
    });
    expect(res.status).toBe(403);
  });
});

describe('product search (readProduct)', () => {
  it('criteria over every product: filter, sort, paging, includes, total-count-mode', async () => {
    const page = await conforms('readProduct post /product', {
      body: {
        filter: [{ type: 'equals', field: 'parentId', value: variant.parentId }],
        sort: [{ field: 'productNumber', order: 'DESC' }], limit: 2, page: 1, 'total-count-mode': 'exact',
      },
    });
    expect(page.elements.length).toBeLessThanOrEqual(2);
    expect(page.elements.every((p: Any) => p.parentId === variant.parentId)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(page.elements.length);
    const numbers = page.elements.map((p: Any) => p.productNumber);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    const none = await conforms('readProduct post /product', { body: { limit: 3 } });
    expect(none.total).toBe(none.elements.length);
    expect(none.elements[0].media).toBeUndefined();
    const withMedia = await conforms('readProduct post /product', { body: { ids: [variant.id], associations: { media: {} } } });
    expect(withMedia.elements[0].media).toHaveLength(4);
    const included = await raw('POST', '/product', { body: { limit: 1, includes: { product: ['id', 'name'] } } });
    expect(Object.keys(included.body.elements[0]).sort()).toEqual(['apiAlias', 'id', 'name']);
    expect((await raw('POST', '/product', { body: { limit: 101 } })).body.errors[0].code).toBe('FRAMEWORK__QUERY_LIMIT_EXCEEDED');
  });

  it('finds a variant by its options, as Frontends switches variants (findVariantForSelectedOptions)', async () => {
    // The request @shopware/composables sends when a shopper picks another colour or size.
    const siblings = await conforms('readProduct post /product', {
      body: { filter: [{ type: 'equals', field: 'parentId', value: variant.parentId }], limit: 100 },
    });
    const wanted = siblings.elements.find((p: Any) => p.id !== variant.id && p.optionIds.length > 1);
    const filter = [
      { type: 'equals', field: 'parentId', value: variant.parentId },
      ...wanted.optionIds.map((id: string) => ({ type: 'equals', field: 'optionIds', value: id })),
    ];
    // Its includes leave out what the schema requires, so that answer is read as is; the same
    // search without them is checked against the schema.
    const found = await raw('POST', '/product', {
      body: {
        filter, limit: 1, associations: { seoUrls: {} },
        includes: { product: ['id', 'translated', 'productNumber', 'seoUrls'], seo_url: ['seoPathInfo'] },
      },
    });
    expect(found.status).toBe(200);
    expect(found.body.elements.map((p: Any) => p.id)).toEqual([wanted.id]);
    expect(found.body.elements[0].seoUrls[0].seoPathInfo).toMatch(/\/SW\d+\.\d+$/);
    expect((await conforms('readProduct post /product', { body: { filter, limit: 1 } })).elements.map((p: Any) => p.id)).toEqual([wanted.id]);
    // options.id and equalsAny read the same list.
    const any = await conforms('readProduct post /product', {
      body: { filter: [{ type: 'equalsAny', field: 'options.id', value: wanted.optionIds }], limit: 100 },
    });
    expect(any.elements.map((p: Any) => p.id)).toContain(wanted.id);
  });
});

describe('sitemap', () => {
  it('lists the gzipped sitemap files and serves them (SitemapRoute, SitemapFileRoute)', async () => {
    const files = await conforms('readSitemap get /sitemap');
    expect(files.length).toBeGreaterThanOrEqual(1);
    expect(files[0]).toMatchObject({ apiAlias: 'sitemap', filename: expect.stringMatching(/\/store-api\/sitemap\/salesChannel-[0-9a-f]{32}-[0-9a-f]{32}\/[0-9a-f]{32}-sitemap-1\.xml\.gz$/) });
    const res = await fetch(files[0].filename, { headers: { 'sw-access-key': inject('accessKey') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const xml = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>http://localhost:8787/</loc>');
    expect(xml).toContain('<loc>http://localhost:8787/Dames/Kleding/Jurken/</loc>');
    expect(xml).toMatch(/<loc>http:\/\/localhost:8787\/[^<]+\/SW\d+<\/loc>/);
    expect((await raw('GET', files[0].filename.replace(/-1\.xml\.gz$/, '-99.xml.gz').replace(/^.*\/store-api/, ''))).status).toBe(204);
    expect((await raw('GET', '/sitemap/nope.txt')).status).toBe(404);
  });
});

describe('GET twins with _criteria (6.7)', () => {
  it('read the compressed criteria like the POST body', async () => {
    const reviews = await conforms('readProductReviewsGet get /product/{productId}/reviews', {
      pathParams: { productId: variant.parentId }, query: { _criteria: encodeForQuery({ limit: 1, 'total-count-mode': 1 }) },
    });
    expect(reviews.elements).toHaveLength(1);
    expect(reviews.total).toBeGreaterThanOrEqual(2);
    const products = await conforms('readProductGet get /product', {
      query: { _criteria: encodeForQuery({ filter: [{ type: 'equals', field: 'parentId', value: variant.parentId }], limit: 2 }) },
    });
    expect(products.elements.every((p: Any) => p.parentId === variant.parentId)).toBe(true);
    const bad = await raw('GET', '/product?_criteria=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('FRAMEWORK__INVALID_REQUEST_PARAMETER');
  });
});

// Issue #37: what Shopware's storefront and test suites found different from Shopware 6.7.
describe('G1: filters and sorting on a category page (vue-demo-store draws them from sidebar-filter)', () => {
  it('the category layout has the sidebar-filter block before the listing, whose data has the filters and sortings', async () => {
    // The request vue-demo-store's category page sends (useCategorySearch → readCategory) with
    // its listing parameters; the sidebar-filter block reads the product-listing slot's listing.
    const category = await conforms('readCategory post /category/{navigationId}', {
      pathParams: { navigationId: jurkenId }, body: { associations: { media: {}, seoUrls: {} }, order: 'price-asc', limit: 15, p: 1 },
    });
    const blocks = category.cmsPage.sections[0].blocks;
    const filter = blocks.findIndex((b: Any) => b.type === 'sidebar-filter');
    const listingBlock = blocks.findIndex((b: Any) => b.type === 'product-listing');
    expect(filter).toBeGreaterThan(-1);
    expect(filter).toBeLessThan(listingBlock);
    expect(blocks[filter].slots).toEqual([expect.objectContaining({ type: 'sidebar-filter', slot: 'content', apiAlias: 'cms_slot' })]);
    const listing = blocks[listingBlock].slots[0].data.listing;
    expect(listing.sorting).toBe('price-asc');
    expect(listing.availableSortings.length).toBeGreaterThan(1);
    expect(Object.keys(listing.aggregations)).toEqual(expect.arrayContaining(['manufacturer', 'price', 'properties']));
  });

  it('a landing page keeps its own layout (no sidebar-filter)', async () => {
    const seo = await conforms('readSeoUrl post /seo-url', { body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 1 } });
    const look = await conforms('readLandingPage post /landing-page/{landingPageId}', { pathParams: { landingPageId: seo.elements[0].foreignKey }, body: {} });
    expect(look.cmsPage.sections[0].blocks.some((b: Any) => b.type === 'sidebar-filter')).toBe(false);
  });
});

describe('G7: shapes as StructEncoder writes them', () => {
  it('no aggregations are `[]`, not `{}` (an empty PHP array)', async () => {
    expect((await raw('POST', '/product', { body: { limit: 1 } })).body.aggregations).toEqual([]);
    expect((await raw('POST', '/seo-url', { body: { limit: 1 } })).body.aggregations).toEqual([]);
    expect((await raw('POST', `/product/${variant.parentId}/reviews`, { body: {} })).body.aggregations).toEqual([]);
    const listing = await raw('POST', `/product-listing/${jurkenId}`, { body: { limit: 1, 'no-aggregations': true } });
    expect(listing.body.aggregations).toEqual([]);
    expect(contract.violations('post', '/product-listing/{categoryId}', listing.status, listing.body)).toEqual([]);
    // With aggregations asked for, they stay an object keyed by name.
    expect((await raw('POST', '/product', { body: { limit: 1, aggregations: [{ name: 'most', type: 'max', field: 'stock' }] } })).body.aggregations)
      .toMatchObject({ most: { max: expect.any(Number) } });
  });

  it('product dates end in +00:00 (Shopware writes RFC 3339 with the offset), never Z', async () => {
    const { product } = await conforms('readProductDetail post /product/{productId}', { pathParams: { productId: variant.id }, body: {} });
    expect(product.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(product.releaseDate).toMatch(/\+00:00$/);
    const listed = await raw('POST', `/product-listing/${jurkenId}`, { body: { limit: 3 } });
    expect(listed.body.elements.every((p: Any) => p.createdAt.endsWith('+00:00'))).toBe(true);
  });

  it('an error without parameters has `meta.parameters: []`, one with them an object', async () => {
    const unknown = await raw('POST', `/category/${'0'.repeat(32)}`, { body: {} });
    expect(unknown.body.errors[0].meta.parameters).toEqual({ id: '0'.repeat(32) });
    const page = await raw('POST', `/product-listing/${jurkenId}`, { body: { p: 0 } });
    expect(page.status).toBe(400);
    expect(page.body.errors[0].meta.parameters).toEqual([]);
  });
});

describe('G8: /cms/{id} and /media (CmsRoute, MediaRoute)', () => {
  it('the category layout by id, resolved for navigationId; other ids 404', async () => {
    const category = await conforms('readCategory post /category/{navigationId}', { pathParams: { navigationId: jurkenId }, body: { limit: 1 } });
    const page = await conforms('readCms post /cms/{id}', { pathParams: { id: category.cmsPage.id }, body: { navigationId: jurkenId, limit: 2 } });
    expect(page.id).toBe(category.cmsPage.id);
    expect(page.sections[0].blocks.map((b: Any) => b.type)).toEqual(category.cmsPage.sections[0].blocks.map((b: Any) => b.type));
    expect(page.sections[0].blocks.at(-1).slots[0].data.listing.elements).toHaveLength(2);
    expect(page.sections[0].blocks[0].slots[0].data.content).toBe('<h1>Jurken</h1>');
    const missing = await raw('GET', `/cms/${'0'.repeat(32)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('CONTENT__CMS_PAGE_NOT_FOUND');
  });

  it('media by ids as a plain array (unknown ids left out); no ids is 400 CONTENT__MEDIA_EMPTY_ID', async () => {
    const { product } = await conforms('readProductDetail post /product/{productId}', { pathParams: { productId: variant.id }, body: {} });
    const wanted = product.media.slice(0, 2).map((m: Any) => m.media.id);
    const media = await conforms('readMedia post /media', { body: { ids: [...wanted, '0'.repeat(32)] } });
    expect(media.map((m: Any) => m.id)).toEqual(wanted);
    expect(media[0]).toEqual(product.media[0].media);
    const empty = await raw('POST', '/media', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].code).toBe('CONTENT__MEDIA_EMPTY_ID');
  });
});
