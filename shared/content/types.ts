// The content model of the shop, as stored in Sanity (and in the demo backend's emulator).
// These are the shapes of *stored* documents. Where a block points at other documents
// (team members, reviews, FAQs, pages), the storefront resolves the reference in its GROQ
// projection; the resolved shapes it then renders are at the end of this file.
// docs/content-model.md describes every document and block in words.
import type { ProductGroupSort } from '../catalogue/product-group';

// ---------------------------------------------------------------------------------------
// Sanity building blocks

/** A strong reference to another document. In arrays it also carries a `_key`. */
export interface Reference<Target extends string = string> {
  _type: 'reference';
  _ref: string;
  /** Only in the type system: which document types the reference may point to. */
  readonly __target?: Target;
}

export type KeyedReference<Target extends string = string> = Reference<Target> & { _key: string };

export interface Slug {
  _type: 'slug';
  current: string;
}

/** Focus point of an image, fractions of its width and height. */
export interface ImageHotspot {
  _type?: 'sanity.imageHotspot';
  x: number;
  y: number;
  height: number;
  width: number;
}

/** Fractions cut from each side of an image. */
export interface ImageCrop {
  _type?: 'sanity.imageCrop';
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * An image field. The asset id encodes the size: `image-<40 hex>-<width>x<height>-<ext>`,
 * so the storefront can reserve space without fetching metadata.
 */
export interface SanityImage {
  _type: 'image';
  asset: Reference<'sanity.imageAsset'>;
  /** Required by the Studio: every image in this shop carries a text alternative. */
  alt: string;
  hotspot?: ImageHotspot;
  crop?: ImageCrop;
  /**
   * Ready-to-render URLs, added by the worker when it reshapes content (never stored in
   * Sanity): the browser needs no image-URL code of its own.
   */
  urls?: ResolvedImageUrls;
}

/** An image rendition set: `src` at the largest width, `srcSet` over the spec's screens. */
export interface ResolvedImageUrls {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** A file field; video files are `file-<40 hex>-mp4`. */
export interface SanityFile {
  _type: 'file';
  asset: Reference<'sanity.fileAsset'>;
  /** The file's CDN URL, added by the worker when it reshapes content (never stored in Sanity). */
  url?: string;
}

// ---------------------------------------------------------------------------------------
// Portable text (rich text)

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  /** Decorators (`strong`, `em`, `underline`) or the `_key` of an entry in `markDefs`. */
  marks: string[];
}

/** An external link annotation. */
export interface LinkMark {
  _type: 'link';
  _key: string;
  href: string;
  blank?: boolean;
}

/** A link to a page or blog post of this site. */
export interface InternalLinkMark {
  _type: 'internalLink';
  _key: string;
  reference: Reference<'page' | 'blog'>;
}

export type MarkDefinition = LinkMark | InternalLinkMark;

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  children: PortableTextSpan[];
  markDefs: MarkDefinition[];
}

/** An image between paragraphs (blog posts). */
export type PortableTextImage = SanityImage & { _key: string; caption?: string };

export type RichText = Array<PortableTextBlock | PortableTextImage>;

// ---------------------------------------------------------------------------------------
// Links and buttons

/** Document types an internal link may point at; see docs/content-model.md for their paths. */
export type LinkableType = 'page' | 'blog';

export interface InternalLink {
  type: 'internal';
  internalLink: Reference<LinkableType>;
  blank?: boolean;
}

export interface ExternalLink {
  type: 'external';
  /** An absolute URL, or a path of this site outside Sanity such as a shop category ("/dames/"). */
  url: string;
  blank?: boolean;
}

export interface PhoneLink {
  type: 'phone';
  /** International format, e.g. +31235310460: the storefront renders `tel:` + phone. */
  phone: string;
}

export interface EmailLink {
  type: 'email';
  email: string;
}

export type Link = InternalLink | ExternalLink | PhoneLink | EmailLink;
export type LinkType = Link['type'];

export interface Button {
  /** In an array of buttons: the Studio's member type (studio/schemaTypes/objects/button.ts). */
  _type?: 'button';
  _key?: string;
  title: string;
  link: Link;
}

// ---------------------------------------------------------------------------------------
// Documents

interface DocumentBase<Type extends string> {
  _id: string;
  _type: Type;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
}

