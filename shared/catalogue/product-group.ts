// How a product slider sorts the products of its dynamic product group. Shopware's product
// streams hold filters, not an order (as in Shopware's own CMS product slider, whose element
// config names its sorting), so the ProductSlider block says it; the keys are the listing's
// sortings (topseller is Shopware's own "Topseller"). Read in the worker's productGroup
// (worker/shopware/operations/catalogue.ts), which turns each into Store API sort fields.
export const PRODUCT_GROUP_SORTS = ['topseller', 'nieuw-binnen', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ProductGroupSort = (typeof PRODUCT_GROUP_SORTS)[number];
/** A slider without a sort shows the group's best sellers first. */
export const DEFAULT_PRODUCT_GROUP_SORT: ProductGroupSort = 'topseller';
