// The Store API's catalogue routes (mounted under /store-api, after auth and context
// middleware), plus stock GET /snippet (snippet-routes.ts) and the app's script endpoints (../app-scripts/).
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { applyIncludes, compileFilters, entitySearchResult, compileSort, parseCriteria, runAggregations, type Criteria, type EntityDefinition } from './criteria';
import { StoreApiError } from '../store-api-error';
import { entityJson, errorResponse, params, viewFor, type Ctx } from './http';
import { deepFreeze } from './frozen-json';
import { LruCache } from '../../lru';
import { isShopwareId } from './ids';
import { categoryBreadcrumbs, productBreadcrumbs, type BreadcrumbProduct } from './breadcrumb';
import { DEFAULT_PRODUCT_PAGE_ID, productCmsPage } from './product-cms';
import { reviewSummary } from './reviews';
import { reviewRoutes } from './review-routes';
import { sitemapRoutes } from './sitemap';
import { session } from '../shopper/session';
import { FOOTER_ROOT_ID, NAVIGATION_ROOT_ID, SERVICE_ROOT_ID } from './categories';
import {
  categoryEntity, LANGUAGE_ID, LIVE_VERSION_ID, manufacturerEntity, SALES_CHANNEL_ID, SEEDED_AT, seoUrlEntity, type View,
} from './entities';
import { productListing } from './listing';
import { listingCmsPage } from './cms';
import { layoutRoutes } from './layout-routes';
import { mediaEntity } from './images';
import { lookImage, lookIntro } from './looks';
import { productDetail, findVariant, crossSellings } from './detail';
import { sqlLiteral } from './sql';
import { snippetRoutes } from './snippet-routes';
import { scriptRoutes } from '../app-scripts/routes';
import type { CategoryRow, ManufacturerRow } from './reference';
import { productEntity } from './entities';
import type { ProductRow } from './products';
import { streamIdsSql } from './streams';

export const catalogueRoutes = new Hono<ShopwareEnv>();
catalogueRoutes.onError((error, c) => errorResponse(c, error));

const ROOT_ALIASES: Record<string, string> = {
  'main-navigation': NAVIGATION_ROOT_ID,
  'footer-navigation': FOOTER_ROOT_ID,
  'service-navigation': SERVICE_ROOT_ID,
};

function categoryNotFound(id: string): StoreApiError {
  return StoreApiError.at(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, undefined, { id });
}

/** Answers an entity search result, paged like Shopware, with the criteria's includes. */
function searchResult(entity: string, criteria: Criteria, elements: unknown[], total: number, aggregations: Record<string, unknown>) {
  return applyIncludes(entitySearchResult(entity, criteria, elements, total, aggregations), criteria.includes);
}

