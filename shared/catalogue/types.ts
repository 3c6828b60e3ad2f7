// The catalogue as the storefront's screens see it: reshaped from the Store API by the
// worker's mappers, so no component ever reads a raw Shopware shape.

export interface ImageSource {
  url: string;
  width: number;
}

export interface ShopImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Smaller renditions for srcset, widest last. */
  sources: ImageSource[];
}

export interface ProductCard {
  id: string;
  productNumber: string;
  name: string;
  brand: string | null;
  /** Path on this site: '/' + the first SEO path without query string. */
  href: string;
  image: ShopImage | null;
  /** Gross unit price in euros. */
  price: number;
  /** Gross list price in euros when the product is discounted. */
  listPrice: number | null;
  /** Discount in percent (0-100) when the product is discounted. */
  discountPercent: number | null;
  /** ISO date the product was created; drives the New badge. */
  createdAt: string | null;
  /** A property named 'Duurzaam' is set. */
  sustainable: boolean;
  available: boolean;
}

export interface FilterOption {
  id: string;
  label: string;
  colorHex?: string | null;
}

export interface ManufacturerOption extends FilterOption {
  popular: boolean;
}

export interface PropertyFilter {
  id: string;
  label: string;
  options: FilterOption[];
}

export interface ListingSorting {
  key: string;
  label: string;
}

export interface Listing {
  products: ProductCard[];
  total: number;
  page: number;
  limit: number;
  sorting: string;
  sortings: ListingSorting[];
  manufacturers: ManufacturerOption[];
  properties: PropertyFilter[];
  /** Price bounds of the listing (for the slider), in euros. */
  price: { min: number; max: number };
}

export interface CategoryLink {
  id: string;
  name: string;
  href: string;
}

export interface CategoryPage {
  id: string;
  parentId: string | null;
  name: string;
  href: string;
  /** Active child categories, shown as chips above the listing. */
  children: CategoryLink[];
  seo: { title: string | null; html: string | null };
}

export interface ProductOption {
  id: string;
  name: string;
  colorHex: string | null;
}

/**
 * A configurator option as the product page shows it (shared/catalogue/configurator.ts):
 * whether it is part of this variant, whether that choice can be bought, and where it leads.
 */
export interface ConfiguratorOption extends ProductOption {
  selected: boolean;
  state: 'available' | 'sold-out' | 'unavailable';
  /** The in-stock variant this option leads to, closest to this variant (when known). */
  target: { id: string; href: string; optionIds: string[] } | null;
}

export interface ProductOptionGroup {
  id: string;
  name: string;
  displayType: 'text' | 'color' | 'media';
  options: ProductOption[];
}

/** One variant of a product with variants (association `children`). */
export interface ProductVariant {
  id: string;
  optionIds: string[];
  available: boolean;
  /** Path on this site: '/' + the variant's SEO path. */
  href: string;
}

export interface ConfiguratorGroup extends Omit<ProductOptionGroup, 'options'> {
  options: ConfiguratorOption[];
}

export interface ProductDetail extends ProductCard {
  parentId: string | null;
  description: string | null;
  images: ShopImage[];
  /** Properties by group, in order: 'Duurzaamheid' → ['Duurzaam', 'Fair Wear']. */
  properties: { group: string; values: string[] }[];
  /** The option ids of this variant. */
  optionIds: string[];
  /** Colour swatches and size buttons, with each option's state relative to this variant. */
  configurator: ConfiguratorGroup[];
  stock: number;
  /** The quantities that can be ordered: minPurchase, + purchaseSteps …, up to maxPurchase (on that grid). */
  minPurchase: number;
  maxPurchase: number;
  purchaseSteps: number;
  deliveryTime: string | null;
  categoryIds: string[];
  /** Home and the product's main (SEO) category path, each a link (the product itself not included). */
  breadcrumbs: { label: string; href: string }[];
  /** Every variant of the product (empty for a simple product): schema.org offers for search engines. */
  variantOffers: VariantOffer[];
}

/** One variant as an offer: its page, number, price and whether it can be bought. */
export interface VariantOffer {
  id: string;
  productNumber: string;
  href: string;
  price: number;
  available: boolean;
}

/** A cross-selling of a product (e.g. 'Maak je look compleet') with its products. */
export interface CrossSelling {
  id: string;
  name: string;
  products: ProductCard[];
}

export interface QuickSearchProduct {
  id: string;
  name: string;
  brand: string | null;
  image: string | null;
  alt: string;
  href: string;
  price: number;
  listPrice: number | null;
  discountPercent: number | null;
}

export interface QuickSearchResult {
  products: QuickSearchProduct[];
  categories: { id: string; name: string; href: string; path: string }[];
  brands: { id: string; name: string; href: string }[];
  totalProducts: number;
}
