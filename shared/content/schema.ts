// Runtime schemas of the content model in ./types.ts. The storefront can validate a page's
// blocks with `contentBlockSchema` (rendering its failure fallback for a block that does not
// match), and the demo backend's tests check every seeded document against them.
// Each schema is annotated with the type it must produce, so the compiler keeps both in step.
import * as z from 'zod';
import { PRODUCT_GROUP_SORTS } from '../catalogue/product-group';
import {
  BLOG_CATEGORIES, FAQ_CATEGORIES, HEADING_LEVELS, USP_ICONS,
  type Blog, type Button, type Card, type ContentBlock, type Faq, type Link, type Page,
  type Review, type RichText, type SanityImage, type SiteConfig, type SizeGuide, type TeamMember, type UnknownBlock,
} from './types';

const key = z.string().min(1);
const reference = z.object({ _type: z.literal('reference'), _ref: z.string().min(1) });
const keyedReference = reference.extend({ _key: key });
const slug = z.object({ _type: z.literal('slug'), current: z.string().min(1) });
const fraction = z.number().min(0).max(1);

const imageAssetIdPattern = /^image-[0-9a-f]{40}-\d+x\d+-(svg|jpg|png|webp)$/;
const fileAssetIdPattern = /^file-[0-9a-f]{40}-[a-z0-9]+$/;

export const sanityImageSchema: z.ZodType<SanityImage> = z.object({
  _type: z.literal('image'),
  asset: z.object({ _type: z.literal('reference'), _ref: z.string().regex(imageAssetIdPattern) }),
  alt: z.string().min(1),
  hotspot: z.object({ _type: z.literal('sanity.imageHotspot').optional(), x: fraction, y: fraction,
    height: fraction, width: fraction }).optional(),
  crop: z.object({ _type: z.literal('sanity.imageCrop').optional(), top: fraction, bottom: fraction,
    left: fraction, right: fraction }).optional(),
});

const sanityFileSchema = z.object({
  _type: z.literal('file'),
  asset: z.object({ _type: z.literal('reference'), _ref: z.string().regex(fileAssetIdPattern) }),
});

const span = z.object({ _type: z.literal('span'), _key: key, text: z.string(), marks: z.array(z.string()) });
const markDefinition = z.discriminatedUnion('_type', [
  z.object({ _type: z.literal('link'), _key: key, href: z.string().min(1), blank: z.boolean().optional() }),
  z.object({ _type: z.literal('internalLink'), _key: key, reference }),
]);
const textBlock = z.object({
  _type: z.literal('block'),
  _key: key,
  style: z.enum(['normal', 'h2', 'h3', 'h4', 'blockquote']),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().min(1).optional(),
  children: z.array(span).min(1),
  markDefs: z.array(markDefinition),
});
const inlineImage = z.intersection(sanityImageSchema, z.object({ _key: key, caption: z.string().optional() }));

export const richTextSchema: z.ZodType<RichText> = z.array(z.union([textBlock, inlineImage]));

/** An absolute http(s) URL, or a path on this site such as a shop category ("/dames/"). */
const siteOrAbsoluteUrl = z.string().regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/);

export const linkSchema: z.ZodType<Link> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('internal'), internalLink: reference, blank: z.boolean().optional() }),
  z.object({ type: z.literal('external'), url: siteOrAbsoluteUrl, blank: z.boolean().optional() }),
  z.object({ type: z.literal('phone'), phone: z.string().regex(/^\+?[0-9 ]{6,}$/) }),
  z.object({ type: z.literal('email'), email: z.email() }),
]);

export const buttonSchema: z.ZodType<Button> = z.object({
  _key: key.optional(), title: z.string().min(1), link: linkSchema,
});

const alignment = z.enum(['left', 'center', 'right']);
const backgroundShape = z.enum(['round', 'triangle', 'zigzag']);
const perView = z.number().positive().max(12).optional();
const slider = { perViewDesktop: perView, perViewTablet: perView, perViewMobile: perView };
const padding = z.object({ top: z.number().int().min(0).max(400), bottom: z.number().int().min(0).max(400) });

