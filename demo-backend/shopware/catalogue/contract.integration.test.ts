// A contract test per standard catalogue route: each route's 2xx answer is checked against the
// Store API document shipped with @shopware/api-client (api-types/storeApiSchema.json), with the
// errata of shopper/testing/contract.ts. The last test fails when a route the Store API serves
// (outside the shopper routes and the shop plugin's own) had no validated answer here, so a route
// added without a contract test is caught. fidelity.integration.test.ts checks the same routes in
// depth.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shopwareApp } from '../app';
import { shopperRoutes } from '../shopper/routes';
import { loadContract, servedRoutes, unvalidated, type ContractCheck } from '../shopper/testing/contract';

const baseURL = `${inject('backendUrl')}/store-api`;
const accessKey = inject('accessKey');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the schema, not by TS
type Any = any;

interface Answer { status: number; contentType: string; token: string; body: Any }

async function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      'sw-access-key': accessKey, 'content-type': 'application/json', 'sw-include-seo-urls': 'true',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const contentType = res.headers.get('content-type') ?? '';
  const text = contentType.startsWith('application/json') ? await res.text() : (await res.arrayBuffer(), '');
  return { status: res.status, contentType, token: res.headers.get('sw-context-token') ?? '', body: text ? JSON.parse(text) : undefined };
}

let contract: ContractCheck;

/** Calls `path` and checks the answer against the document's `template` for its status; returns the body. */
async function conforms(method: 'GET' | 'POST', template: string, path: string, body?: unknown, token?: string): Promise<Any> {
  const res = await call(method, path, body, token);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(300);
  expect(contract.violations(method, template, res.status, res.body, res.contentType), `${method} ${template}`).toEqual([]);
  return res.body;
}

let dames: string;
let productId: string;
let parentId: string;
let lookId: string;

beforeAll(async () => {
  contract = await loadContract();
  const nav = await conforms('POST', '/navigation/{activeId}/{rootId}', '/navigation/main-navigation/main-navigation', { depth: 1 });
  dames = nav.find((c: { name: string }) => c.name === 'Dames').id;
  const listing = await conforms('POST', '/product-listing/{categoryId}', `/product-listing/${dames}`, { limit: 10 });
  const variant = listing.elements.find((p: { parentId: string | null }) => p.parentId);
  productId = variant.id;
  parentId = variant.parentId;
  const seo = await conforms('POST', '/seo-url', '/seo-url', { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 1 });
  lookId = seo.elements[0].foreignKey;
});