export interface CallOutBar {
  enabled: boolean;
  title: string;
  /** Shown underlined after the title. The call-out bar only links inside or outside the site. */
  button?: { title: string; link: InternalLink | ExternalLink };
}

export interface MainNavItem {
  _key: string;
  title: string;
  /** Used when no page is linked. */
  url?: string;
  page?: Reference<'page'>;
}

/** The single site configuration document, `_id: "siteConfig"`. */
export interface SiteConfig extends DocumentBase<'siteConfig'> {
  title: string;
  callOutBar: CallOutBar;
  mainNav: MainNavItem[];
  /** The "advies op maat" tile of the mega menu links here. */
  appointmentLink: Button;
  /** The tile's line of text and picture. */
  appointmentText?: string;
  appointmentImage?: SanityImage;
}

export interface Page extends DocumentBase<'page'> {
  title: string;
  slug: Slug;
  metaDescription?: string;
  pageBuilder: PageBuilderBlock[];
}

export const BLOG_CATEGORIES = ['styling', 'duurzaamheid', 'achter-de-schermen', 'trends'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface Blog extends DocumentBase<'blog'> {
  title: string;
  /** The post lives at `/blog/{slug}`. */
  slug: Slug;
  excerpt: string;
  coverImage: SanityImage;
  /** ISO 8601 date-time. */
  publishedAt: string;
  category: BlogCategory;
  author?: Reference<'teamMember'>;
  body: RichText;
  related: Array<KeyedReference<'blog'>>;
}

export interface TeamMember extends DocumentBase<'teamMember'> {
  name: string;
  jobTitle: string;
  image: SanityImage;
  bio?: string;
}

export interface Review extends DocumentBase<'review'> {
  name: string;
  text: string;
  /** 0 to 5 in steps of 0.5. */
  stars: number;
  /** ISO date (yyyy-mm-dd). */
  date?: string;
}

export const FAQ_CATEGORIES = ['bestellen', 'verzenden', 'retourneren', 'betalen', 'maatadvies'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface Faq extends DocumentBase<'faq'> {
  question: string;
  answer: RichText;
  category: FaqCategory;
}

/** One table of the size guide: a row per size, its first cell the size's name ('M', '38'). */
export interface SizeTable {
  _key: string;
  _type: 'sizeTable';
  name: string;
  columns: string[];
  rows: Array<{ _key: string; _type: 'sizeRow'; cells: string[] }>;
}

/** The size guide beside the product page's sizes, `_id: "sizeGuide"`. */
export interface SizeGuide extends DocumentBase<'sizeGuide'> {
  title: string;
  intro?: string;
  tables: SizeTable[];
  /** How to measure, one step per entry. */
  howToMeasure?: string[];
}

export type ContentDocument = SiteConfig | Page | Blog | TeamMember | Review | Faq | SizeGuide;
export type ContentDocumentType = ContentDocument['_type'];

// ---------------------------------------------------------------------------------------
// Page builder blocks. `_type` values are exactly the names of the storefront's components.

export const CONTENT_BLOCK_TYPES = [
  'BlogOverview', 'BlogRelated', 'BlogSlider', 'Brands', 'Button', 'Cards', 'CardsSlider',
  'ContactForm', 'Content', 'FAQs', 'HeaderBanner', 'Image', 'InfoCard', 'InstagramSlider',
  'LooksBlogsOverview', 'LooksOverview', 'ProductListing', 'ProductSlider', 'RawHTML',
  'Reviews', 'Team', 'Title', 'Usps', 'Video',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

interface BlockBase<Type extends ContentBlockType> {
  _type: Type;
  _key: string;
}

export type Alignment = 'left' | 'center' | 'right';
export type BackgroundShape = 'round' | 'triangle' | 'zigzag';

/** Slides visible at once per breakpoint; fractions show a peek of the next slide. */
export interface SliderProps {
  perViewDesktop?: number;
  perViewTablet?: number;
  perViewMobile?: number;
}

export interface BlogOverviewBlock extends BlockBase<'BlogOverview'> {
  title?: string;
}

/** A slider of the posts related to `blog` (its `related` list). */
export interface BlogRelatedBlock extends BlockBase<'BlogRelated'>, SliderProps {
  title: string;
  blog: Reference<'blog'>;
}

/** A slider of the newest posts. */
export interface BlogSliderBlock extends BlockBase<'BlogSlider'>, SliderProps {
  title: string;
  button?: Button;
}

/** The brand index (the brands themselves come from the shop). */
export interface BrandsBlock extends BlockBase<'Brands'> {
  title?: string;
  intro: string;
}

export interface ButtonBlock extends BlockBase<'Button'>, Omit<Button, '_type'> {
  _key: string;
  variant: 'primary' | 'secondary';
  alignment: Alignment;
}

export type ImageStyle = 'portrait' | 'landscape' | 'square';

export interface Card {
  _key: string;
  title: string;
  image: SanityImage;
  imageStyle: ImageStyle;
  link: Link;
  /** A small label over the image, e.g. "Nieuw". */
  tagText?: string;
}

export interface CardsBlock extends BlockBase<'Cards'> {
  title?: string;
  cards: Card[];
}

export interface CardsSliderBlock extends BlockBase<'CardsSlider'>, SliderProps {
  title?: string;
  cards: Card[];
}

export interface ContactFormBlock extends BlockBase<'ContactForm'> {
  title: string;
  intro?: string;
}

/** Vertical padding in pixels. */
export interface Padding {
  top: number;
  bottom: number;
}

/** The `Content` block (named so that it does not clash with the union `ContentBlock`). */
export interface RichContentBlock extends BlockBase<'Content'> {
  title?: string;
  body: RichText;
  alignment: Alignment;
  /** Maximum width of the text column in pixels; absent means the container width. */
  maxWidth?: number;
  backgroundStyle?: BackgroundShape;
  padding: { desktop: Padding; mobile: Padding };
}

export interface FaqsBlock extends BlockBase<'FAQs'> {
  title?: string;
  items: Array<KeyedReference<'faq'>>;
}

export interface HeaderBannerBlock extends BlockBase<'HeaderBanner'> {
  image: SanityImage;
  imageMobile?: SanityImage;
  title: string;
  text?: string;
  buttons: Button[];
  textPosition: 'left' | 'right' | 'center';
}

export interface ImageBlock extends BlockBase<'Image'> {
  image: SanityImage;
  caption?: string;
  fullWidth?: boolean;
}

export interface InfoCardItem {
  _key: string;
  title: string;
  subText: string;
  button?: Button;
}

export interface InfoCardBlock extends BlockBase<'InfoCard'> {
  title?: string;
  items: InfoCardItem[];
}

export interface InstagramPost {
  _key: string;
  image: SanityImage;
  /** The post on Instagram (opens in a new tab). */
  url: string;
}

export interface InstagramSliderBlock extends BlockBase<'InstagramSlider'>, SliderProps {
  title: string;
  /** Shown as a link to the profile, e.g. "@veld.mode". */
  handle: string;
  profileUrl: string;
  posts: InstagramPost[];
}

/** Looks and blog posts side by side, both from the shop's plugin API. */
export interface LooksBlogsOverviewBlock extends BlockBase<'LooksBlogsOverview'> {
  title: string;
  looksTitle: string;
  blogsTitle: string;
}

export interface LooksOverviewBlock extends BlockBase<'LooksOverview'> {
  title?: string;
}

/**
 * A product listing of a shop category. `categoryId` is either a Shopware category id
 * (32 hex) or a category path of names ending in a slash, e.g. "Dames/Kleding/Jurken/",
 * which the storefront resolves to an id through the category tree.
 */
export interface ProductListingBlock extends BlockBase<'ProductListing'> {
  title?: string;
  categoryId: string;
}

/**
 * A slider of a Shopware dynamic product group (a product stream), by its id as the Shopware
 * admin shows it, its products in the order `sort` names (best sellers first without one).
 */
export interface ProductSliderBlock extends BlockBase<'ProductSlider'>, SliderProps {
  title: string;
  streamId: string;
  sort?: ProductGroupSort;
  button?: Button;
}

/** HTML rendered in a sandboxed iframe. */
export interface RawHtmlBlock extends BlockBase<'RawHTML'> {
  title?: string;
  html: string;
}

export interface ReviewsBlock extends BlockBase<'Reviews'>, SliderProps {
  title: string;
  items: Array<KeyedReference<'review'>>;
  backgroundShape?: BackgroundShape;
}

export interface TeamBlock extends BlockBase<'Team'> {
  title: string;
  intro?: string;
  /** Default 'slider'. */
  layout?: 'grid' | 'slider';
  members: Array<KeyedReference<'teamMember'>>;
}

export const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4'] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export interface TitleBlock extends BlockBase<'Title'> {
  text: string;
  level: HeadingLevel;
  alignment?: Alignment;
}

export const USP_ICONS = ['shipping', 'returns', 'help', 'sustainable', 'store', 'payment'] as const;
export type UspIcon = (typeof USP_ICONS)[number];

export interface UspItem {
  _key: string;
  icon: UspIcon;
  title: string;
  text?: string;
}

export interface UspsBlock extends BlockBase<'Usps'> {
  items: UspItem[];
}

/**
 * A video with an optional text beside it. `componentId` is the HTML id of the section
 * (for in-page anchors); `categoryId` and `shopwareId` point at a shop category and a product
 * shown in the video ("shop this video"); all three are optional.
 */
interface VideoBlockBase extends BlockBase<'Video'> {
  blockTitle?: string;
  blockContent?: RichText;
  componentId?: string;
  categoryId?: string;
  shopwareId?: string;
}

export interface FileVideoBlock extends VideoBlockBase {
  videoType: 'file';
  video: SanityFile;
  /** Shown before the video plays and when it fails to load. */
  poster?: SanityImage;
}

export interface VimeoVideoBlock extends VideoBlockBase {
  videoType: 'vimeo';
  vimeoId: string;
  vimeoUrl: string;
  /**
   * The video's still, from the content service: shown in the video's place until it plays
   * (behind "Afspelen via Vimeo"), so the block is no dark frame and Vimeo is asked nothing.
   */
  poster?: SanityImage;
}

export type VideoBlock = FileVideoBlock | VimeoVideoBlock;

/** Every block the storefront knows, discriminated by `_type`. */
export type ContentBlock =
  | BlogOverviewBlock | BlogRelatedBlock | BlogSliderBlock | BrandsBlock | ButtonBlock
  | CardsBlock | CardsSliderBlock | ContactFormBlock | RichContentBlock | FaqsBlock
  | HeaderBannerBlock | ImageBlock | InfoCardBlock | InstagramSliderBlock
  | LooksBlogsOverviewBlock | LooksOverviewBlock | ProductListingBlock | ProductSliderBlock
  | RawHtmlBlock | ReviewsBlock | TeamBlock | TitleBlock | UspsBlock | VideoBlock;

export type BlockOfType<T extends ContentBlockType> = Extract<ContentBlock, { _type: T }>;

/**
 * A block of a type this storefront does not know (an older or newer schema). It stays
 * representable so the page renders 'Failed to load component: {type}' in its place.
 */
export interface UnknownBlock {
  _type: string;
  _key: string;
  [field: string]: unknown;
}

export type PageBuilderBlock = ContentBlock | UnknownBlock;

const blockTypes: ReadonlySet<string> = new Set(CONTENT_BLOCK_TYPES);

export function isContentBlockType(type: string): type is ContentBlockType {
  return blockTypes.has(type);
}

/** Narrows a page builder entry to a known block (by `_type` only; props are not checked). */
export function isContentBlock(block: PageBuilderBlock): block is ContentBlock {
  return isContentBlockType(block._type);
}

// ---------------------------------------------------------------------------------------
// Resolved shapes: what the storefront renders after its GROQ projection dereferences
// the block's references (see docs/content-model.md for the projections).

/** `items[]{_key, ...@->{question, answer}}` */
export interface FaqItem {
  _key: string;
  question: string;
  answer: RichText;
}

/** `members[]{_key, ...@->{name, jobTitle, image}}` */
export interface TeamMemberCard {
  _key: string;
  name: string;
  jobTitle: string;
  image: SanityImage;
}

/** `items[]{_key, ...@->{name, text, stars}}` */
export interface ReviewItem {
  _key: string;
  name: string;
  text: string;
  stars: number;
}

/** `mainNav[]{_key, title, url, page->{title, "slug": slug.current}}` */
export interface MainNavLink {
  _key: string;
  title: string;
  url?: string | null;
  page?: { title: string; slug: string } | null;
}