const cardSchema: z.ZodType<Card> = z.object({
  _key: key,
  title: z.string().min(1),
  image: sanityImageSchema,
  imageStyle: z.enum(['portrait', 'landscape', 'square']),
  link: linkSchema,
  tagText: z.string().optional(),
});

const block = <T extends string>(type: T) => z.object({ _type: z.literal(type), _key: key });

const videoFields = {
  blockTitle: z.string().optional(),
  blockContent: richTextSchema.optional(),
  componentId: z.string().optional(),
  categoryId: z.string().optional(),
  shopwareId: z.string().optional(),
};

export const contentBlockSchema: z.ZodType<ContentBlock> = z.discriminatedUnion('_type', [
  block('BlogOverview').extend({ title: z.string().optional() }),
  block('BlogRelated').extend({ title: z.string().min(1), blog: reference, ...slider }),
  block('BlogSlider').extend({ title: z.string().min(1), button: buttonSchema.optional(), ...slider }),
  block('Brands').extend({ title: z.string().optional(), intro: z.string().min(1) }),
  block('Button').extend({ title: z.string().min(1), link: linkSchema,
    variant: z.enum(['primary', 'secondary']), alignment }),
  block('Cards').extend({ title: z.string().optional(), cards: z.array(cardSchema).min(1) }),
  block('CardsSlider').extend({ title: z.string().optional(), cards: z.array(cardSchema).min(1), ...slider }),
  block('ContactForm').extend({ title: z.string().min(1), intro: z.string().optional() }),
  block('Content').extend({
    title: z.string().optional(),
    body: richTextSchema,
    alignment,
    maxWidth: z.number().int().positive().optional(),
    backgroundStyle: backgroundShape.optional(),
    padding: z.object({ desktop: padding, mobile: padding }),
  }),
  block('FAQs').extend({ title: z.string().optional(), items: z.array(keyedReference).min(1) }),
  block('HeaderBanner').extend({
    image: sanityImageSchema,
    imageMobile: sanityImageSchema.optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    buttons: z.array(buttonSchema),
    textPosition: z.enum(['left', 'right', 'center']),
  }),
  block('Image').extend({ image: sanityImageSchema, caption: z.string().optional(),
    fullWidth: z.boolean().optional() }),
  block('InfoCard').extend({
    title: z.string().optional(),
    items: z.array(z.object({ _key: key, title: z.string().min(1), subText: z.string().min(1),
      button: buttonSchema.optional() })).min(1),
  }),
  block('InstagramSlider').extend({
    title: z.string().min(1),
    handle: z.string().startsWith('@'),
    profileUrl: z.url(),
    posts: z.array(z.object({ _key: key, image: sanityImageSchema, url: z.url() })).min(1),
    ...slider,
  }),
  block('LooksBlogsOverview').extend({ title: z.string().min(1), looksTitle: z.string().min(1),
    blogsTitle: z.string().min(1) }),
  block('LooksOverview').extend({ title: z.string().optional() }),
  block('ProductListing').extend({ title: z.string().optional(), categoryId: z.string().min(1) }),
  block('ProductSlider').extend({ title: z.string().min(1), streamId: z.string().min(1),
    sort: z.enum(PRODUCT_GROUP_SORTS).optional(), button: buttonSchema.optional(), ...slider }),
  block('RawHTML').extend({ title: z.string().optional(), html: z.string().min(1) }),
  block('Reviews').extend({ title: z.string().min(1), items: z.array(keyedReference).min(1),
    backgroundShape: backgroundShape.optional(), ...slider }),
  block('Team').extend({ title: z.string().min(1), intro: z.string().optional(),
    layout: z.enum(['grid', 'slider']).optional(), members: z.array(keyedReference).min(1) }),
  block('Title').extend({ text: z.string().min(1), level: z.enum(HEADING_LEVELS), alignment: alignment.optional() }),
  block('Usps').extend({
    items: z.array(z.object({ _key: key, icon: z.enum(USP_ICONS), title: z.string().min(1),
      text: z.string().optional() })).min(1),
  }),
  z.discriminatedUnion('videoType', [
    block('Video').extend({ videoType: z.literal('file'), video: sanityFileSchema,
      poster: sanityImageSchema.optional(), ...videoFields }),
    block('Video').extend({ videoType: z.literal('vimeo'), vimeoId: z.string().regex(/^\d+$/),
      vimeoUrl: z.url(), poster: sanityImageSchema.optional(), ...videoFields }),
  ]),
]);