describe('Store API contract (storeApiSchema.json)', () => {
  it('POST /navigation/{activeId}/{rootId}', async () => {
    for (const alias of ['main-navigation', 'footer-navigation', 'service-navigation']) {
      await conforms('POST', '/navigation/{activeId}/{rootId}', `/navigation/${alias}/${alias}`, { depth: 3 });
    }
  });
  it('POST /seo-url', async () => {
    await conforms('POST', '/seo-url', '/seo-url', { filter: [{ type: 'prefix', field: 'seoPathInfo', value: 'Dames/' }], limit: 20 });
  });
  it('POST /category and /category/{navigationId}', async () => {
    await conforms('POST', '/category', '/category', { filter: [{ type: 'equals', field: 'parentId', value: dames }], associations: { children: {} } });
    await conforms('POST', '/category/{navigationId}', `/category/${dames}`, { limit: 4 });
    await conforms('POST', '/category/{navigationId}', '/category/home', {});
  });
  it('POST /product-listing/{categoryId}', async () => {
    await conforms('POST', '/product-listing/{categoryId}', `/product-listing/${dames}`, { limit: 24, order: 'price-asc', 'min-price': 20, 'max-price': 200 });
  });
  it('POST /search and /search-suggest', async () => {
    await conforms('POST', '/search', '/search', { search: 'linnen' });
    await conforms('POST', '/search-suggest', '/search-suggest', { search: 'linnen' });
  });
  it('POST /product', async () => {
    await conforms('POST', '/product', '/product', { limit: 5, associations: { media: {} }, aggregations: [{ name: 'stock', type: 'max', field: 'stock' }] });
  });
  it('POST /product/{productId} and find-variant, cross-selling', async () => {
    await conforms('POST', '/product/{productId}', `/product/${parentId}`, {});
    const detail = await conforms('POST', '/product/{productId}', `/product/${productId}`, {});
    const options = Object.fromEntries(detail.configurator.map((g: { id: string; options: { id: string }[] }) => [g.id, g.options[0]!.id]));
    await conforms('POST', '/product/{productId}/find-variant', `/product/${productId}/find-variant`, { options });
    await conforms('POST', '/product/{productId}/cross-selling', `/product/${productId}/cross-selling`, {});
  });
  it('POST /product/{productId}/reviews and /product/{productId}/review', async () => {
    await conforms('POST', '/product/{productId}/reviews', `/product/${parentId}/reviews`, { limit: 5 });
    // A variant has no reviews of its own: an empty result must conform too.
    expect((await conforms('POST', '/product/{productId}/reviews', `/product/${productId}/reviews`, {})).elements).toEqual([]);
    // Writing needs a registered customer; the answer is Shopware's NoContentResponse (204).
    const context = await call('GET', '/context');
    const registered = await call('POST', '/account/register', {
      email: `contract-review-${Date.now()}@example.nl`, password: 'contract-test-1', firstName: 'Eva', lastName: 'Bakker',
      storefrontUrl: 'http://localhost:8787', acceptedDataProtection: true,
      billingAddress: { countryId: context.body.salesChannel.countryId, firstName: 'Eva', lastName: 'Bakker', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht' },
    }, context.token);
    expect(registered.status).toBe(200);
    const saved = await conforms('POST', '/product/{productId}/review', `/product/${parentId}/review`, {
      title: 'Mooie jurk', content: 'Valt precies goed en de stof is heerlijk zacht, aanrader voor de zomer.', points: 4,
    }, registered.token);
    expect(saved).toBeUndefined();
  });
  it('GET /breadcrumb/{id}', async () => {
    expect((await conforms('GET', '/breadcrumb/{id}', `/breadcrumb/${dames}?type=category`)).length).toBeGreaterThan(0);
    expect((await conforms('GET', '/breadcrumb/{id}', `/breadcrumb/${productId}`)).length).toBeGreaterThan(0);
  });
  it('POST /landing-page/{landingPageId}', async () => {
    await conforms('POST', '/landing-page/{landingPageId}', `/landing-page/${lookId}`, {});
  });
  it('POST /product-manufacturer (not in the document: checked as a search result of its ProductManufacturer)', async () => {
    const brands = await conforms('POST', '/product-manufacturer', '/product-manufacturer', { limit: 5 });
    expect(brands.elements).toHaveLength(5);
  });
  it('GET /snippet (6.7.15+, experimental): the set of the context language, by prefix', async () => {
    const answer = await conforms('GET', '/snippet', '/snippet?prefixes=veld.footer');
    expect(answer.sets).toHaveLength(1);
    expect(Object.keys(answer.sets[0].snippets).length).toBeGreaterThan(0);
    // No snippet under the prefix: the empty map is an empty list, as the document's description
    // says Shopware's JSON encoder writes it (its schema says object: the worker reads both).
    expect((await call('GET', '/snippet?prefixes=bestaat.niet')).body.sets[0].snippets).toEqual([]);
  });
  it('GET /sitemap and /sitemap/{filePath}', async () => {
    const files = await conforms('GET', '/sitemap', '/sitemap');
    const filePath = new URL(files[0].filename).pathname.replace(/^\/store-api/, '');
    await conforms('GET', '/sitemap/{filePath}', filePath);
  });

  it('GET|POST /cms/{id} and /media', async () => {
    const category = await conforms('POST', '/category/{navigationId}', `/category/${dames}`, { limit: 1 });
    const page = await conforms('POST', '/cms/{id}', `/cms/${category.cmsPage.id}`, { navigationId: dames, limit: 2 });
    expect(page.type).toBe('product_list');
    const detail = await conforms('POST', '/product/{productId}', `/product/${productId}`, {});
    const media = await conforms('POST', '/media', '/media', { ids: [detail.product.cover.media.id] });
    expect(media).toHaveLength(1);
  });

  it('GET|POST /script/{hook}: the app\'s looks endpoint (shopware-app/, run by the demo\'s script engine)', async () => {
    const looks = await conforms('POST', '/script/{hook}', '/script/veld-looks', { gender: 'heren', page: 1, itemsPerPage: 3 });
    expect(looks.looksObject).toHaveLength(3);
    await conforms('GET', '/script/{hook}', '/script/veld-looks');
  });

  // Last: relies on every test above having run (vitest runs a file's tests in order).
  it('every standard route the Store API serves outside the shopper routes had a validated answer above', () => {
    const served = servedRoutes(shopwareApp, [shopperRoutes]);
    expect(served.length).toBeGreaterThan(10);
    expect(unvalidated(served, contract.validated)).toEqual([]);
  });
});
