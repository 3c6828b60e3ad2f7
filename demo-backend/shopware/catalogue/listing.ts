// Product listing, search and suggest (Shopware's ProductListingRoute + listing processors).
// One card per parent product: the card is shown through its display variant (in stock
// first, then cheapest), like Shopware's "main variant" grouping by displayGroup; filters
// match any variant of the card. Listing filters are post-filters: aggregations ignore them
// unless reduce-aggregations is set, and then each aggregation ignores only its own filter.
import { aggregationsJson, compileFilters, parseLimit, parsePage, type EntityDefinition } from './criteria';
import { StoreApiError } from '../store-api-error';
import { sqlLiteral } from './sql';
import { anyOptionSql, OPTION_COLUMNS, optionIdsOf } from './option-bits';
import { listedProducts } from './product-cache';
import { deepFreeze } from './frozen-json';
import { manufacturerEntity, propertyGroupEntity, propertyOptionEntity, type View } from './entities';
import { isShopwareId } from './ids';
import { NAVIGATION_ROOT_ID } from './categories';

export const DEFAULT_LISTING_LIMIT = 24;

export interface SortingDef { key: string; label: string; priority: number; orderBy: string }

/** VELD's sortings; `score` exists for search only. The first is the default for categories. */
export const SORTINGS: SortingDef[] = [
  { key: 'topseller', label: 'Populair', priority: 6, orderBy: 'cc.sales DESC, cc.card_id' },
  { key: 'nieuw-binnen', label: 'Nieuw binnen', priority: 5, orderBy: 'cc.created_at DESC, cc.card_id' },
  { key: 'price-asc', label: 'Prijs oplopend', priority: 4, orderBy: 'cc.price ASC, cc.card_id' },
  { key: 'price-desc', label: 'Prijs aflopend', priority: 3, orderBy: 'cc.price DESC, cc.card_id' },
  { key: 'name-asc', label: 'Naam A-Z', priority: 2, orderBy: 'cc.name ASC, cc.card_id' },
  { key: 'name-desc', label: 'Naam Z-A', priority: 1, orderBy: 'cc.name DESC, cc.card_id' },
];
const SCORE: SortingDef = { key: 'score', label: 'Relevantie', priority: 7, orderBy: '' };

/** Product fields the criteria `filter` may use in a listing (on the card's display product). */
export const PRODUCT_DEFINITION: EntityDefinition = {
  name: 'product',
  fields: {
    id: { sql: 'p.id' }, parentId: { sql: 'p.parent_id' }, productNumber: { sql: 'p.product_number' },
    name: { sql: 'p.name' }, 'translated.name': { sql: 'p.name' }, description: { sql: 'p.description' },
    manufacturerId: { sql: 'p.manufacturer_id' }, 'manufacturer.id': { sql: 'p.manufacturer_id' },
    ean: { sql: 'p.ean' }, manufacturerNumber: { sql: 'p.manufacturer_number' }, stock: { sql: 'p.stock' },
    availableStock: { sql: 'p.stock' }, available: { sql: '(p.stock > 0)', bool: true }, active: { sql: '1', bool: true },
    price: { sql: 'cc.price' }, 'cheapestPrice': { sql: 'cc.price' }, ratingAverage: { sql: 'p.rating' },
    sales: { sql: 'p.sales' }, createdAt: { sql: 'p.created_at' }, releaseDate: { sql: 'p.release_date' },
    shippingFree: { sql: 'p.shipping_free', bool: true }, childCount: { sql: 'p.child_count' },
    categoryIds: { sql: 'p.category_ids', json: true }, 'categories.id': { sql: 'p.category_ids', json: true },
    categoryTree: { sql: 'p.category_ids', json: true }, propertyIds: { sql: 'p.property_ids', json: true },
    'properties.id': { sql: 'p.property_ids', json: true }, optionIds: { sql: 'p.option_ids', json: true },
    'options.id': { sql: 'p.option_ids', json: true },
  },
};

type Body = Record<string, unknown>;

function truthy(v: unknown): boolean {
  return v !== undefined && v !== null && v !== false && v !== '' && v !== 0 && v !== '0' && v !== 'false';
}

function idsParam(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split('|') : [];
  return list.map((s) => s.trim()).filter(isShopwareId);
}

