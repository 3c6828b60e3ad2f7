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

export interface ProductOptionGroup {
  id: string;
  name: string;
  displayType: 'text' | 'color' | 'media';
  options: ProductOption[];
}

export interface ProductDetail extends ProductCard {
  parentId: string | null;
  description: string | null;
  images: ShopImage[];
  properties: { group: string; value: string }[];
  /** The option ids of this variant. */
  optionIds: string[];
  configurator: ProductOptionGroup[];
  stock: number;
  minPurchase: number;
  maxPurchase: number;
  purchaseSteps: number;
  deliveryTime: string | null;
  categoryIds: string[];
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
