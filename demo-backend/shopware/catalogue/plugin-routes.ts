// The shop plugin's catalogue routes (VELD's own Shopware plugin), documented with their
// shapes in docs/demo-backend/plugin-routes.md so a real shop's plugin can be held to them.
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { parseLimit, parsePage } from './criteria';
import { StoreApiError } from '../store-api-error';
import { entityJson, errorResponse, params, viewFor, type Ctx } from './http';
import { productListing } from './listing';
import { NAVIGATION_ROOT_ID } from './categories';
import { categoryId } from './taxonomy';
import { mediaEntity } from './images';
import { lookImage } from './looks';
import { snippets } from './snippets';
import { sqlLiteral } from './sql';
import { isShopwareId } from './ids';
import type { ProductEntity } from './entities';
import type { LandingPageRow } from './routes';

export const pluginRoutes = new Hono<ShopwareEnv>();
pluginRoutes.onError((error, c) => errorResponse(c, error));

const QUICK_SEARCH_PRODUCTS = 5;

function brandUrl(id: string): string {
  return `/products?manufacturers=${id}`;
}

/** A product as the quick search shows it; prices like the plugin's price[0] structure. */
function quickProduct(product: ProductEntity) {
  const list = product.calculatedPrice.listPrice;
  return {
    id: product.id,
    name: product.translated.name,
    brand: product.manufacturer?.name ?? '',
    image: product.cover?.media.url ?? null,
    alt: product.cover?.media.alt ?? product.translated.name,
    seoUrl: product.seoUrls?.[0]?.seoPathInfo ?? `detail/${product.id}`,
    price: [{
      gross: product.calculatedPrice.unitPrice,
      listPrice: list ? { gross: list.price, discount: Math.round(list.percentage) } : null,
    }],
  };
}

