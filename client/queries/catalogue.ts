// Catalogue reads (paths, categories, products, search): a module of their own so that every
// page's shell does not carry them.
import { queryOptions } from '@tanstack/react-query';
import type { StorefrontApi } from '../../shared/storefront-api';
import { resolveCategoryPath } from '../../shared/catalogue/category-path';
import { mainNavigationQuery, queryKeys } from './index';
import { DEFAULT_PRODUCT_GROUP_SORT, type ProductGroupSort } from '../../shared/catalogue/product-group';

export const resolvePathQuery = (api: StorefrontApi, path: string) =>
  queryOptions({ queryKey: ['resolve', path], queryFn: () => api.resolvePath(path), staleTime: 5 * 60_000 });

/**
 * The category a ProductListing block names by a path of category names, resolved against
 * the whole navigation: the page's state carries the answer, not the tree.
 */
export const categoryPathQuery = (api: StorefrontApi, categoryPath: string) =>
  queryOptions({
    queryKey: ['category-path', categoryPath],
    queryFn: ({ client }) => client.ensureQueryData(mainNavigationQuery(api)).then((tree) => resolveCategoryPath(categoryPath, tree)),
    staleTime: 10 * 60_000,
  });

export const sizeGuideQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: ['size-guide'], queryFn: () => api.sizeGuide(), staleTime: 10 * 60_000 });

export const categoryQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: queryKeys.category(id), queryFn: () => api.category(id) });

/** The variant of a product with the chosen options (group id → option id). */
export const findVariantQuery = (api: StorefrontApi, productId: string, options: Record<string, string>, switchedGroup?: string) =>
  queryOptions({
    queryKey: ['find-variant', productId, Object.keys(options).sort().map((g) => `${g}:${options[g]}`).join('|'), switchedGroup ?? ''],
    queryFn: () => api.findVariant(productId, options, switchedGroup),
    staleTime: 5 * 60_000,
  });

export const crossSellingsQuery = (api: StorefrontApi, productId: string) =>
  queryOptions({ queryKey: ['cross-selling', productId], queryFn: () => api.crossSellings(productId) });

/** A product slider shows 9 products of its dynamic product group (spec section 9). */
export const PRODUCT_SLIDER_LIMIT = 9;

/** A product slider's products (its block's group and sort, the sort's default when it names none). */
export const productGroupQuery = (api: StorefrontApi, block: { streamId: string; sort?: ProductGroupSort }) => {
  const sort = block.sort ?? DEFAULT_PRODUCT_GROUP_SORT;
  return queryOptions({ queryKey: ['product-group', block.streamId, PRODUCT_SLIDER_LIMIT, sort], queryFn: () => api.productGroup(block.streamId, PRODUCT_SLIDER_LIMIT, sort) });
};

export const quickSearchQuery = (api: StorefrontApi, term: string) =>
  queryOptions({ queryKey: ['quick-search', term], queryFn: () => api.quickSearch(term), staleTime: 5 * 60_000 });
