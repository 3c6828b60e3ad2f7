// Validates every standard catalogue route's 200 answer against the Store API OpenAPI
// document shipped with @shopware/api-client (api-types/storeApiSchema.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

// Not in the package's exports map, so read from node_modules directly.
const schemaFile = path.resolve(import.meta.dirname, '../../../../node_modules/@shopware/api-client/api-types/storeApiSchema.json');
const document = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
};

const baseURL = `${inject('backendUrl')}/store-api`;
const accessKey = inject('accessKey');

type Response = { $ref?: string; content?: Record<string, { schema: unknown }> };

// One known error in the OpenAPI document: EntitySearchResult types `aggregations` as an
// array, but Shopware (StructEncoder) and the contract send an object keyed by aggregation
// name (an empty PHP array, `[]`, only when there are none). Accept both; nothing else changes.
const entitySearchResult = document.components.schemas.EntitySearchResult as { properties: Record<string, unknown> };
entitySearchResult.properties.aggregations = { anyOf: [{ type: 'object' }, { type: 'array', maxItems: 0 }] };

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
// Register the components once so every operation's schema can $ref them.
ajv.addSchema({ $id: 'store-api', components: document.components });

function validatorFor(path: string, method: string) {
  let response = document.paths[path]?.[method]?.responses['200'];
  if (response?.$ref) response = document.components.responses[response.$ref.split('/').pop()!];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`No 200 schema for ${method} ${path}`);
  const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"store-api#/components/'));
  return ajv.compile(rewritten);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the schema, not by TS
async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json', 'sw-include-seo-urls': 'true' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

function expectValid(path: string, method: string, data: unknown) {
  const validate = validatorFor(path, method);
  const ok = validate(data);
  expect(ok ? [] : validate.errors!.slice(0, 10).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)).toEqual([]);
}

let dames: string;
let productId: string;
let parentId: string;
let lookId: string;

beforeAll(async () => {
  const nav = await call('POST', '/navigation/main-navigation/main-navigation', { depth: 1 });
  dames = nav.find((c: { name: string }) => c.name === 'Dames').id;
  const listing = await call('POST', `/product-listing/${dames}`, { limit: 10 });
  const variant = listing.elements.find((p: { parentId: string | null }) => p.parentId);
  productId = variant.id;
  parentId = variant.parentId;
  const seo = await call('POST', '/seo-url', { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 1 });
  lookId = seo.elements[0].foreignKey;
});

describe('Store API contract (storeApiSchema.json)', () => {
  it('POST /navigation/{activeId}/{rootId}', async () => {
    for (const alias of ['main-navigation', 'footer-navigation', 'service-navigation']) {
      expectValid('/navigation/{activeId}/{rootId}', 'post', await call('POST', `/navigation/${alias}/${alias}`, { depth: 3 }));
    }
  });
  it('POST /seo-url', async () => {
    expectValid('/seo-url', 'post', await call('POST', '/seo-url', { filter: [{ type: 'prefix', field: 'seoPathInfo', value: 'Dames/' }], limit: 20 }));
  });
  it('POST /category and /category/{navigationId}', async () => {
    expectValid('/category', 'post', await call('POST', '/category', { filter: [{ type: 'equals', field: 'parentId', value: dames }], associations: { children: {} } }));
    expectValid('/category/{navigationId}', 'post', await call('POST', `/category/${dames}`, { limit: 4 }));
    expectValid('/category/{navigationId}', 'post', await call('POST', '/category/home', {}));
  });
  it('POST /product-listing/{categoryId}', async () => {
    expectValid('/product-listing/{categoryId}', 'post', await call('POST', `/product-listing/${dames}`, { limit: 24, order: 'price-asc', 'min-price': 20, 'max-price': 200 }));
  });
  it('POST /search and /search-suggest', async () => {
    expectValid('/search', 'post', await call('POST', '/search', { search: 'linnen' }));
    expectValid('/search-suggest', 'post', await call('POST', '/search-suggest', { search: 'linnen' }));
  });
  it('POST /product/{productId} and find-variant, cross-selling', async () => {
    expectValid('/product/{productId}', 'post', await call('POST', `/product/${parentId}`, {}));
    const detail = await call('POST', `/product/${productId}`, {});
    const options = Object.fromEntries(detail.configurator.map((g: { id: string; options: { id: string }[] }) => [g.id, g.options[0]!.id]));
    expectValid('/product/{productId}/find-variant', 'post', await call('POST', `/product/${productId}/find-variant`, { options }));
    expectValid('/product/{productId}/cross-selling', 'post', await call('POST', `/product/${productId}/cross-selling`, {}));
  });
  it('POST /landing-page/{landingPageId}', async () => {
    expectValid('/landing-page/{landingPageId}', 'post', await call('POST', `/landing-page/${lookId}`, {}));
  });
});
