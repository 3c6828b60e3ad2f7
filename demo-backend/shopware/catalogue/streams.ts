// The demo shop's dynamic product groups (Shopware's product streams), as a merchant builds them
// in the admin (Catalogues → Dynamic product groups): a product belongs to a group by its
// categories. Stock Shopware keeps each product's groups in `streamIds`, which the storefront's
// product sliders filter on (POST /product, worker/shopware/operations/catalogue.ts
// productGroup); the Sanity content names a group by its id, as an editor copies it from the
// admin. A group has no order of its own: the slider block says how its products are sorted.
import { categoryId } from './taxonomy';
import { stableId } from './ids';
import { sqlLiteral } from './sql';

interface ProductStream {
  /** Shopware's id of the group. */
  id: string;
  name: string;
  /** Products of this category (and those it collects) only; null: every product. */
  categoryId: string | null;
}

const stream = (key: string, name: string, categoryPath: string | null): ProductStream =>
  ({ id: productStreamId(key), name, categoryId: categoryPath === null ? null : categoryId(categoryPath) });

/** The id of the demo's group `key` (`nieuw-binnen`, `bestsellers`, `sale`, `duurzaam`). */
export function productStreamId(key: string): string {
  return stableId(`product-stream:${key}`);
}

export const PRODUCT_STREAMS: readonly ProductStream[] = [
  stream('nieuw-binnen', 'Nieuw binnen', null),
  stream('bestsellers', 'Bestsellers', null),
  stream('sale', 'Sale', 'Sale'),
  stream('duurzaam', 'Duurzaam', 'Duurzaam'),
];

/** The groups a product with these categories belongs to (its `streamIds`). */
export function streamIdsOf(categoryIds: readonly string[]): string[] {
  return PRODUCT_STREAMS.filter((s) => s.categoryId === null || categoryIds.includes(s.categoryId)).map((s) => s.id);
}

/**
 * The same as SQL over a row's `category_ids` (a JSON list): a JSON list of its groups' ids, for
 * the criteria's `streamIds` filter (criteria.ts treats it as any id list).
 */
export function streamIdsSql(categoryIdsColumn: string): string {
  const rows = PRODUCT_STREAMS.map((s) => (s.categoryId === null
    ? `SELECT ${sqlLiteral(s.id)} AS id`
    : `SELECT ${sqlLiteral(s.id)} AS id WHERE EXISTS (SELECT 1 FROM json_each(${categoryIdsColumn}) WHERE value = ${sqlLiteral(s.categoryId)})`));
  return `(SELECT json_group_array(id) FROM (${rows.join(' UNION ALL ')}))`;
}