pluginRoutes.post('/quick-search', async (c) => {
  const body = await params(c);
  const term = typeof body.searchTerm === 'string' ? body.searchTerm.trim() : '';
  if (!term) throw StoreApiError.at(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "searchTerm" is missing.', '/searchTerm', { parameterName: 'searchTerm' });
  const view = { ...(await viewFor(c)), includeSeoUrls: true };
  const listing = await productListing(c.env.DB, view, {
    kind: 'search', categoryId: NAVIGATION_ROOT_ID,
    body: { search: term, limit: QUICK_SEARCH_PRODUCTS, 'no-aggregations': true },
  });
  const needle = term.toLowerCase();
  const categories = [...view.ref.categories.values()]
    .filter((cat) => cat.seo_path && cat.type === 'page' && cat.name.toLowerCase().includes(needle))
    .slice(0, 5)
    .map((cat) => ({
      id: cat.id,
      name: cat.name,
      seoUrl: cat.seo_path!,
      path: (JSON.parse(cat.breadcrumb) as string[]).slice(1).join(' > '),
    }));
  const brands = [...view.ref.manufacturers.values()]
    .filter((m) => m.name.toLowerCase().includes(needle))
    .slice(0, 5)
    .map((m) => ({ id: m.id, name: m.name, url: brandUrl(m.id) }));
  return c.json({
    products: listing.elements.map(quickProduct),
    categories,
    brands,
    totalProducts: listing.total,
  });
});

async function brands(c: Ctx, filter: string | null) {
  if (filter !== null && filter !== 'dames' && filter !== 'heren') {
    throw StoreApiError.at(400, 'VELD__INVALID_BRAND_FILTER', `Unknown brand filter "${filter}"; use dames or heren.`, undefined, { filter });
  }
  const view = await viewFor(c);
  const list = [...view.ref.manufacturers.values()]
    .filter((m) => filter === null || m.gender === filter || m.gender === 'beide')
    .map((m) => ({ id: m.id, name: m.name, url: brandUrl(m.id) }));
  return c.json(list);
}
pluginRoutes.get('/brands', (c) => brands(c, null));
pluginRoutes.get('/brands/:filter', (c) => brands(c, c.req.param('filter')));

pluginRoutes.post('/looks', async (c) => {
  const body = await params(c);
  const view = await viewFor(c);
  const gender = typeof body.gender === 'string' ? body.gender : '';
  if (gender !== '' && gender !== 'dames' && gender !== 'heren') {
    throw StoreApiError.at(400, 'VELD__INVALID_LOOK_GENDER', `Unknown gender "${gender}"; use '', dames or heren.`, '/gender');
  }
  const page = parsePage(body.page);
  const itemsPerPage = parseLimit(body.itemsPerPage, 12)!;
  const where = gender ? `WHERE gender = ${sqlLiteral(gender)}` : '';
  const [rows, count] = await c.env.DB.batch([
    c.env.DB.prepare(`SELECT * FROM cat_landing_page ${where} ORDER BY position LIMIT ${itemsPerPage} OFFSET ${(page - 1) * itemsPerPage}`),
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM cat_landing_page ${where}`),
  ]);
  const totalLooks = (count!.results[0] as { n: number }).n;
  return c.json({
    looksObject: (rows!.results as unknown as LandingPageRow[]).map((look) => {
      const media = mediaEntity(view.origin, lookImage(look));
      return {
        id: look.id,
        url: look.url,
        cover: { media: { url: media.url, alt: media.alt } },
        products: JSON.parse(look.card_ids) as string[],
        translated: { name: look.name },
      };
    }),
    pagination: { page, totalPages: Math.ceil(totalLooks / itemsPerPage), totalLooks, itemsPerPage },
  });
});

/** Named product streams for product sliders. */
const STREAMS: Record<string, { categoryPath: string | null; order: string }> = {
  'nieuw-binnen': { categoryPath: null, order: 'nieuw-binnen' },
  bestsellers: { categoryPath: null, order: 'topseller' },
  sale: { categoryPath: 'Sale', order: 'topseller' },
  duurzaam: { categoryPath: 'Duurzaam', order: 'topseller' },
};

pluginRoutes.post('/dynamic-product-group', async (c) => {
  const body = await params(c);
  const streamId = String(body.streamId ?? '');
  const stream = STREAMS[streamId];
  if (!stream) throw StoreApiError.at(404, 'CONTENT__PRODUCT_STREAM_NOT_FOUND', `Product stream "${streamId}" not found.`, undefined, { streamId });
  const view = { ...(await viewFor(c)), includeSeoUrls: true };
  const listing = await productListing(c.env.DB, view, {
    kind: 'category', categoryId: stream.categoryPath ? categoryId(stream.categoryPath) : NAVIGATION_ROOT_ID,
    body: { order: stream.order, limit: parseLimit(body.limit, 9), 'no-aggregations': true },
  });
  return entityJson(c, { data: listing.elements });
});

pluginRoutes.get('/snippets', (c) => c.json(snippets()));

async function seoPaths(db: D1Database, ids: string[]) {
  const valid = [...new Set(ids.filter(isShopwareId))];
  if (valid.length === 0) return [];
  const { results } = await db.prepare(
    `SELECT foreign_key, seo_path_info FROM cat_seo_url WHERE foreign_key IN (${valid.map(sqlLiteral).join(',')})`,
  ).all<{ foreign_key: string; seo_path_info: string }>();
  return results;
}

pluginRoutes.get('/shopware-page/:ids', async (c) => {
  await viewFor(c);
  const ids = c.req.param('ids').split('|');
  const found = new Map((await seoPaths(c.env.DB, ids)).map((r) => [r.foreign_key, r.seo_path_info]));
  return c.json({
    elements: ids.filter((id) => found.has(id)).map((id) => ({ id, seoUrls: [{ seoPathInfo: found.get(id)! }] })),
  });
});

pluginRoutes.get('/seo-urls', async (c) => {
  await viewFor(c);
  const ids = (c.req.query('ids') ?? '').split(',').map((s) => s.trim());
  const rows = await seoPaths(c.env.DB, ids);
  return c.json({ elements: rows.map((r) => ({ foreignKey: r.foreign_key, seoPathInfo: r.seo_path_info })) });
});
