// Reading products from the catalogue. This module is also the catalogue's interface to the
// shopper side: cart pricing goes through getSaleableProducts only.
import { fileSlug, imagePath, type Garment } from './images';
import { assortmentCategories } from './categories';
import type { Wearer } from '../../pictures/render';

/** What the cart needs to price and describe a product line (all prices EUR gross). */
export interface SaleableProduct {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string;
  manufacturerName: string;
  unitPriceGross: number;
  /** The "was" price when the product is on sale, else null. */
  listPriceGross: number | null;
  taxRate: number;
  stock: number;
  /** False when out of stock (every product is a closeout) or a parent that has variants. */
  available: boolean;
  /** Most units one order may hold: min(stock, 10). */
  maxPurchase: number;
  /** The variant's options, e.g. [{group:'Kleur', option:'Zwart'}, {group:'Maat', option:'M'}]. */
  options: { group: string; option: string }[];
  /** Root-relative ("/media/…"): prefix the request origin to get an absolute URL. */
  coverUrl: string | null;
  isDownload: boolean;
  categoryIds: string[];
}

/** Most units of one product a single order may hold (Shopware's maxPurchase setting). */
export const MAX_PURCHASE = 10;

/** A row of cat_product as D1 returns it. */
export interface ProductRow {
  id: string;
  parent_id: string | null;
  card_id: string;
  product_number: string;
  name: string;
  description: string;
  manufacturer_id: string;
  manufacturer_number: string;
  ean: string | null;
  price: number;
  list_price: number | null;
  tax_rate: number;
  stock: number;
  rating: number | null;
  sales: number;
  created_at: string;
  release_date: string;
  garment: Garment;
  color_hex: string;
  option_ids: string;
  property_ids: string;
  category_ids: string;
  child_count: number;
  main_variant_id: string | null;
  shipping_free: number;
  is_download: number;
  weight: number;
  seo_path: string | null;
}

/** D1 binds at most 100 parameters per statement; id lists are split into chunks of this size. */
const ID_CHUNK = 90;

/** Loads product rows by id (any order, unknown ids skipped). */
export async function loadProductRows(db: D1Database, ids: readonly string[]): Promise<ProductRow[]> {
  const unique = [...new Set(ids)];
  const rows: ProductRow[] = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    const chunk = unique.slice(i, i + ID_CHUNK);
    const result = await db
      .prepare(`SELECT * FROM cat_product WHERE id IN (${chunk.map(() => '?').join(',')})`)
      .bind(...chunk)
      .all<ProductRow>();
    rows.push(...result.results);
  }
  return rows;
}

export function isAvailable(row: Pick<ProductRow, 'stock' | 'child_count'>): boolean {
  return row.stock > 0 && row.child_count === 0;
}

export function maxPurchaseOf(row: Pick<ProductRow, 'stock'>): number {
  return Math.max(0, Math.min(row.stock, MAX_PURCHASE));
}

/** Root-relative URL of a product's cover (first) image. */
export function coverPath(row: Pick<ProductRow, 'garment' | 'color_hex' | 'name' | 'category_ids'>): string {
  return imagePath({ wearer: wearerOf(row), garment: row.garment, hex: row.color_hex, view: 1, slug: fileSlug(row.name) });
}

let assortmentGender: Map<string, Wearer> | undefined;

/** Who wears the product, from the assortment category it was generated for. */
export function wearerOf(row: Pick<ProductRow, 'category_ids'>): Wearer {
  assortmentGender ??= new Map(assortmentCategories().map((c) => [c.id, c.assortment!.gender ?? 'unisex']));
  for (const id of JSON.parse(row.category_ids) as string[]) {
    const wearer = assortmentGender.get(id);
    if (wearer) return wearer;
  }
  return 'unisex';
}

/**
 * Products for cart pricing, keyed by id. Unknown ids are missing from the map, so the caller
 * can report them; parents with variants come back with available=false.
 */
export async function getSaleableProducts(db: D1Database, ids: string[]): Promise<Map<string, SaleableProduct>> {
  const rows = await loadProductRows(db, ids);
  const saleable = new Map<string, SaleableProduct>();
  if (rows.length === 0) return saleable;
  const optionIds = [...new Set(rows.flatMap((r) => JSON.parse(r.option_ids) as string[]))];
  const manufacturerIds = [...new Set(rows.map((r) => r.manufacturer_id))];
  const [options, manufacturers] = await Promise.all([
    optionNames(db, optionIds),
    manufacturerNames(db, manufacturerIds),
  ]);
  for (const row of rows) {
    saleable.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      productNumber: row.product_number,
      name: row.name,
      manufacturerName: manufacturers.get(row.manufacturer_id) ?? '',
      unitPriceGross: row.price,
      listPriceGross: row.list_price,
      taxRate: row.tax_rate,
      stock: row.stock,
      available: isAvailable(row),
      maxPurchase: maxPurchaseOf(row),
      options: (JSON.parse(row.option_ids) as string[]).flatMap((id) => options.get(id) ?? []),
      coverUrl: coverPath(row),
      isDownload: row.is_download === 1,
      categoryIds: JSON.parse(row.category_ids) as string[],
    });
  }
  return saleable;
}

async function optionNames(db: D1Database, ids: string[]): Promise<Map<string, { group: string; option: string }>> {
  const names = new Map<string, { group: string; option: string }>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const { results } = await db
      .prepare(`SELECT o.id, o.name AS option, g.name AS "group" FROM cat_property_option o
        JOIN cat_property_group g ON g.id = o.group_id
        WHERE o.id IN (${chunk.map(() => '?').join(',')}) ORDER BY g.position`)
      .bind(...chunk)
      .all<{ id: string; option: string; group: string }>();
    for (const r of results) names.set(r.id, { group: r.group, option: r.option });
  }
  return names;
}

async function manufacturerNames(db: D1Database, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const { results } = await db
      .prepare(`SELECT id, name FROM cat_manufacturer WHERE id IN (${chunk.map(() => '?').join(',')})`)
      .bind(...chunk)
      .all<{ id: string; name: string }>();
    for (const r of results) names.set(r.id, r.name);
  }
  return names;
}
