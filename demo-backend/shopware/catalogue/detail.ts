// Product detail, variant switching and cross-selling (ProductDetailRoute, FindProductVariantRoute,
// ProductCrossSellingRoute).
import { type Criteria } from './criteria';
import { StoreApiError } from '../store-api-error';
import { isShopwareId, stableId } from './ids';
import type { ProductRow } from './products';
import { listedProduct, listedProducts, productRows } from './product-cache';
import { productEntity, propertyGroupEntity, propertyOptionEntity, type ProductEntity, type View } from './entities';

function productNotFound(id: string): StoreApiError {
  return StoreApiError.at(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${id} not found.`, undefined, { productId: id });
}

async function productRow(db: D1Database, id: string): Promise<ProductRow | null> {
  if (!isShopwareId(id)) return null;
  return db.prepare('SELECT * FROM cat_product WHERE id = ?').bind(id).first<ProductRow>();
}

async function variantsOf(db: D1Database, parentId: string): Promise<ProductRow[]> {
  const { results } = await db.prepare(`${VARIANTS_OF} ?`).bind(parentId).all<ProductRow>();
  return results;
}

const VARIANTS_OF = 'SELECT * FROM cat_product WHERE parent_id =';

/** The detail page: a parent id is replaced by its main variant; configurator from the variants. */
export async function productDetail(db: D1Database, view: View, requestedId: string, criteria: Criteria) {
  if (!isShopwareId(requestedId)) throw productNotFound(requestedId);
  // One round trip: the requested row, and the variants of the parent it belongs to (its own
  // when it is a parent, which is then shown through its main variant, one of them).
  const [requested, family] = await db.batch<ProductRow>([
    db.prepare('SELECT * FROM cat_product WHERE id = ?').bind(requestedId),
    db.prepare(`${VARIANTS_OF} (SELECT CASE WHEN child_count > 0 THEN id ELSE parent_id END FROM cat_product WHERE id = ?) ORDER BY product_number`)
      .bind(requestedId),
  ]);
  let row = requested!.results[0];
  if (!row) throw productNotFound(requestedId);
  let siblings = family!.results;
  if (row.child_count > 0) {
    const main = row.main_variant_id ? siblings.find((v) => v.id === row!.main_variant_id) ?? await productRow(db, row.main_variant_id) : null;
    // A parent without a main variant is shown itself, without a configurator.
    if (main) row = main;
    else siblings = [];
    if (main && main.parent_id !== requested!.results[0]!.id) siblings = main.parent_id ? await variantsOf(db, main.parent_id) : [];
  }
  const parentId = row.parent_id;
  if (!parentId) siblings = [];
  const children = 'children' in criteria.associations
    ? siblings.map((v) => listedProduct(view, v))
    : undefined;
  return {
    product: productEntity(view, row, { media: true, ...(children ? { children } : {}) }),
    configurator: configurator(view, siblings),
    apiAlias: 'product_detail',
  };
}

/** Property groups with the options that occur among the variants, in group and option order. */
function configurator(view: View, variants: ProductRow[]) {
  const optionIds = new Set(variants.flatMap((v) => JSON.parse(v.option_ids) as string[]));
  const byGroup = new Map<string, string[]>();
  for (const id of optionIds) {
    const option = view.ref.options.get(id);
    if (option) byGroup.set(option.group_id, [...(byGroup.get(option.group_id) ?? []), id]);
  }
  return [...view.ref.groups.values()].filter((g) => byGroup.has(g.id)).map((group) =>
    propertyGroupEntity(group, byGroup.get(group.id)!
      .map((id) => propertyOptionEntity(view, view.ref.options.get(id)!))
      .sort((a, b) => a.position - b.position)));
}

/**
 * Finds the variant with the wanted options. When no variant has all of them, the option of
 * the switched group wins and the others are relaxed (Shopware's FindProductVariantRoute).
 */
export async function findVariant(db: D1Database, productId: string, body: Record<string, unknown>) {
  const row = await productRow(db, productId);
  if (!row) throw productNotFound(productId);
  const parentId = row.parent_id ?? row.id;
  const raw = body.options;
  const wanted: Record<string, string> = Array.isArray(raw)
    ? Object.fromEntries(raw.map((id, i) => [String(i), String(id)]))
    : typeof raw === 'object' && raw ? raw as Record<string, string> : {};
  const switched = typeof body.switchedGroup === 'string' ? wanted[body.switchedGroup] : undefined;
  const variants = (await variantsOf(db, parentId)).map((v) => ({ id: v.id, options: JSON.parse(v.option_ids) as string[], stock: v.stock }));
  const wantedIds = Object.values(wanted);
  const inStockFirst = (a: { stock: number }, b: { stock: number }) => Number(b.stock > 0) - Number(a.stock > 0);
  const exact = variants.find((v) => wantedIds.every((id) => v.options.includes(id)));
  const fallback = switched
    ? variants.filter((v) => v.options.includes(switched))
      .sort((a, b) => inStockFirst(a, b) || overlap(b.options, wantedIds) - overlap(a.options, wantedIds))[0]
    : undefined;
  const found = exact ?? fallback;
  if (!found) {
    throw StoreApiError.of(404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND', `Variant for productId ${productId} with options ${JSON.stringify(wanted)} not found.`);
  }
  return { foundCombination: { variantId: found.id, options: found.options }, apiAlias: 'find_product_variant_route_response' };
}

function overlap(a: string[], b: string[]): number {
  return a.filter((x) => b.includes(x)).length;
}

/** Two cross-sellings: the rest of the category, and the outfit (other garments, same audience). */
export async function crossSellings(db: D1Database, view: View, productId: string) {
  const row = isShopwareId(productId) ? (await productRows(db, view, [productId])).get(productId) : undefined;
  if (!row) throw productNotFound(productId);
  const categoryIds = JSON.parse(row.category_ids) as string[];
  const leaf = view.ref.categories.get(categoryIds[0]!);
  const audience = leaf?.path?.split('|').filter(Boolean)[1] ?? leaf?.id;
  // NOT EXISTS looks each candidate up in the excluded category (a primary key probe) where
  // NOT IN would first collect all of that category's cards (0.5 ms for a leaf of 1,000 cards).
  const idsOf = (categoryId: string, excludeCategory: string | null, limit: number) => db.prepare(
    `SELECT cc.display_id FROM cat_card_category cc
     WHERE cc.category_id = ? AND cc.card_id != ?
     ${excludeCategory ? 'AND NOT EXISTS (SELECT 1 FROM cat_card_category x WHERE x.category_id = ? AND x.card_id = cc.card_id)' : ''}
     ORDER BY cc.sales DESC, cc.card_id LIMIT ${limit}`,
  ).bind(categoryId, row.card_id, ...(excludeCategory ? [excludeCategory] : []));
  // Both sellings' ids in one round trip; their products from the product cache.
  const picks = [
    leaf ? idsOf(leaf.id, null, 8) : null,
    audience && audience !== leaf?.id ? idsOf(audience, leaf?.id ?? null, 4) : null,
  ];
  const statements = picks.filter((pick) => pick !== null);
  const results = statements.length ? await db.batch<{ display_id: string }>(statements) : [];
  let next = 0;
  const idLists = picks.map((pick) => (pick ? results[next++]!.results.map((r) => r.display_id) : []));
  const products = new Map((await listedProducts(db, view, idLists.flat())).map((p) => [p.id, p]));
  const [similar, outfit] = idLists.map((ids) => ids.flatMap((id) => products.get(id) ?? [])) as [ProductEntity[], ProductEntity[]];
  const element = (key: string, name: string, type: 'productList' | 'productStream', products: unknown[], position: number) => ({
    crossSelling: {
      id: stableId(`cross-selling:${row.card_id}:${key}`), productId: row.card_id, name, position, type, active: true,
      sortBy: 'sales', sortDirection: 'DESC', limit: products.length, productStreamId: null,
      translated: { name }, customFields: {}, apiAlias: 'product_cross_selling',
    },
    products,
    total: products.length,
    // The OpenAPI document wants the stream id as a dashed UUID here.
    ...(type === 'productStream' ? { streamId: stableId(`product-stream:${key}`).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5') } : {}),
    apiAlias: 'cross_selling_element',
  });
  return [
    element('similar', 'Vergelijkbare artikelen', 'productStream', similar, 1),
    ...(outfit.length ? [element('outfit', 'Maak je look compleet', 'productList', outfit, 2)] : []),
  ];
}
