// Products never change once the catalogue is seeded (another seed or size is a new catalogue
// and a new Reference), so the rows and the built Store API entities of recently read products
// are kept per isolate, the least recently used leaving first. A listing or a cross-selling then
// asks D1 only for the ids it shows (and the rows it has not read lately), and every answer builds
// each product once: decoding D1's rows and building the entities cost a listing more CPU than its
// SQL (under a millisecond in SQLite for a filtered page at 100,000 products).
import { isNewAt, productEntity, type ProductEntity, type View } from './entities';
import { deepFreeze } from './frozen-json';
import { loadProductRows, type ProductRow } from './products';
import type { Reference } from './reference';
import { LruCache } from '../../lru';

/** About 2 KB a row and 4 KB an entity (its options, brand and category are shared). */
export const ROW_CAPACITY = 5_000;
export const ENTITY_CAPACITY = 2_000;

interface Built { entity: ProductEntity; isNew: boolean }
interface Caches { rows: LruCache<string, ProductRow>; entities: LruCache<string, Built> }

const perCatalogue = new WeakMap<Reference, Caches>();

function cachesOf(ref: Reference): Caches {
  let caches = perCatalogue.get(ref);
  if (!caches) {
    caches = { rows: new LruCache(ROW_CAPACITY), entities: new LruCache(ENTITY_CAPACITY) };
    perCatalogue.set(ref, caches);
  }
  return caches;
}

/** What an entity depends on besides its row: the origin of its media URLs and its SEO URLs. */
function entityKey(view: View, id: string): string {
  return `${id}|${view.includeSeoUrls ? 1 : 0}|${view.origin}`;
}

/** The rows of these ids (unknown ids are missing from the map). */
export async function productRows(db: D1Database, view: View, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const { rows } = cachesOf(view.ref);
  const found = new Map<string, ProductRow>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const row = rows.get(id);
    if (row) found.set(id, row);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const row of await loadProductRows(db, missing)) {
      rows.set(row.id, row);
      found.set(row.id, row);
    }
  }
  return found;
}

/**
 * The product's entity as a listing shows it (no gallery, no children), built once. It is
 * frozen and shared between answers; `isNew` moves with the clock, so an entry built on the
 * other side of a product's "new" window is built again.
 */
export function listedProduct(view: View, row: ProductRow): ProductEntity {
  const { entities } = cachesOf(view.ref);
  const key = entityKey(view, row.id);
  const isNew = isNewAt(row, view.nowMs);
  const built = entities.get(key);
  if (built && built.isNew === isNew) return built.entity;
  const entity = deepFreeze(productEntity(view, row));
  entities.set(key, { entity, isNew });
  return entity;
}

/** The listed entities of these ids, in their order; ids that name no product are left out. */
export async function listedProducts(db: D1Database, view: View, ids: readonly string[]): Promise<ProductEntity[]> {
  const { entities } = cachesOf(view.ref);
  const result = new Map<string, ProductEntity>();
  const unbuilt: string[] = [];
  for (const id of new Set(ids)) {
    const built = entities.get(entityKey(view, id));
    // Without its row the clock cannot be checked against the product's age: the entry keeps
    // its creation time in the entity itself.
    if (built && built.isNew === isNewAt({ created_at: built.entity.createdAt }, view.nowMs)) result.set(id, built.entity);
    else unbuilt.push(id);
  }
  if (unbuilt.length > 0) {
    for (const [id, row] of await productRows(db, view, unbuilt)) result.set(id, listedProduct(view, row));
  }
  return ids.flatMap((id) => { const entity = result.get(id); return entity ? [entity] : []; });
}