/** Runs criteria against one table: filters, sorting, paging, aggregations. */
async function entitySearch<Row>(c: Ctx, def: EntityDefinition, table: string, criteria: Criteria, defaultSort: string) {
  const where = [
    '1',
    ...(criteria.ids ? [`${def.fields.id!.sql} IN (${criteria.ids.map(sqlLiteral).join(',') || "''"})`] : []),
    ...compileFilters(def, criteria.filter, '/filter'),
  ];
  const postWhere = [...where, ...compileFilters(def, criteria.postFilter, '/post-filter')].join(' AND ');
  const order = [...compileSort(def, criteria.sort), defaultSort].join(', ');
  const paging = criteria.limit ? ` LIMIT ${criteria.limit} OFFSET ${(criteria.page - 1) * criteria.limit}` : '';
  const [rows, count, aggregations] = await Promise.all([
    // Page over row ids first, then read only that page's rows: a deep OFFSET then walks an
    // index instead of reading (and filtering) every row it skips.
    c.env.DB.prepare(
      `SELECT * FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${postWhere} ORDER BY ${order}${paging}) ORDER BY ${order}`,
    ).all<Row>(),
    // Like Shopware, count only when asked (total-count-mode): a deep page must not scan the table twice.
    criteria.totalCountMode === 'none'
      ? Promise.resolve(null)
      : c.env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${postWhere}`).first<{ n: number }>(),
    runAggregations(c.env.DB, def, table, where.join(' AND '), criteria.aggregations),
  ]);
  return { rows: rows.results, total: count?.n ?? 0, aggregations };
}

// ---- navigation ------------------------------------------------------------------------------

function navigationTree(view: View, parentId: string, depth: number, buildTree: boolean): unknown[] {
  const visibleChildren = (id: string) => (view.ref.children.get(id) ?? [])
    .map((childId) => view.ref.categories.get(childId)!)
    .filter((child) => child.active === 1 && child.visible === 1);
  if (!buildTree) {
    const flat: unknown[] = [];
    const walk = (id: string, level: number) => {
      for (const child of visibleChildren(id)) {
        flat.push(categoryEntity(view, child));
        if (level < depth) walk(child.id, level + 1);
      }
    };
    walk(parentId, 1);
    return flat;
  }
  const build = (id: string, level: number): unknown[] => visibleChildren(id)
    // A leaf passes no children: its entity is the shared one (categoryEntity memoises those).
    .map((child) => categoryEntity(view, child, level < depth ? build(child.id, level + 1) : undefined));
  return build(parentId, 1);
}

/**
 * The navigation only changes with the catalogue, and the storefront asks for the same few trees
 * on every page, so each tree is built once per Reference (like Shopware's cached NavigationRoute).
 * Keys are bounded: a tree deeper than the catalogue is the same tree.
 */
const navigationTrees = new WeakMap<View['ref'], LruCache<string, unknown[]>>();
const MAX_DEPTH = 16;
const MAX_TREES = 256;

function cachedNavigationTree(view: View, rootId: string, depth: number, buildTree: boolean): unknown[] {
  let trees = navigationTrees.get(view.ref);
  if (!trees) navigationTrees.set(view.ref, trees = new LruCache(MAX_TREES));
  const key = `${rootId}:${Math.min(depth, MAX_DEPTH)}:${buildTree}:${view.includeSeoUrls}`;
  let tree = trees.get(key);
  if (!tree) {
    tree = deepFreeze(navigationTree(view, rootId, Math.min(depth, MAX_DEPTH), buildTree));
    trees.set(key, tree);
  }
  return tree;
}

async function navigation(c: Ctx) {
  const body = await params(c);
  const view = await viewFor(c, body);
  const rootId = ROOT_ALIASES[c.req.param('rootId')!] ?? c.req.param('rootId')!;
  const activeId = ROOT_ALIASES[c.req.param('activeId')!] ?? c.req.param('activeId')!;
  if (!view.ref.categories.has(rootId)) throw categoryNotFound(rootId);
  if (!view.ref.categories.has(activeId)) throw categoryNotFound(activeId);
  const depth = Math.max(1, Number(body.depth ?? 2) || 2);
  const buildTree = !(body.buildTree === false || body.buildTree === 'false' || body.buildTree === '0');
  const criteria = parseCriteria(body);
  return entityJson(c, applyIncludes(cachedNavigationTree(view, rootId, depth, buildTree), criteria.includes));
}
catalogueRoutes.on(['GET', 'POST'], '/navigation/:activeId/:rootId', navigation);

// ---- SEO URLs --------------------------------------------------------------------------------

const SEO_URL_DEFINITION: EntityDefinition = {
  name: 'seo_url',
  fields: {
    id: { sql: 'id' }, foreignKey: { sql: 'foreign_key' }, routeName: { sql: 'route_name' },
    pathInfo: { sql: 'path_info' }, seoPathInfo: { sql: 'seo_path_info' },
    // Every stored URL is canonical and of this sales channel and language; a deleted entity's
    // URL stays, flagged (DELETED_SEO_URLS).
    isCanonical: { sql: '1', bool: true }, isDeleted: { sql: 'is_deleted', bool: true }, isModified: { sql: '0', bool: true },
    languageId: { sql: sqlLiteral(LANGUAGE_ID) }, salesChannelId: { sql: sqlLiteral(SALES_CHANNEL_ID) },
  },
};

catalogueRoutes.on(['GET', 'POST'], '/seo-url', async (c) => {
  const body = await params(c);
  await viewFor(c, body);
  const criteria = parseCriteria(body);
  const { rows, total, aggregations } = await entitySearch<{
    id: string; foreign_key: string; route_name: Parameters<typeof seoUrlEntity>[1]; seo_path_info: string; is_deleted: number;
  }>(c, SEO_URL_DEFINITION, 'cat_seo_url', criteria, 'id');
  const elements = rows.map((r) => seoUrlEntity(r.foreign_key, r.route_name, r.seo_path_info, r.id, r.is_deleted === 1));
  return c.json(searchResult('seo_url', criteria, elements, total, aggregations));
});

// ---- categories ------------------------------------------------------------------------------

const CATEGORY_DEFINITION: EntityDefinition = {
  name: 'category',
  fields: {
    id: { sql: 'id' }, parentId: { sql: 'parent_id' }, name: { sql: 'name' }, 'translated.name': { sql: 'name' },
    type: { sql: 'type' }, level: { sql: 'level' }, position: { sql: 'position' }, path: { sql: 'path' },
    active: { sql: 'active', bool: true }, visible: { sql: 'visible', bool: true }, childCount: { sql: 'child_count' },
    linkType: { sql: 'link_type' }, internalLink: { sql: 'internal_link' }, externalLink: { sql: 'external_link' },
    'seoUrls.seoPathInfo': { sql: 'seo_path' },
  },
};

function withChildren(view: View, row: CategoryRow, criteria: Criteria) {
  const children = 'children' in criteria.associations
    ? (view.ref.children.get(row.id) ?? []).map((id) => categoryEntity(view, view.ref.categories.get(id)!))
    : [];
  return categoryEntity(view, row, children);
}

catalogueRoutes.on(['GET', 'POST'], '/category', async (c) => {
  const body = await params(c);
  const view = await viewFor(c, body);
  const criteria = parseCriteria(body);
  const { rows, total, aggregations } = await entitySearch<CategoryRow>(c, CATEGORY_DEFINITION, 'cat_category', criteria, 'level, position');
  return c.json(searchResult('category', criteria, rows.map((r) => withChildren(view, r, criteria)), total, aggregations));
});

catalogueRoutes.on(['GET', 'POST'], '/category/:navigationId', async (c) => {
  const body = await params(c);
  const view = await viewFor(c, body);
  const requested = c.req.param('navigationId')!;
  const id = requested === 'home' ? NAVIGATION_ROOT_ID : requested;
  const row = view.ref.categories.get(id);
  const isRoot = row?.parent_id === null;
  if (!row || (!isRoot && row.type !== 'page')) throw categoryNotFound(requested);
  const criteria = parseCriteria(body);
  const listing = await productListing(c.env.DB, view, { kind: 'category', categoryId: id, body });
  return entityJson(c, applyIncludes({ ...withChildren(view, row, criteria), cmsPage: listingCmsPage(id, listing, 'product_list', undefined, undefined, row.description, row.name) }, criteria.includes));
});

// ---- listing, search, suggest ----------------------------------------------------------------

catalogueRoutes.on(['GET', 'POST'], '/product-listing/:categoryId', async (c) => {
  const body = await params(c);
  const view = await viewFor(c, body);
  const categoryId = c.req.param('categoryId')!;
  const row = view.ref.categories.get(categoryId);
  if (!row) throw categoryNotFound(categoryId);
  const listing = await productListing(c.env.DB, view, { kind: 'category', categoryId, body });
  return entityJson(c, applyIncludes(listing, parseCriteria(body, null).includes));
});

for (const [path, kind] of [['/search', 'search'], ['/search-suggest', 'suggest']] as const) {
  catalogueRoutes.on(['GET', 'POST'], path, async (c) => {
    const body = await params(c);
    const view = await viewFor(c, body);
    const listing = await productListing(c.env.DB, view, { kind, categoryId: NAVIGATION_ROOT_ID, body });
    return entityJson(c, applyIncludes(listing, parseCriteria(body, null).includes));
  });
}

// ---- product search (readProduct: POST /product) ------------------------------------------------

const PRODUCT_DEFINITION: EntityDefinition = {
  name: 'product',
  fields: {
    id: { sql: 'id' }, parentId: { sql: 'parent_id' }, productNumber: { sql: 'product_number' },
    name: { sql: 'name' }, 'translated.name': { sql: 'name' }, manufacturerId: { sql: 'manufacturer_id' },
    childCount: { sql: 'child_count' }, stock: { sql: 'stock' }, createdAt: { sql: 'created_at' },
    releaseDate: { sql: 'release_date' }, active: { sql: '1', bool: true },
    // The demo catalogue is never edited after seeding: no product has an updatedAt.
    updatedAt: { sql: 'NULL' },
    // Id lists (JSON arrays): `equals` means "has this one". Frontends' composables switch a
    // variant with parentId + one optionIds filter per chosen option (findVariantForSelectedOptions).
    optionIds: { sql: 'option_ids', json: true }, 'options.id': { sql: 'option_ids', json: true },
    propertyIds: { sql: 'property_ids', json: true }, 'properties.id': { sql: 'property_ids', json: true },
    categoryIds: { sql: 'category_ids', json: true }, 'categories.id': { sql: 'category_ids', json: true },
    // The dynamic product groups a product belongs to (streams.ts): what a product slider asks.
    streamIds: { sql: streamIdsSql('category_ids'), json: true },
    // What a slider sorts by (worker/shopware/operations/catalogue.ts PRODUCT_GROUP_SORTS).
    sales: { sql: 'sales' }, price: { sql: 'price' }, cheapestPrice: { sql: 'price' },
  },
};

/**
 * The Store API's product search: criteria over every product of the sales channel (parents,
 * variants and simple products), entity search result of Product (6.6/6.7 `readProduct`).
 */
catalogueRoutes.on(['GET', 'POST'], '/product', async (c) => {
  const body = await params(c);
  const view = await viewFor(c, body);
  const criteria = parseCriteria(body);
  const { rows, total, aggregations } = await entitySearch<ProductRow>(c, PRODUCT_DEFINITION, 'cat_product', criteria, 'id');
  // The `media` association loads the gallery, as on the detail route.
  const extras = 'media' in criteria.associations ? { media: true } : {};
  return c.json(searchResult('product', criteria, rows.map((r) => productEntity(view, r, extras)), total, aggregations));
});

// ---- product detail --------------------------------------------------------------------------

catalogueRoutes.on(['GET', 'POST'], '/product/:productId', async (c) => {
  const body = await params(c);
  const view = await viewFor(c, body);
  const criteria = parseCriteria(body, null);
  const detail = await productDetail(c.env.DB, view, c.req.param('productId')!, criteria);
  // 6.7's skipCmsPage flag; otherwise Shopware's default product layout (no product has its own).
  const skip = body.skipCmsPage === true || body.skipCmsPage === 'true' || body.skipCmsPage === '1';
  const answer = skip ? detail : await withCmsPage(c, view, detail);
  return entityJson(c, applyIncludes(answer, criteria.includes));
});

async function withCmsPage(c: Ctx, view: View, detail: Awaited<ReturnType<typeof productDetail>>) {
  const product = detail.product as Parameters<typeof productCmsPage>[0]['product'] & { parentId?: string };
  const [cross, reviews] = await Promise.all([
    crossSellings(c.env.DB, view, product.id),
    session(c).then(({ context }) => reviewSummary(c.env.DB, product, context.customerId)),
  ]);
  const cmsPage = productCmsPage({ product, configurator: detail.configurator, crossSellings: cross, reviews });
  return { ...detail, product: { ...product, cmsPageId: DEFAULT_PRODUCT_PAGE_ID, cmsPageVersionId: LIVE_VERSION_ID, cmsPage } };
}

// ---- breadcrumb (6.5+) -----------------------------------------------------------------------

catalogueRoutes.get('/breadcrumb/:id', async (c) => {
  const id = c.req.param('id');
  // The route's requirement is `[0-9a-f]{32}`: anything else is Symfony's "no route".
  if (!isShopwareId(id)) throw StoreApiError.of(404, '0', `No route found for "GET ${c.req.path}"`);
  const view = await viewFor(c);
  const type = c.req.query('type') ?? 'product';
  const category = view.ref.categories.get(id);
  if (type === 'category') return c.json(category ? categoryBreadcrumbs(view, category) : []);
  const product = await c.env.DB.prepare('SELECT category_ids FROM cat_product WHERE id = ?').bind(id).first<BreadcrumbProduct>();
  if (product) return c.json(productBreadcrumbs(view, product, c.req.query('referrerCategoryId')));
  // A product that is not found is retried as a category (tryToGetCategoriesFromProductOrCategory).
  return c.json(category ? categoryBreadcrumbs(view, category) : []);
});

catalogueRoutes.route('/', reviewRoutes);
catalogueRoutes.route('/', sitemapRoutes);
catalogueRoutes.route('/', layoutRoutes);

catalogueRoutes.on(['GET', 'POST'], '/product/:productId/find-variant', async (c) => {
  const body = await params(c);
  await viewFor(c, body);
  return c.json(await findVariant(c.env.DB, c.req.param('productId')!, body));
});

catalogueRoutes.on(['GET', 'POST'], '/product/:productId/cross-selling', async (c) => {
  const body = await params(c);
  const view = await viewFor(c, body);
  const criteria = parseCriteria(body, null);
  return entityJson(c, applyIncludes(await crossSellings(c.env.DB, view, c.req.param('productId')!), criteria.includes));
});

// ---- landing pages (looks) -------------------------------------------------------------------

export interface LandingPageRow {
  id: string; name: string; url: string; gender: string; position: number; garment: string; color_hex: string;
  card_ids: string; meta_description: string;
  /** The look's picture: its products as an outfit (pictures/style.ts outfitCode). */
  outfit: string;
}

catalogueRoutes.on(['GET', 'POST'], '/landing-page/:landingPageId', async (c) => {
  const body = await params(c);
  const view = await viewFor(c, body);
  const id = c.req.param('landingPageId')!;
  const row = await c.env.DB.prepare('SELECT * FROM cat_landing_page WHERE id = ?').bind(id).first<LandingPageRow>();
  if (!row) throw StoreApiError.at(404, 'CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${id}" not found.`, undefined, { landingPageId: id });
  const listing = await productListing(c.env.DB, view, {
    kind: 'category', categoryId: NAVIGATION_ROOT_ID, body: { ...body, ids: JSON.parse(row.card_ids), 'no-aggregations': true },
  });
  const criteria = parseCriteria(body, null);
  return c.json(applyIncludes({
    id: row.id,
    versionId: LIVE_VERSION_ID,
    active: true,
    name: row.name,
    customFields: { look_gender: row.gender },
    metaTitle: `${row.name} | VELD`,
    metaDescription: row.meta_description,
    url: row.url,
    createdAt: SEEDED_AT,
    translated: { name: row.name, url: row.url, metaTitle: `${row.name} | VELD`, metaDescription: row.meta_description, customFields: { look_gender: row.gender } },
    cmsPage: listingCmsPage(row.id, listing, 'landingpage', mediaEntity(view.origin, lookImage(row)), lookIntro(row), undefined, undefined, JSON.parse(row.card_ids) as string[]),
    ...(view.includeSeoUrls ? { seoUrls: [seoUrlEntity(row.id, 'frontend.landing.page', row.url)] } : {}),
    apiAlias: 'landing_page',
  }, criteria.includes));
});

// ---- manufacturers ---------------------------------------------------------------------------

const MANUFACTURER_DEFINITION: EntityDefinition = {
  name: 'product_manufacturer',
  fields: { id: { sql: 'id' }, name: { sql: 'name' }, 'translated.name': { sql: 'name' }, link: { sql: 'link' } },
};

catalogueRoutes.on(['GET', 'POST'], '/product-manufacturer', async (c) => {
  const body = await params(c);
  await viewFor(c, body);
  const criteria = parseCriteria(body);
  const { rows, total, aggregations } = await entitySearch<ManufacturerRow>(c, MANUFACTURER_DEFINITION, 'cat_manufacturer', criteria, 'name');
  return c.json(searchResult('product_manufacturer', criteria, rows.map(manufacturerEntity), total, aggregations));
});

catalogueRoutes.route('/', snippetRoutes);
catalogueRoutes.route('/', scriptRoutes);
