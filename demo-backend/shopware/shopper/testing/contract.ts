// Validates Store API answers against the OpenAPI document shipped with @shopware/api-client
// (6.7.13.0), with a short list of errata where that document contradicts Shopware itself.
// It also records which operations answered validly, so the contract tests can fail for a served
// route without one (servedRoutes, unvalidated).
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
 *   dal_entity_search_result), not a ProductListingResult with sortings and filters;
 * - an entity search result's aggregations are an object keyed by aggregation name, as
 *   StructEncoder writes them (`[]` when there are none); the document says array;
 * - a breadcrumb's seoUrls are `{id, pathInfo, seoPathInfo}` rows: CategoryBreadcrumbBuilder's
 *   loadSeoUrls selects only those columns (no SeoUrl entity, so no languageId, foreignKey, …);
 * - saveProductReview, the two default address switches and newsletter/confirm answer 204
 *   (ProductReviewSaveRoute, SwitchDefaultAddressRoute and NewsletterConfirmRoute return a
 *   NoContentResponse); the document gives them a bodiless 200 or a SuccessResponse;
 * - a sitemap file is sent as `application/octet-stream` (SitemapFileRoute sets that
 *   Content-Type), not as the document's application/xml or application/gzip;
 * - customer-recovery-is-expired answers `{isExpired, apiAlias: "array_struct"}`: its response
 *   is an ArrayStruct (CustomerRecoveryIsExpiredResponse), not the document's `{data: [...]}`;
 * - a business customer need not have a VAT id: RegisterRoute sets `vatIds` only when some are
 *   sent and requires them only for a country with vatIdRequired; the document's business branch
 *   of Customer requires at least one;
 * - the document, which lists Shopware's core routes, has no `/product-manufacturer`, which the
 *   demo serves: it is checked as an entity search result of the document's ProductManufacturer.
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

  (at(spec, '/paths/~1account~1customer-recovery-is-expired/post/responses/200/content/application~1json') as Json).schema = {
    type: 'object', required: ['isExpired', 'apiAlias'],
    properties: { isExpired: { type: 'boolean' }, apiAlias: { const: 'array_struct' } },
  };

  const business = (at(schemas, '/Customer').oneOf as Json[])[1]!;
  business.required = (business.required as string[]).filter((field) => field !== 'vatIds');
  delete at(business, '/properties/vatIds').minItems;

  at(schemas, '/Country/properties').addressFormat = { type: 'array', items: { type: 'array', items: { type: 'string' } } };

  const calculatedPrice = { $ref: '#/components/schemas/CalculatedPrice' };
  at(schemas, '/Order/properties').shippingCosts = calculatedPrice;
  at(schemas, '/OrderDelivery/properties').shippingCosts = calculatedPrice;
  at(schemas, '/OrderTransaction/properties').amount = calculatedPrice;

  at(schemas, '/EntitySearchResult/properties').aggregations = orEmptyArray({ type: 'object' });
  at(schemas, '/Breadcrumb/properties').seoUrls = {
    type: 'array',
    items: {
      type: 'object', required: ['id', 'pathInfo', 'seoPathInfo'],
      properties: { id: { type: 'string' }, pathInfo: { type: 'string' }, seoPathInfo: { type: 'string' } },
    },
  };
  for (const pointer of [
    '/paths/~1product~1{productId}~1review/post/responses',
    '/paths/~1account~1address~1default-billing~1{addressId}/patch/responses',
    '/paths/~1account~1address~1default-shipping~1{addressId}/patch/responses',
    '/paths/~1newsletter~1confirm/post/responses',
  ]) at(spec, pointer)['204'] = { description: 'NoContentResponse' };
  (at(spec, '/paths/~1sitemap~1{filePath}/get/responses/200/content') as Json)['application/octet-stream'] = {
    schema: { type: 'string', format: 'binary' },
  };
  at(spec, '/paths')['/product-manufacturer'] = {
    post: {
      responses: {
        200: {
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/EntitySearchResult' },
                  {
                    type: 'object', required: ['elements'],
                    properties: { elements: { type: 'array', items: { $ref: '#/components/schemas/ProductManufacturer' } } },
                  },
                ],
              },
            },
          },
        },
      },
    },
  };

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
  /**
   * Violations of the documented response for this operation and status; [] when none. A body
   * that is not JSON is checked by its content type only.
   */
  violations(method: string, path: string, status: number, body: unknown, contentType?: string): string[];
  /** `METHOD /path` of every operation that had a 2xx answer without violations so far. */
  readonly validated: ReadonlySet<string>;
  /** `METHOD /path` of every operation that had a documented 4xx answer without violations so far. */
  readonly refused: ReadonlySet<string>;
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
  const validated = new Set<string>();
  const refused = new Set<string>();
  const check = (method: string, path: string, status: number, body: unknown, contentType: string): string[] => {
    let pointer = `/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${status}`;
    const response = at(spec, pointer);
    if (!response) return [`no documented ${status} answer for ${method} ${path}`];
    if (status === 204) return body === undefined ? [] : ['a body on a 204 answer'];
    if (typeof response.$ref === 'string') pointer = response.$ref.slice(1);
    const content = at(spec, `${pointer}/content`);
    // Documented without a body (e.g. the contact form): nothing to check against.
    if (!content) return [];
    if (!(contentType in content)) return [`answered ${contentType}; documented: ${Object.keys(content).join(', ')}`];
    if (contentType !== 'application/json') return [];
    pointer += '/content/application~1json/schema';
    const validate = ajv.getSchema(`store-api#${pointer}`)!;
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} (${e.schemaPath})`);
  };
  return {
    validated,
    refused,
    violations(method, path, status, body, contentType = 'application/json') {
      const found = check(method, path, status, body, contentType.split(';')[0]!.trim());
      if (found.length === 0 && status >= 200 && status < 300) validated.add(`${method.toUpperCase()} ${path}`);
      if (found.length === 0 && status >= 400 && status < 500) refused.add(`${method.toUpperCase()} ${path}`);
      return found;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Coverage: which served routes have had a validated answer

/** One endpoint: a path template as the document's `paths` spell it, and the methods sharing its handler. */
export interface ServedRoute { path: string; methods: string[] }

/** What servedRoutes reads of a Hono app: its route table. */
interface RouteTable { routes: readonly { method: string; path: string; handler: unknown }[] }

type AnyHandler = { __COMPOSED_HANDLER?: AnyHandler };

/** The handler a route was registered with (Hono's route() wraps a sub-app's handlers). */
function unwrap(handler: unknown): unknown {
  let h = handler as AnyHandler;
  while (h.__COMPOSED_HANDLER) h = h.__COMPOSED_HANDLER;
  return h;
}

/**
 * The endpoints an app serves, read from its route table, without those of the `except` apps
 * (matched by handler, so it works at any mount depth). Methods registered with one handler
 * (`on(['GET', 'POST'], …)`) are one endpoint: they answer alike, one validated method is enough.
 * `/a/:id` is written `/a/{id}`, and `:filePath{.+}` `{filePath}`.
 */
export function servedRoutes(app: RouteTable, except: RouteTable[] = []): ServedRoute[] {
  const excluded = new Set(except.flatMap((other) => other.routes.map((r) => unwrap(r.handler))));
  const served: (ServedRoute & { handler: unknown })[] = [];
  for (const route of app.routes) {
    const handler = unwrap(route.handler);
    if (route.method === 'ALL' || excluded.has(handler)) continue;
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const twin = served.find((r) => r.handler === handler && r.path === path);
    if (twin) twin.methods.push(route.method);
    else served.push({ path, methods: [route.method], handler });
  }
  return served.map(({ path, methods }) => ({ path, methods }));
}

/**
 * The served endpoints none of whose methods is in `validated`, as `GET|POST /path`. An endpoint
 * named in `onlyRefuses` (`/path`: routes that can answer nothing but an error with the demo's
 * data, such as a download when no order has one) counts when one of its methods is in
 * `refused`, so it is still called and its documented error answer checked.
 */
export function unvalidated(
  routes: ServedRoute[], validated: ReadonlySet<string>, onlyRefuses: readonly string[] = [], refused: ReadonlySet<string> = new Set(),
): string[] {
  const checked = (route: ServedRoute) => route.methods.some((method) =>
    validated.has(`${method} ${route.path}`) || (onlyRefuses.includes(route.path) && refused.has(`${method} ${route.path}`)));
  return routes.filter((route) => !checked(route)).map((route) => `${route.methods.join('|')} ${route.path}`);
}
