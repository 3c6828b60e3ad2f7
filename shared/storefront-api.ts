// The one data path. Every screen reads through query options (client/queries) whose
// queryFn calls this interface. The worker implements it directly (backends through the
// edge cache); the browser implements it with fetch('/api/...') on the same origin. The
// same query keys on both sides are what lets hydration reuse the server's data.
import type { AccountApi } from './account/api';
import type { SizeGuideView } from './catalogue/size-guide';
import type { Cart } from './cart/types';
import type {
  CategoryPage, CrossSelling, Listing, ProductCard, ProductDetail, QuickSearchResult,
} from './catalogue/types';
import type { ListingState } from './catalogue/listing-state';
import type { PageBuilderBlock } from './content/types';
import type {
  BlogCard, BlogList, BlogPost, Brand, BrandFilter, LandingPage, LookGender, LookList,
} from './content/listings';
import type { ContactSubmission } from './forms/contact';
import type { ResolvedPath } from './routing';
import type { FooterGroup, NavItem, SiteConfig, Snippets } from './site/types';
import type { ProductGroupSort } from './catalogue/product-group';

export interface ContentPage {
  id: string;
  title: string;
  slug: string;
  metaDescription: string | null;
  blocks: PageBuilderBlock[];
}

export interface ListingQuery {
  /** The category to list; absent for search (/products). */
  categoryId?: string;
  state: ListingState;
}

export interface AddToCartInput {
  productId: string;
  quantity: number;
  /**
   * One per press of "In winkelwagen", kept by the browser until an answer arrives: the same id
   * again (a retry after a timeout) never adds twice.
   */
  requestId?: string;
}

export interface LooksQuery {
  gender: LookGender;
  page: number;
  itemsPerPage: number;
}

/** SEO paths by entity id ('/' + seoPathInfo). */
export type SeoPaths = Record<string, string>;

export interface ShopwarePages {
  elements: { id: string; seoUrls: { seoPathInfo: string }[] }[];
}

export interface StorefrontApi extends AccountApi {
  resolvePath(path: string): Promise<ResolvedPath>;
  mainNavigation(): Promise<NavItem[]>;
  footerNavigation(): Promise<FooterGroup[]>;
  siteConfig(): Promise<SiteConfig>;
  /** The size guide beside the product page's sizes; null when the editors have none. */
  sizeGuide(): Promise<SizeGuideView | null>;
  snippets(): Promise<Snippets>;
  category(id: string): Promise<CategoryPage>;
  listing(query: ListingQuery): Promise<Listing>;
  product(id: string): Promise<ProductDetail>;
  /** The variant with these options (group id → option id); the switched group's option wins. NotFoundError when none. */
  findVariant(productId: string, options: Record<string, string>, switchedGroup?: string): Promise<{ variantId: string }>;
  crossSellings(productId: string): Promise<CrossSelling[]>;
  /** A product slider's products: `limit` of the dynamic product group `streamId`, in the order `sort` names. */
  productGroup(streamId: string, limit: number, sort: ProductGroupSort): Promise<ProductCard[]>;
  contentPage(slug: string): Promise<ContentPage | null>;
  /** The content page titled 'Error': its blocks stand on the error pages. */
  errorPage(): Promise<ContentPage | null>;
  quickSearch(term: string): Promise<QuickSearchResult>;
  cart(): Promise<Cart>;
  addToCart(input: AddToCartInput): Promise<Cart>;
  changeCartQuantity(lineItemId: string, quantity: number): Promise<Cart>;
  removeCartItem(lineItemId: string): Promise<Cart>;
  addPromotionCode(code: string): Promise<Cart>;
  blogs(page: number, limit: number): Promise<BlogList>;
  relatedBlogs(blogId: string): Promise<BlogCard[]>;
  /** A journal post by slug (/blog/{slug}); null when there is none. */
  blogPost(slug: string): Promise<BlogPost | null>;
  /** A look's landing page with its products; NotFoundError when there is none. */
  landingPage(id: string): Promise<LandingPage>;
  brands(filter: BrandFilter): Promise<Brand[]>;
  looks(query: LooksQuery): Promise<LookList>;
  sendContactForm(submission: ContactSubmission): Promise<{ message: string }>;
  subscribeNewsletter(email: string): Promise<{ success: true }>;
}

/** A 404 from any data call: routes turn it into the not-found page. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly status = 404;
  constructor(readonly what: string) {
    super(`${what} not found`);
  }
}
