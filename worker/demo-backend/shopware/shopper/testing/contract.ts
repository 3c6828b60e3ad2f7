// Validates Store API answers against the OpenAPI document shipped with @shopware/api-client
// (6.7.13.0), with a short list of errata where that document contradicts Shopware itself.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

const SCHEMA_PATH = '../../../../../node_modules/@shopware/api-client/api-types/storeApiSchema.json';

function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function at(doc: Json, pointer: string): Json {
  return pointer.split('/').slice(1).reduce<Json>(
    (node, segment) => node?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
}

/** `[]` where the schema says object: PHP serialises an empty array (no errors, no aggregations) that way. */
function orEmptyArray(schema: Json): Json {
  return { anyOf: [schema, { type: 'array', maxItems: 0 }] };
}

/**
 * Corrections to the 6.7.13.0 document, each where Shopware's own code answers otherwise:
 * - allOf entries that are `[]` (left by merging the client's overrides) are no schemas;
 * - ContextTokenResponse and HandlePaymentMethodRouteResponse send `redirectUrl: null` when there
 *   is nothing to redirect to (their getObject() builds `['redirectUrl' => ...?->getTargetUrl()]`);
 * - a line item's payload is typed as the JSON:API product resource, but the Store API sends a
 *   plain payload (promotion lines carry the promotion's code and discount instead);
 * - a line item without a cover has `cover: null` (the client's own overrides say so), and a
 *   promotion line's priceDefinition is a percentage or absolute one, not a quantity price;
 * - cart.errors and empty aggregations are `[]` when empty (contract §2 Cart);
 * - a country's addressFormat is a list of lines (arrays of snippet keys), not an object;
 * - the order's shippingCosts, delivery shippingCosts and transaction amount are CalculatedPrice
 *   structs (array calculatedTaxes/taxRules, null reference/list/regulation prices), not the
 *   loose objects the document describes inline;
 * - the wishlist's `products` is the product repository's EntitySearchResult
 *   (LoadWishlistRouteResponse wraps an EntitySearchResult<ProductCollection>, apiAlias
 *   dal_entity_search_result), not a ProductListingResult with sortings and filters.
 */
function applyErrata(spec: Json): void {
  const schemas = at(spec, '/components/schemas');
  const dropNonSchemas = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(dropNonSchemas);
    if (node === null || typeof node !== 'object') return;
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const list = (node as Json)[key];
      if (Array.isArray(list)) (node as Json)[key] = list.filter((s) => s !== null && typeof s === 'object' && !Array.isArray(s));
    }
    Object.values(node).forEach(dropNonSchemas);
  };
  dropNonSchemas(spec);

  const nullableString = { type: ['string', 'null'] };
  (at(spec, '/components/responses/ContextTokenResponse/content/application~1json/schema/properties') as Json).redirectUrl = nullableString;
  for (const method of ['get', 'post']) {
    (at(spec, `/paths/~1handle-payment/${method}/responses/200/content/application~1json/schema/properties`) as Json).redirectUrl = nullableString;
  }

  const lineItem = at(schemas, '/LineItem/properties');
  const orderLineItem = at(schemas, '/OrderLineItem/properties');
  lineItem.payload = { type: 'object' };
  lineItem.cover = { oneOf: [{ $ref: '#/components/schemas/Media' }, { type: 'null' }] };
  lineItem.priceDefinition = orderLineItem.priceDefinition = {
    oneOf: [
      { $ref: '#/components/schemas/CartPriceQuantity' },
      { type: 'object', required: ['apiAlias'], properties: { apiAlias: { enum: ['cart_price_percentage', 'cart_price_absolute'] } } },
    ],
  };
  orderLineItem.payload = { type: 'object' };

  const cart = at(schemas, '/Cart/properties');
  cart.errors = orEmptyArray(cart.errors as Json);
  for (const pointer of [
    '/components/responses/PaymentMethodListResponse/content/application~1json/schema/properties',
    '/components/responses/ShippingMethodListResponse/content/application~1json/schema/allOf/0/properties',
    '/paths/~1shipping-method/post/responses/200/content/application~1json/schema/allOf/0/properties',
  ]) {
    const properties = at(spec, pointer);
    properties.aggregations = orEmptyArray(properties.aggregations as Json);
  }

  at(schemas, '/Country/properties').addressFormat = { type: 'array', items: { type: 'array', items: { type: 'string' } } };

  const calculatedPrice = { $ref: '#/components/schemas/CalculatedPrice' };
  at(schemas, '/Order/properties').shippingCosts = calculatedPrice;
  at(schemas, '/OrderDelivery/properties').shippingCosts = calculatedPrice;
  at(schemas, '/OrderTransaction/properties').amount = calculatedPrice;

  at(schemas, '/WishlistLoadRouteResponse/properties').products = {
    allOf: [
      { $ref: '#/components/schemas/EntitySearchResult' },
      {
        type: 'object',
        required: ['elements', 'apiAlias'],
        properties: {
          entity: { const: 'product' },
          elements: { type: 'array', items: { $ref: '#/components/schemas/Product' } },
          apiAlias: { const: 'dal_entity_search_result' },
        },
      },
    ],
  };
}

export interface ContractCheck {
  /** Violations of the documented response schema for this operation and status; [] when none. */
  violations(method: string, path: string, status: number, body: unknown): string[];
}

/**
 * The checker. `moreErrata` lets a test file add corrections of its own (each documented there)
 * to the document before it is compiled; `at` finds a node by JSON pointer.
 */
export async function loadContract(moreErrata?: (spec: Json, at: (doc: Json, pointer: string) => Json) => void): Promise<ContractCheck> {
  const spec = structuredClone((await import(/* @vite-ignore */ SCHEMA_PATH)).default) as Json;
  applyErrata(spec);
  moreErrata?.(spec, at);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(spec, 'store-api');
  return {
    violations(method, path, status, body) {
      // A 204 has no body to check (Shopware's NoContentResponse where the document says 200).
      if (status === 204) return body === undefined ? [] : ['a body on a 204 answer'];
      let pointer = `/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${status}`;
      const response = at(spec, pointer);
      if (!response) return [`no documented ${status} answer for ${method} ${path}`];
      if (typeof response.$ref === 'string') pointer = response.$ref.slice(1);
      pointer += '/content/application~1json/schema';
      // Documented without a body schema (e.g. the contact form): nothing to check against.
      if (!at(spec, pointer)) return [];
      const validate = ajv.getSchema(`store-api#${pointer}`)!;
      if (validate(body)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} (${e.schemaPath})`);
    },
  };
}
