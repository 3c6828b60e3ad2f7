// The customer wishlist (Shopware's Checkout/Customer/SalesChannel/*WishlistRoute.php): one list
// per customer, created by the first addition or merge. `_loginRequired` without guests: a guest
// or anonymous context gets 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN. The wishlist feature counts as
// enabled (core.cart.wishlistEnabled), so CHECKOUT__WISHLIST_IS_NOT_ACTIVATED never occurs.
import { Hono } from 'hono';
import { applyIncludes, parseCriteria, type Criteria } from '../catalogue/criteria';
import { listedProduct } from '../catalogue/product-cache';
import { viewFor } from '../catalogue/http';
import { isShopwareId } from '../catalogue/ids';
import { loadProductRows } from '../catalogue/products';
import { ensureCatalogue } from '../catalogue/seed';
import { StoreApiError, customerNotLoggedIn } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { newId } from './ids';
import { SALES_CHANNEL_ID } from './sales-channel';
import { customerSession, type ShopperCtx } from './session';
import { clockNow } from '../../../shared/clock';

interface WishlistRow { id: string; customer_id: string; created_at: string; updated_at: string | null }

/** Store API page size cap (shopware.api.store.max_limit). */
const MAX_LIMIT = 100;

/** A registered (not guest) customer, as the wishlist routes require. */
async function accountSession(c: ShopperCtx) {
  const session = await customerSession(c);
  if (session.customer.guest) throw customerNotLoggedIn();
  return session;
}

function success(c: ShopperCtx) {
  return c.json({ success: true, apiAlias: 'array_struct' });
}

function wishlistJson(row: WishlistRow) {
  return {
    id: row.id, customerId: row.customer_id, salesChannelId: SALES_CHANNEL_ID, customFields: {},
    createdAt: row.created_at, ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
    apiAlias: 'customer_wishlist',
  };
}

function findWishlist(db: D1Database, customerId: string) {
  return db.prepare('SELECT * FROM shopper_wishlist WHERE customer_id = ?').bind(customerId).first<WishlistRow>();
}

