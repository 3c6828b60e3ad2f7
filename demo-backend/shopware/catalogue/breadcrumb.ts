// GET /breadcrumb/{id} (Shopware 6.5+ BreadcrumbRoute with CategoryBreadcrumbBuilder).
// Shopware answers a BreadcrumbCollection, a Struct Collection, which StructEncoder writes as a
// plain JSON array of `breadcrumb` structs (the 6.7 schema's BreadcrumbCollection is that array,
// and Frontends' useBreadcrumbs maps over it). As in Shopware:
// - `type` defaults to product; a product that does not exist is retried as a category, and an
//   unknown category answers 200 with `[]` (loadCategory returns null);
// - the trail starts below the sales channel's entry point (main, footer or service root);
// - categories without an SEO URL (roots, folders, links) are left out;
// - a product's category is `referrerCategoryId` when the product is in it, else its SEO category.
import { SERVICE_ROOT_ID, FOOTER_ROOT_ID, NAVIGATION_ROOT_ID } from './categories';
import type { CategoryRow } from './reference';
import { present, seoUrlEntity, type View } from './entities';

const ENTRY_POINTS = [NAVIGATION_ROOT_ID, SERVICE_ROOT_ID, FOOTER_ROOT_ID];

/** The breadcrumb of one category: its lineage below the entry point, each with an SEO URL. */
export function categoryBreadcrumbs(view: View, category: CategoryRow) {
  const lineage = [...(category.path?.split('|').filter(Boolean) ?? []), category.id];
  let trail = lineage;
  for (const entry of ENTRY_POINTS) {
    const at = lineage.indexOf(entry);
    if (at !== -1) { trail = lineage.slice(at + 1); break; }
  }
  return trail.flatMap((id) => {
    const row = view.ref.categories.get(id);
    if (!row?.seo_path) return [];
    const seo = seoUrlEntity(row.id, 'frontend.navigation.page', row.seo_path);
    return [{
      name: row.name,
      categoryId: row.id,
      type: row.type,
      // The category's translated fields without `name` and `breadcrumb` (convertCategoriesToBreadcrumbUrls).
      translated: present({
        customFields: JSON.parse(row.custom_fields) as Record<string, unknown>, slotConfig: null, linkType: row.link_type,
        internalLink: row.internal_link, externalLink: row.external_link, linkNewTab: row.link_new_tab === 1,
        description: row.description, metaTitle: null, metaDescription: row.meta_description, keywords: null,
      }),
      path: row.seo_path,
      // Shopware's loadSeoUrls reads only these columns (and drops the redundant categoryId).
      seoUrls: [{ id: seo.id, pathInfo: seo.pathInfo, seoPathInfo: seo.seoPathInfo }],
      apiAlias: 'breadcrumb',
    }];
  });
}

export interface BreadcrumbProduct { category_ids: string }

/** The product's breadcrumb: the referrer category when the product is listed in it, else its SEO category. */
export function productBreadcrumbs(view: View, product: BreadcrumbProduct, referrerCategoryId: string | undefined) {
  const categoryIds = JSON.parse(product.category_ids) as string[];
  const id = referrerCategoryId && categoryIds.includes(referrerCategoryId) ? referrerCategoryId
    : categoryIds.find((c) => view.ref.categories.get(c)?.active === 1);
  const category = id ? view.ref.categories.get(id) : undefined;
  return category ? categoryBreadcrumbs(view, category) : [];
}