function priceParam(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export interface ListingRequest {
  kind: 'category' | 'search' | 'suggest';
  /** Category to list; search runs over the navigation root (every listed product). */
  categoryId: string;
  body: Body;
}

interface PostFilters {
  manufacturer: string | null;
  price: string | null;
  properties: string | null;
  rating: string | null;
  shippingFree: string | null;
}

/** Runs a listing and answers a ProductListingResult. */
export async function productListing(db: D1Database, view: View, request: ListingRequest) {
  const { body, kind, categoryId } = request;
  const search = typeof body.search === 'string' ? body.search.trim() : '';
  if (kind !== 'category' && !search) {
    throw StoreApiError.at(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', '/search', { parameterName: 'search' });
  }
  const page = body.p !== undefined && body.p !== '' ? parsePage(body.p) : parsePage(body.page);
  const onlyAggregations = truthy(body['only-aggregations']);
  const limit = onlyAggregations ? 0 : parseLimit(body.limit, kind === 'suggest' ? 10 : DEFAULT_LISTING_LIMIT)!;
  const sortings = kind === 'category' ? SORTINGS : [SCORE, ...SORTINGS];
  const defaultSorting = sortings[0]!;
  const sorting = sortings.find((s) => s.key === body.order) ?? defaultSorting;

  const manufacturers = body['manufacturer-filter'] === false || body['manufacturer-filter'] === 'false' ? [] : idsParam(body.manufacturer);
  const propertyFilterOn = !(body['property-filter'] === false || body['property-filter'] === 'false');
  const propertyIds = propertyFilterOn ? idsParam(body.properties) : [];
  const priceOn = !(body['price-filter'] === false || body['price-filter'] === 'false');
  const minPrice = priceOn ? priceParam(body['min-price']) : null;
  const maxPrice = priceOn ? priceParam(body['max-price']) : null;
  const ratingOn = !(body['rating-filter'] === false || body['rating-filter'] === 'false');
  const rating = ratingOn ? priceParam(body.rating) : null;
  const shippingOn = !(body['shipping-free-filter'] === false || body['shipping-free-filter'] === 'false');
  const shippingFree = shippingOn && truthy(body['shipping-free']);

  // A search over the navigation root reads the cards themselves (cat_card_listed, schema.ts):
  // every card is listed in the root, under the same values.
  const wholeAssortment = kind !== 'category' && categoryId === NAVIGATION_ROOT_ID;
  // Base conditions (also bound the aggregations): the category, the term, criteria filters.
  // The category and the term are bound parameters (?1, ?2), so the SQL of a listing is the same
  // text for every category and term, and SQLite reuses its prepared statement. Every statement
  // below contains all base conditions, so each binds the same values.
  const binds: string[] = [];
  const param = (value: string) => { binds.push(value); return `?${binds.length}`; };
  const base = wholeAssortment ? [] : [`cc.category_id = ${param(categoryId)}`];
  let needsProduct = false;
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a shopper may type more.
  // search_text is stored lower-cased. A term of three characters or more is looked up in the
  // trigram index (cat_card_search, see schema.ts), which answers the same contains match.
  const term = search.toLowerCase();
  const indexed = [...term].length >= 3;
  if (indexed) base.push(`s.cat_card_search MATCH ${param(`"${term.replace(/"/g, '""')}"`)}`);
  else if (search) base.push(`instr(t.search_text, ${param(term)}) > 0`);
  if (Array.isArray(body.filter) && body.filter.length > 0) {
    base.push(...compileFilters(PRODUCT_DEFINITION, body.filter, '/filter'));
    needsProduct = true;
  }
  if (Array.isArray(body.ids)) base.push(`cc.card_id IN (${idsParam(body.ids).map(sqlLiteral).join(',') || "''"})`);

  // Post-filters, one per listing filter.
  const post: PostFilters = { manufacturer: null, price: null, properties: null, rating: null, shippingFree: null };
  if (manufacturers.length) post.manufacturer = `cc.manufacturer_id IN (${manufacturers.map(sqlLiteral).join(',')})`;
  if (minPrice !== null || maxPrice !== null) {
    // Unary plus: a price range (usually wide) must not pull the page query off the index of
    // its sorting, which then stops after one page.
    post.price = [minPrice !== null ? `+cc.price >= ${minPrice}` : '', maxPrice !== null ? `+cc.price <= ${maxPrice}` : '']
      .filter(Boolean).join(' AND ');
  }
  if (propertyIds.length) {
    // Options of one group are ORed, groups are ANDed (Shopware's PropertyListingFilterHandler).
    const byGroup = new Map<string, string[]>();
    for (const id of propertyIds) {
      const option = view.ref.options.get(id);
      if (!option) continue;
      byGroup.set(option.group_id, [...(byGroup.get(option.group_id) ?? []), id]);
    }
    const groups = [...byGroup.values()].map((ids) => anyOptionSql('cc', ids));
    post.properties = groups.length ? groups.join(' AND ') : '0';
  }
  if (rating !== null) post.rating = `cc.rating >= ${rating}`;
  if (shippingFree) post.shippingFree = 'cc.shipping_free = 1';

  // A category listing reads cat_card_category alone. A search over the whole assortment reads
  // the cards (cat_card_listed); one within a category maps its hits to their cards, then to the
  // category's rows. A short term reads the cards' search text (cat_card_text).
  const cards = wholeAssortment
    ? (indexed ? 'cat_card_search s JOIN cat_card_listed cc ON cc.card_rowid = s.rowid'
      : 'cat_card_listed cc JOIN cat_card_text t ON t.rowid = cc.card_rowid')
    : indexed ? 'cat_card_search s JOIN cat_card c ON c.rowid = s.rowid JOIN cat_card_category cc ON cc.card_id = c.id'
      : search ? 'cat_card_category cc JOIN cat_card c ON c.id = cc.card_id JOIN cat_card_text t ON t.rowid = c.rowid' : 'cat_card_category cc';
  const from = `${cards}${needsProduct ? ' JOIN cat_product p ON p.id = cc.display_id' : ''}`;
  const where = (except?: keyof PostFilters) => [
    ...base,
    ...Object.entries(post).filter(([k, v]) => v && k !== except).map(([, v]) => v as string),
  ].join(' AND ') || '1';

  // Only the page query sorts, so the score's term is a literal here (a parameter only it used
  // would upset the other statements' bindings).
  const orderBy = sorting.key === 'score'
    ? `(instr(lower(cc.name), ${sqlLiteral(search.toLowerCase())}) > 0) DESC, cc.sales DESC, cc.card_id`
    : sorting.orderBy;
  const offset = (page - 1) * limit;
  const pageIds = `SELECT cc.display_id FROM ${from} WHERE ${where()} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
  const wantAggregations = !truthy(body['no-aggregations']) && kind !== 'suggest';
  const reduce = body['reduce-aggregations'] !== undefined && body['reduce-aggregations'] !== null;
  const enabled = {
    manufacturer: !(body['manufacturer-filter'] === false || body['manufacturer-filter'] === 'false'),
    properties: propertyFilterOn, price: priceOn, rating: ratingOn, shippingFree: shippingOn,
  };
  const cacheCategory = reduce || search || needsProduct ? null : categoryId;
  // Rows of the base conditions that each answer takes: the total takes every post-filter; an
  // aggregation every other one with reduce-aggregations, none without.
  const postFilter = (except?: keyof PostFilters) => Object.entries(post)
    .filter(([k, v]) => v && k !== except).map(([, v]) => `(${v as string})`).join(' AND ');
  const aggregationFilter = (name: keyof PostFilters) => (reduce ? postFilter(name) : '');
  const memoised = wantAggregations && cacheCategory ? aggregationCache.get(aggregationKey(cacheCategory, enabled)) : undefined;
  // One pass over the base rows answers the total and every aggregation (FILTER clauses); with
  // the aggregations memoised or not wanted, a COUNT answers the total.
  const scan = wantAggregations && !memoised
    ? aggregationScan(view, from, base.join(' AND ') || '1', postFilter(), aggregationFilter, enabled)
    : { sql: `SELECT COUNT(*) AS n FROM ${from} WHERE ${where()}`, read: (row: ScanRow | undefined) => ({ n: row?.n ?? 0, aggregations: {} }) };
  // One round trip to D1 (a batch) for the page's ids in order and the total with the
  // aggregations; the products come from the isolate's product cache (product-cache.ts), which
  // reads from D1 only rows it has not seen lately.
  const [idRows, scanRows] = await db.batch([
    limit > 0 ? db.prepare(pageIds).bind(...binds) : db.prepare('SELECT NULL AS display_id WHERE 0'),
    db.prepare(scan.sql).bind(...binds),
  ]);
  const counted = scan.read((scanRows!.results as ScanRow[])[0]);
  if (wantAggregations && !memoised && cacheCategory) cacheAggregations(aggregationKey(cacheCategory, enabled), counted.aggregations);
  const aggregations = memoised ? await memoised : counted.aggregations;
  const displayIds = (idRows!.results as { display_id: string }[]).map((r) => r.display_id);
  const elements = await listedProducts(db, view, await previewIds(db, view, displayIds, propertyIds));

  return {
    entity: 'product',
    total: counted.n,
    aggregations: aggregationsJson(aggregations),
    page,
    limit,
    elements,
    states: [],
    sorting: sorting.key,
    availableSortings: sortings.map((s) => ({
      key: s.key, label: s.label, translated: { label: s.label }, priority: s.priority, apiAlias: 'product_sorting',
    })),
    currentFilters: {
      navigationId: categoryId,
      manufacturer: manufacturers,
      price: { min: minPrice ?? 0, max: maxPrice ?? 0 },
      rating: rating,
      'shipping-free': shippingFree,
      properties: propertyIds,
      ...(kind !== 'category' ? { search } : {}),
    },
    streamId: null,
    apiAlias: 'product_listing',
  };
}

/**
 * The product each card is shown through when the listing is filtered on options: the variant
 * that has the chosen options (in stock first, the display variant when it has them, then the
 * cheapest), like Shopware's ProductListingLoader, which resolves a filtered card's preview to a
 * matching variant. A shopper filtering on Blauw and Maat M sees the blue card and lands on the
 * blue M variant. A group no variant of the card has among its options (a property such as
 * Materiaal) does not narrow the choice. Without option filters (or no variant that matches),
 * the display variant. One query for the page, only when options are filtered.
 */
async function previewIds(db: D1Database, view: View, displayIds: string[], propertyIds: string[]): Promise<string[]> {
  if (displayIds.length === 0 || propertyIds.length === 0) return displayIds;
  const chosen = new Map<string, string[]>();
  for (const id of propertyIds) {
    const option = view.ref.options.get(id);
    if (option) chosen.set(option.group_id, [...(chosen.get(option.group_id) ?? []), id]);
  }
  if (chosen.size === 0) return displayIds;
  const list = (ids: readonly string[]) => ids.map(sqlLiteral).join(',');
  const groupOptions = (groupId: string) => [...view.ref.options.values()].filter((o) => o.group_id === groupId).map((o) => o.id);
  const matches = [...chosen].map(([groupId, ids]) => `(EXISTS (SELECT 1 FROM json_each(v.option_ids) j WHERE j.value IN (${list(ids)}))`
    + ` OR NOT EXISTS (SELECT 1 FROM json_each(v.option_ids) j WHERE j.value IN (${list(groupOptions(groupId))})))`);
  const { results } = await db.prepare(`SELECT display_id, preview_id FROM (SELECT d.id AS display_id, v.id AS preview_id,
    row_number() OVER (PARTITION BY d.id ORDER BY (v.stock > 0) DESC, (v.id = d.id) DESC, v.price, v.id) AS rank
    FROM cat_product d JOIN cat_product v ON v.card_id = d.card_id AND v.child_count = 0 AND ${matches.join(' AND ')}
    WHERE d.id IN (${list(displayIds)})) WHERE rank = 1`).all<{ display_id: string; preview_id: string }>();
  const preview = new Map(results.map((r) => [r.display_id, r.preview_id]));
  return displayIds.map((id) => preview.get(id) ?? id);
}

type Enabled = { manufacturer: boolean; properties: boolean; price: boolean; rating: boolean; shippingFree: boolean };

/**
 * Unfiltered category aggregations only change with the catalogue, and a worker serves one
 * catalogue (its vars are fixed), so they are memoised per isolate.
 */
const aggregationCache = new Map<string, Promise<Record<string, unknown>>>();

function aggregationKey(categoryId: string, enabled: Enabled): string {
  return `${categoryId}:${JSON.stringify(enabled)}`;
}

function cacheAggregations(key: string, aggregations: Record<string, unknown>): void {
  // Frozen: shared by every later answer (and its JSON text written once, frozen-json.ts).
  aggregationCache.set(key, Promise.resolve(deepFreeze(aggregations)));
}

interface ScanRow {
  n: number; manufacturers: string | null; min: number | null; max: number | null; avg: number | null; sum: number | null;
  rating: number | null; shipping: number | null; [bits: string]: number | string | null;
}

/** The total and the aggregations of a listing in one query over its base rows. */
function aggregationScan(
  view: View, from: string, base: string, totalFilter: string,
  filterOf: (name: keyof PostFilters) => string, enabled: Enabled,
): { sql: string; read: (row: ScanRow | undefined) => { n: number; aggregations: Record<string, unknown> } } {
  const only = (condition: string) => (condition ? ` FILTER (WHERE ${condition})` : '');
  const columns = [`COUNT(*)${only(totalFilter)} AS n`];
  if (enabled.manufacturer) columns.push(`group_concat(DISTINCT cc.manufacturer_id)${only(filterOf('manufacturer'))} AS manufacturers`);
  if (enabled.price) {
    const f = only(filterOf('price'));
    columns.push(`MIN(cc.price)${f} AS min`, `MAX(cc.price)${f} AS max`, `AVG(cc.price)${f} AS avg`, `SUM(cc.price)${f} AS sum`);
  }
  const r = only(filterOf('rating'));
  columns.push(`MAX(cc.rating)${r} AS rating`, `MAX(cc.shipping_free)${r} AS shipping`);
  // The distinct option bit sets are few; their union is the set of options that occur.
  if (enabled.properties) {
    const f = only(filterOf('properties'));
    columns.push(...OPTION_COLUMNS.map((c) => `group_concat(DISTINCT cc.${c})${f} AS ${c}`));
  }
  return {
    sql: `SELECT ${columns.join(', ')} FROM ${from} WHERE ${base}`,
    read: (row) => {
      const manufacturerIds = enabled.manufacturer && row?.manufacturers ? row.manufacturers.split(',') : [];
      const optionIds = enabled.properties && row
        ? optionIdsOf(OPTION_COLUMNS.map((c) => String(row[c] ?? '').split(',').filter(Boolean).map(Number)))
        : [];
      return {
        n: row?.n ?? 0,
        aggregations: aggregationEntities(view, enabled, {
          manufacturerRows: enabled.manufacturer ? { results: manufacturerIds.map((id) => ({ id })) } : null,
          priceRow: enabled.price ? { min: row?.min ?? null, max: row?.max ?? null, avg: row?.avg ?? null, sum: row?.sum ?? null } : null,
          ratingRow: { rating: row?.rating ?? null, shipping: row?.shipping ?? null },
          optionRows: enabled.properties ? { results: optionIds.map((id) => ({ id })) } : null,
        }),
      };
    },
  };
}

function aggregationEntities(view: View, enabled: Enabled, { manufacturerRows, priceRow, ratingRow, optionRows }: {
  manufacturerRows: { results: { id: string }[] } | null;
  priceRow: { min: number | null; max: number | null; avg: number | null; sum: number | null } | null;
  ratingRow: { rating: number | null; shipping: number | null } | null;
  optionRows: { results: { id: string }[] } | null;
}): Record<string, unknown> {
  const aggregations: Record<string, unknown> = {};
  if (manufacturerRows) {
    const entities = manufacturerRows.results.flatMap((r) => { const m = view.ref.manufacturers.get(r.id); return m ? [manufacturerEntity(m)] : []; })
      .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
    aggregations.manufacturer = { name: 'manufacturer', entities, apiAlias: 'manufacturer_aggregation' };
  }
  if (priceRow) {
    aggregations.price = {
      name: 'price', min: priceRow.min ?? 0, max: priceRow.max ?? 0,
      avg: priceRow.avg === null ? 0 : Math.round(priceRow.avg * 100) / 100, sum: Math.round((priceRow.sum ?? 0) * 100) / 100,
      apiAlias: 'price_aggregation',
    };
  }
  if (enabled.rating) aggregations.rating = { name: 'rating', max: ratingRow?.rating ?? null, apiAlias: 'rating_aggregation' };
  if (enabled.shippingFree) aggregations['shipping-free'] = { name: 'shipping-free', max: ratingRow?.shipping ?? 0, apiAlias: 'shipping-free_aggregation' };
  if (optionRows) {
    const byGroup = new Map<string, ReturnType<typeof propertyOptionEntity>[]>();
    for (const { id } of optionRows.results) {
      const option = view.ref.options.get(id);
      if (!option) continue;
      byGroup.set(option.group_id, [...(byGroup.get(option.group_id) ?? []), propertyOptionEntity(view, option)]);
    }
    const entities = [...view.ref.groups.values()].filter((g) => g.filterable === 1 && byGroup.has(g.id)).map((g) => {
      const options = byGroup.get(g.id)!;
      options.sort((a, b) => g.sorting_type === 'position' ? a.position - b.position : a.name.localeCompare(b.name, 'nl'));
      return propertyGroupEntity(g, options);
    });
    aggregations.properties = { name: 'properties', entities, apiAlias: 'properties_aggregation' };
  }
  return aggregations;
}