/** Any entry of a page builder, known or not; check known ones with `contentBlockSchema`. */
export const unknownBlockSchema: z.ZodType<UnknownBlock> = z.looseObject({ _type: z.string().min(1), _key: key });

const documentBase = <T extends string>(type: T) => z.object({
  _id: z.string().min(1),
  _type: z.literal(type),
  _rev: z.string().min(1),
  _createdAt: z.iso.datetime(),
  _updatedAt: z.iso.datetime(),
});

export const siteConfigSchema: z.ZodType<SiteConfig> = documentBase('siteConfig').extend({
  title: z.string().min(1),
  callOutBar: z.object({
    enabled: z.boolean(),
    title: z.string().min(1),
    button: z.object({
      title: z.string().min(1),
      link: z.discriminatedUnion('type', [
        z.object({ type: z.literal('internal'), internalLink: reference, blank: z.boolean().optional() }),
        z.object({ type: z.literal('external'), url: siteOrAbsoluteUrl, blank: z.boolean().optional() }),
      ]),
    }).optional(),
  }),
  mainNav: z.array(z.object({ _key: key, title: z.string().min(1), url: z.string().optional(),
    page: reference.optional() })),
  appointmentLink: buttonSchema,
  appointmentText: z.string().optional(),
  appointmentImage: sanityImageSchema.optional(),
});

export const pageSchema: z.ZodType<Page> = documentBase('page').extend({
  title: z.string().min(1),
  slug,
  metaDescription: z.string().max(160).optional(),
  pageBuilder: z.array(unknownBlockSchema),
});

export const blogSchema: z.ZodType<Blog> = documentBase('blog').extend({
  title: z.string().min(1),
  slug,
  excerpt: z.string().min(1),
  coverImage: sanityImageSchema,
  publishedAt: z.iso.datetime(),
  category: z.enum(BLOG_CATEGORIES),
  author: reference.optional(),
  body: richTextSchema,
  related: z.array(keyedReference),
});

export const teamMemberSchema: z.ZodType<TeamMember> = documentBase('teamMember').extend({
  name: z.string().min(1),
  jobTitle: z.string().min(1),
  image: sanityImageSchema,
  bio: z.string().optional(),
});

export const reviewSchema: z.ZodType<Review> = documentBase('review').extend({
  name: z.string().min(1),
  text: z.string().min(1),
  stars: z.number().min(0).max(5).multipleOf(0.5),
  date: z.iso.date().optional(),
});

export const faqSchema: z.ZodType<Faq> = documentBase('faq').extend({
  question: z.string().min(1),
  answer: richTextSchema,
  category: z.enum(FAQ_CATEGORIES),
});

export const sizeGuideSchema: z.ZodType<SizeGuide> = documentBase('sizeGuide').extend({
  title: z.string().min(1),
  intro: z.string().optional(),
  tables: z.array(z.object({
    _key: key, _type: z.literal('sizeTable'), name: z.string().min(1), columns: z.array(z.string().min(1)).min(2),
    rows: z.array(z.object({ _key: key, _type: z.literal('sizeRow'), cells: z.array(z.string()) })).min(1),
  }).refine((t) => t.rows.every((r) => r.cells.length === t.columns.length), 'every row has a cell per column')).min(1),
  howToMeasure: z.array(z.string().min(1)).optional(),
});

export const contentDocumentSchemas = {
  siteConfig: siteConfigSchema,
  page: pageSchema,
  blog: blogSchema,
  teamMember: teamMemberSchema,
  review: reviewSchema,
  faq: faqSchema,
  sizeGuide: sizeGuideSchema,
} as const;