function wishlistNotFound() {
  return StoreApiError.of(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.');
}

/** Creates the customer's wishlist if there is none, and marks it as just changed. */
function ensureWishlist(db: D1Database, customerId: string, now: string) {
  return db.prepare(`INSERT INTO shopper_wishlist (id, customer_id, created_at) VALUES (?, ?, ?)
      ON CONFLICT (customer_id) DO UPDATE SET updated_at = excluded.created_at`).bind(newId(), customerId, now);
}

/** Adds one product to the customer's (existing or just ensured) wishlist; a duplicate changes nothing. */
function addProduct(db: D1Database, customerId: string, productId: string, now: string) {
  return db.prepare(`INSERT INTO shopper_wishlist_product (wishlist_id, product_id, created_at)
      SELECT id, ?, ? FROM shopper_wishlist WHERE customer_id = ?
      ON CONFLICT (wishlist_id, product_id) DO NOTHING`).bind(productId, now, customerId);
}

/** The ids among `ids` that name a catalogue product (a variant, a simple product or a parent). */
async function existingProducts(c: ShopperCtx, ids: string[]): Promise<Set<string>> {
  const wellFormed = ids.filter(isShopwareId);
  if (wellFormed.length === 0) return new Set();
  await ensureCatalogue(c.env);
  return new Set((await loadProductRows(c.env.DB, wellFormed)).map((r) => r.id));
}

/**
 * The body's criteria, read as the product repository's RequestCriteriaBuilder reads them
 * (LoadWishlistRoute takes a Criteria): `{"page":0}` or `{"limit":0}` is refused with 400
 * FRAMEWORK__INVALID_PAGE_QUERY / FRAMEWORK__INVALID_LIMIT_QUERY, as on /product.
 */
function wishlistCriteria(body: Record<string, unknown>): Criteria {
  return parseCriteria(body, MAX_LIMIT);
}

/**
 * LoadWishlistRoute: the wishlist and its products, newest first, as the product repository's
 * EntitySearchResult (the same product JSON as the catalogue routes). 404 before the first
 * addition or merge, as in Shopware.
 */
async function loadWishlist(c: ShopperCtx) {
  const body = { ...c.req.query(), ...(c.req.method === 'POST' ? await readJsonBody(c) : {}) } as Record<string, unknown>;
  const { db, customer } = await accountSession(c);
  const criteria = wishlistCriteria(body);
  const wishlist = await findWishlist(db, customer.id);
  if (!wishlist) throw wishlistNotFound();
  const { results } = await db.prepare(`SELECT product_id FROM shopper_wishlist_product WHERE wishlist_id = ?
      ORDER BY created_at DESC, rowid DESC`).bind(wishlist.id).all<{ product_id: string }>();
  const view = await viewFor(c, body);
  const rows = new Map((await loadProductRows(c.env.DB, results.map((r) => r.product_id))).map((r) => [r.id, r]));
  // A product gone from the catalogue drops out, as the repository's join would drop it.
  const ids = results.map((r) => r.product_id).filter((id) => rows.has(id));
  const { page, limit: pageSize, includes } = criteria;
  const limit = pageSize ?? MAX_LIMIT;
  const elements = ids.slice((page - 1) * limit, page * limit).map((id) => listedProduct(view, rows.get(id)!));
  return c.json(applyIncludes({
    wishlist: wishlistJson(wishlist),
    products: {
      entity: 'product', total: ids.length, aggregations: [], page, limit, elements, states: [],
      apiAlias: 'dal_entity_search_result',
    },
    apiAlias: 'wishlist_products',
  }, includes));
}

export const wishlistRoutes = new Hono<ShopwareEnv>()
  .post('/customer/wishlist', loadWishlist)
  .get('/customer/wishlist', loadWishlist)
  .post('/customer/wishlist/add/:productId', async (c) => {
    const productId = c.req.param('productId');
    const { db, customer } = await accountSession(c);
    if (!(await existingProducts(c, [productId])).has(productId)) {
      throw StoreApiError.of(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${productId} not found.`, { productId });
    }
    const now = new Date(clockNow()).toISOString();
    const [, added] = await db.batch([ensureWishlist(db, customer.id, now), addProduct(db, customer.id, productId, now)]);
    // Shopware's unique key on (wishlist, product) turns a second addition into this error.
    if (added!.meta.changes === 0) {
      throw StoreApiError.of(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist');
    }
    return success(c);
  })
  .delete('/customer/wishlist/delete/:productId', async (c) => {
    const productId = c.req.param('productId');
    const { db, customer } = await accountSession(c);
    const wishlist = await findWishlist(db, customer.id);
    if (!wishlist) throw wishlistNotFound();
    const removed = await db.prepare('DELETE FROM shopper_wishlist_product WHERE wishlist_id = ? AND product_id = ?')
      .bind(wishlist.id, productId).run();
    if (removed.meta.changes === 0) {
      throw StoreApiError.of(404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', `Could not find wishlist product with id "${productId}"`,
        { entity: 'wishlist product', field: 'id', value: productId });
    }
    return success(c);
  })
  .post('/customer/wishlist/merge', async (c) => {
    const body = await readJsonBody(c);
    const { db, customer } = await accountSession(c);
    const sent = body.productIds;
    if (!Array.isArray(sent)) {
      throw StoreApiError.of(400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', 'Parameter "productIds" is missing.');
    }
    const ids = [...new Set(sent.filter((id): id is string => typeof id === 'string' && id !== ''))];
    // Unknown products are skipped; products already on the list stay as they are.
    const known = await existingProducts(c, ids);
    const now = new Date(clockNow()).toISOString();
    // Even an empty merge creates the wishlist (Shopware upserts it with no products).
    await db.batch([
      ensureWishlist(db, customer.id, now),
      ...ids.filter((id) => known.has(id)).map((id) => addProduct(db, customer.id, id, now)),
    ]);
    return success(c);
  });
