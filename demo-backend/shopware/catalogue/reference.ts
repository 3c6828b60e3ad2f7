// The small, read-only part of the catalogue (categories, brands, property groups), read
// from D1 once per isolate and catalogue, so responses can resolve names without a query.
import type { DemoBindings } from '../../env';
import { catalogueConfig } from './seed';

export interface CategoryRow {
  id: string; parent_id: string | null; root_id: string; path: string | null; level: number; position: number;
  name: string; type: 'page' | 'folder' | 'link'; link_type: string | null; external_link: string | null;
  internal_link: string | null; link_new_tab: number; custom_fields: string; description: string | null;
  meta_description: string | null; breadcrumb: string; child_count: number; active: number; visible: number;
  seo_path: string | null;
}
export interface ManufacturerRow { id: string; name: string; link: string | null; description: string | null; custom_fields: string; gender: string }
export interface GroupRow { id: string; name: string; description: string | null; display_type: string; sorting_type: string; position: number; filterable: number }
export interface OptionRow { id: string; group_id: string; name: string; position: number; color_hex: string | null }

export interface Reference {
  categories: Map<string, CategoryRow>;
  /** Children ids by parent id, in position order. */
  children: Map<string, string[]>;
  manufacturers: Map<string, ManufacturerRow>;
  groups: Map<string, GroupRow>;
  options: Map<string, OptionRow>;
}

let cache: { key: string; reference: Promise<Reference> } | null = null;

export function loadReference(env: DemoBindings): Promise<Reference> {
  const { key } = catalogueConfig(env);
  if (cache?.key !== key) {
    const reference = readReference(env.DB);
    cache = { key, reference };
    reference.catch(() => { if (cache?.reference === reference) cache = null; });
  }
  return cache.reference;
}

async function readReference(db: D1Database): Promise<Reference> {
  const [categories, manufacturers, groups, options] = await db.batch([
    db.prepare('SELECT * FROM cat_category ORDER BY level, position'),
    db.prepare('SELECT * FROM cat_manufacturer ORDER BY name'),
    db.prepare('SELECT * FROM cat_property_group ORDER BY position'),
    db.prepare('SELECT * FROM cat_property_option ORDER BY group_id, position'),
  ]);
  const categoryRows = categories!.results as unknown as CategoryRow[];
  const children = new Map<string, string[]>();
  for (const c of categoryRows) {
    if (c.parent_id) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  }
  return {
    categories: new Map(categoryRows.map((c) => [c.id, c])),
    children,
    manufacturers: new Map((manufacturers!.results as unknown as ManufacturerRow[]).map((m) => [m.id, m])),
    groups: new Map((groups!.results as unknown as GroupRow[]).map((g) => [g.id, g])),
    options: new Map((options!.results as unknown as OptionRow[]).map((o) => [o.id, o])),
  };
}
