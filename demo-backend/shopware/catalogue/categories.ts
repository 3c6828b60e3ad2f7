// Flattens the taxonomy's category trees into rows: ids, parents, breadcrumbs, SEO paths.
import {
  FOOTER_NAVIGATION, MAIN_NAVIGATION, ROOTS, SERVICE_NAVIGATION, categoryId, seoTextFor,
  type Assortment, type CategoryDef,
} from './taxonomy';
import { stableId } from './ids';

export interface FlatCategory {
  id: string;
  parentId: string | null;
  rootId: string;
  /** Shopware's materialised path of ancestor ids: `|root|parent|`, null for a root. */
  path: string | null;
  level: number;
  position: number;
  name: string;
  type: 'page' | 'folder' | 'link';
  linkType: 'external' | 'category' | null;
  externalLink: string | null;
  internalLink: string | null;
  customFields: Record<string, unknown>;
  /** Names from the root down to this category (Shopware's breadcrumb). */
  breadcrumb: string[];
  /** The ids of this category and its ancestors, root first. */
  lineage: string[];
  childCount: number;
  visible: boolean;
  /** Canonical SEO path (`Dames/Kleding/Jurken/`), null for roots, folders and links. */
  seoPath: string | null;
  description: string | null;
  assortment: Assortment | null;
  collects: CategoryDef['collects'] | null;
}

/**
 * Shopware's slugify as the default SEO templates use it: keeps case, drops accents,
 * turns every run of other characters into one hyphen.
 */
export function seoSlug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function flattenTree(rootKey: string, rootName: string, rootType: 'page' | 'folder', defs: CategoryDef[]): FlatCategory[] {
  const rootId = stableId(`category:${rootKey}`);
  const rows: FlatCategory[] = [{
    id: rootId, parentId: null, rootId, path: null, level: 1, position: 0, name: rootName, type: rootType,
    linkType: null, externalLink: null, internalLink: null, customFields: {}, breadcrumb: [rootName],
    lineage: [rootId], childCount: defs.length, visible: true, seoPath: null, description: null,
    assortment: null, collects: null,
  }];
  const walk = (items: CategoryDef[], parent: FlatCategory, names: string[]) => {
    items.forEach((def, position) => {
      const trail = [...names, def.name];
      const id = rootKey === ROOTS.main.key ? categoryId(trail.join('/')) : stableId(`category:${rootKey}:${trail.join('/')}`);
      const type = def.type ?? 'page';
      const link = def.link;
      const listing = type === 'page';
      const row: FlatCategory = {
        id, parentId: parent.id, rootId, path: `${parent.path ?? '|'}${parent.id}|`, level: parent.level + 1,
        position, name: def.name, type,
        linkType: link ? ('external' in link ? 'external' : 'category') : null,
        externalLink: link && 'external' in link ? link.external : null,
        internalLink: link && 'category' in link ? categoryId(link.category) : null,
        customFields: { ...(listing ? seoTextFor(trail) : {}), ...def.customFields },
        breadcrumb: [...parent.breadcrumb, def.name],
        lineage: [...parent.lineage, id],
        childCount: def.children?.length ?? 0,
        visible: def.visible ?? true,
        seoPath: listing ? trail.map(seoSlug).join('/') + '/' : null,
        description: listing ? `<p>${def.name} bij VELD.</p>` : null,
        assortment: def.assortment ?? null,
        collects: def.collects ?? null,
      };
      rows.push(row);
      if (def.children) walk(def.children, row, trail);
    });
  };
  walk(defs, rows[0]!, []);
  return rows;
}

let cached: FlatCategory[] | null = null;

/** Every category of the three trees (main, footer, service), parents before children. */
export function allCategories(): FlatCategory[] {
  cached ??= [
    ...flattenTree(ROOTS.main.key, ROOTS.main.name, 'page', MAIN_NAVIGATION),
    ...flattenTree(ROOTS.footer.key, ROOTS.footer.name, 'folder', FOOTER_NAVIGATION),
    ...flattenTree(ROOTS.service.key, ROOTS.service.name, 'folder', SERVICE_NAVIGATION),
  ];
  return cached;
}

export const NAVIGATION_ROOT_ID = stableId(`category:${ROOTS.main.key}`);
export const FOOTER_ROOT_ID = stableId(`category:${ROOTS.footer.key}`);
export const SERVICE_ROOT_ID = stableId(`category:${ROOTS.service.key}`);

/** Leaf categories products are generated for, with their cumulative weights. */
export function assortmentCategories(): FlatCategory[] {
  return allCategories().filter((c) => c.assortment !== null);
}

/** Categories that collect products by a trait (new, sale, sustainable), keyed by trait. */
export function collectingCategories(): Map<NonNullable<CategoryDef['collects']>, string[]> {
  const byTrait = new Map<NonNullable<CategoryDef['collects']>, string[]>();
  for (const c of allCategories()) {
    if (!c.collects) continue;
    byTrait.set(c.collects, [...(byTrait.get(c.collects) ?? []), c.id]);
  }
  return byTrait;
}

export function categoryById(): Map<string, FlatCategory> {
  return new Map(allCategories().map((c) => [c.id, c]));
}
