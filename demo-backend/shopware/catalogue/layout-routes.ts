// CmsRoute (`/cms/{id}`) and MediaRoute (`/media`): a layout by id and media by ids, as a
// storefront asks for them outside a category or product (Frontends' useCms, an image by id).
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { StoreApiError } from '../store-api-error';
import { errorResponse, params, viewFor } from './http';
import { listingCmsPage } from './cms';
import { NAVIGATION_ROOT_ID } from './categories';
import { productListing } from './listing';
import { stableId } from './ids';
import { productMediaEntities } from './entities';
import { PRODUCT_VIEWS } from '../../pictures/render';
import { mediaId } from './images';

export const layoutRoutes = new Hono<ShopwareEnv>();
layoutRoutes.onError((error, c) => errorResponse(c, error));

/** The one layout a category answers (cms.ts): "Default listing layout". */
const LISTING_PAGE_ID = stableId('cms-page:product_list');

/**
 * CmsRoute resolves the page's slots in the request's context: the product-listing slot lists
 * the category in `navigationId` (a query or body parameter), else the sales channel's
 * navigation root. Other ids (the product layout, which needs a product) → 404
 * CONTENT__CMS_PAGE_NOT_FOUND.
 */
layoutRoutes.on(['GET', 'POST'], '/cms/:id', async (c) => {
  const id = c.req.param('id');
  const body = await params(c);
  const view = await viewFor(c, body);
  const requested = typeof body.navigationId === 'string' ? body.navigationId : NAVIGATION_ROOT_ID;
  const category = view.ref.categories.get(requested) ?? view.ref.categories.get(NAVIGATION_ROOT_ID)!;
  if (id !== LISTING_PAGE_ID) throw StoreApiError.at(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${id}" was not found.`, undefined, { pageId: id });
  const listing = await productListing(c.env.DB, view, { kind: 'category', categoryId: category.id, body });
  return c.json(listingCmsPage(category.id, listing, 'product_list', undefined, undefined, category.description, category.name));
});

interface MediaOwnerRow { id: string; garment: string; color_hex: string; name: string; category_ids: string }

/**
 * MediaRoute: the media with the given `ids` (400 CONTENT__MEDIA_EMPTY_ID without any), as a
 * plain array; ids not found are left out. The demo's media are the product pictures, whose ids
 * are hashes of product and view, so the products are scanned for them.
 */
layoutRoutes.on(['GET', 'POST'], '/media', async (c) => {
  const body = await params(c);
  const ids = Array.isArray(body.ids) ? body.ids.map(String) : typeof body.ids === 'string' ? body.ids.split('|').filter(Boolean) : [];
  if (ids.length === 0) throw StoreApiError.of(400, 'CONTENT__MEDIA_EMPTY_ID', 'A media id must be provided.');
  const view = await viewFor(c, body);
  const wanted = new Set(ids);
  const { results } = await c.env.DB.prepare('SELECT id, garment, color_hex, name, category_ids FROM cat_product').all<MediaOwnerRow>();
  const found = new Map<string, unknown>();
  for (const row of results) {
    for (let v = 1; v <= PRODUCT_VIEWS; v++) {
      const id = mediaId({ ownerId: row.id, view: v });
      if (!wanted.has(id) || found.has(id)) continue;
      found.set(id, productMediaEntities(view, row as never)[v - 1]!.media);
    }
    if (found.size === wanted.size) break;
  }
  return c.json(ids.filter((id) => found.has(id)).map((id) => found.get(id)));
});
