// The catalogue and the content for the browser's navigations: public answers, the same for
// every shopper (kept briefly by browsers and the edge: worker/api/route.ts).
import * as z from 'zod';
import { parseListingState } from '../../shared/catalogue/listing-state';
import { BLOG_PAGE_SIZE, LOOK_PAGE_SIZE } from '../../shared/content/listings';
import { ID } from '../request/input';
import { NO_INPUT, route, type RouteTable } from './route';
import { DEFAULT_PRODUCT_GROUP_SORT, PRODUCT_GROUP_SORTS } from '../../shared/catalogue/product-group';

const IDS = z.array(ID).min(1).max(100);
const OPTION_PAIR = z.string().regex(/^[0-9a-f]{32}:[0-9a-f]{32}$/i, 'must be groupId:optionId');

export const catalogueRoutes = {
  resolvePath: route(z.object({ path: z.string().min(1).max(2048) }), (input, c) => c.var.storefront.resolvePath(input.path)),
  mainNavigation: route(NO_INPUT, (_, c) => c.var.storefront.mainNavigation()),
  footerNavigation: route(NO_INPUT, (_, c) => c.var.storefront.footerNavigation()),
  siteConfig: route(NO_INPUT, (_, c) => c.var.storefront.siteConfig()),
  sizeGuide: route(NO_INPUT, (_, c) => c.var.storefront.sizeGuide()),
  snippets: route(NO_INPUT, (_, c) => c.var.storefront.snippets()),
  addressOptions: route(NO_INPUT, (_, c) => c.var.storefront.addressOptions()),
  category: route(z.object({ id: ID }), (input, c) => c.var.storefront.category(input.id)),

  // The listing's state comes as the page's own query string (parsed leniently, like the page).
  listing: route(z.object({ categoryId: ID.optional() }), ({ categoryId }, c) => c.var.storefront.listing({
    ...(categoryId ? { categoryId } : {}), state: parseListingState(new URL(c.req.url).searchParams),
  })),

  product: route(z.object({ id: ID }), (input, c) => c.var.storefront.product(input.id)),

  findVariant: route(z.object({
    id: ID,
    options: z.string().min(1, 'options is required').max(1000).transform((s) => s.toLowerCase().split('|')).pipe(z.array(OPTION_PAIR).max(10)),
    switchedGroup: ID.optional(),
  }), (input, c) => c.var.storefront.findVariant(
    input.id, Object.fromEntries(input.options.map((p) => p.split(':') as [string, string])), input.switchedGroup,
  )),

  crossSellings: route(z.object({ id: ID }), (input, c) => c.var.storefront.crossSellings(input.id)),

  // Spec: POST /api/dynamicProductGroup/getProducts {streamId, limit} → {data: products}; `sort`
  // (shared/catalogue/product-group.ts) is the slider block's, best sellers first without one.
  productGroup: route(z.object({
    streamId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a product group id'),
    limit: z.number().int().min(1).max(24).default(9),
    sort: z.enum(PRODUCT_GROUP_SORTS).default(DEFAULT_PRODUCT_GROUP_SORT),
  }), async (input, c) => ({ data: await c.var.storefront.productGroup(input.streamId, input.limit, input.sort) })),

  contentPage: route(z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9\-/]{0,200}$/i, 'must be a page slug') }), async ({ slug }, c) =>
    (await c.var.storefront.contentPage(slug)) ?? c.json({ error: 'Not found', message: `Page not found: /${slug}` }, 404)),

  errorPage: route(NO_INPUT, (_, c) => c.var.storefront.errorPage()),

  quickSearch: route(z.object({
    term: z.string().trim().min(3, 'search term must be at least 3 characters').max(200, 'search term is too long'),
  }), (input, c) => c.var.storefront.quickSearch(input.term)),

  // Spec: GET /api/seo-urls?ids={comma-separated ids} → {elements: [{foreignKey, seoPathInfo}]}.
  seoUrls: route(z.object({
    ids: z.string().min(1, 'ids is required').max(3300).transform((s) => s.split(',').map((id) => id.trim())).pipe(IDS),
  }), async ({ ids }, c) => {
    const paths = await c.var.storefront.seoUrls(ids);
    return { elements: Object.entries(paths).map(([foreignKey, path]) => ({ foreignKey, seoPathInfo: path.slice(1) })) };
  }),

  // Spec: GET /api/getShopwarePage/id/{ids joined by |} → {elements: [{id, seoUrls: [{seoPathInfo}]}]}.
  shopwarePages: route(z.object({ ids: z.string().transform((s) => s.split('|')).pipe(IDS) }), async ({ ids }, c) => {
    const pages = await c.var.storefront.shopwarePages(ids);
    return pages === 'error' ? c.json({ error: 'error', message: 'Error fetching Shopware page' }, 502) : pages;
  }),

  // Spec: GET /api/blogs/getAllBlogs?page&limit (limit 9; without parameters: the newest 9).
  blogs: route(z.object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  }), (input, c) => c.var.storefront.blogs(input.page, input.limit)),

  relatedBlogs: route(z.object({ blogId: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be a blog id') }), (input, c) =>
    c.var.storefront.relatedBlogs(input.blogId)),

  // A journal post (/blog/{slug}).
  blogPost: route(z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,200}$/i, 'must be a blog slug') }), async ({ slug }, c) =>
    (await c.var.storefront.blogPost(slug)) ?? c.json({ error: 'Not found', message: `Page not found: /blog/${slug}` }, 404)),

  // A look's landing page with its products.
  landingPage: route(z.object({ id: ID }), (input, c) => c.var.storefront.landingPage(input.id)),

  // Spec: GET brands, GET brands/{filter} with filter dames or heren.
  brands: route(z.object({ filter: z.enum(['dames', 'heren'], { error: 'filter must be dames or heren' }).optional() }), (input, c) =>
    c.var.storefront.brands(input.filter ?? '')),

  // Spec: POST /api/looks/getAllLooks {gender: '' | dames | heren, page, itemsPerPage}.
  looks: route(z.object({
    gender: z.enum(['', 'dames', 'heren'], { error: "gender must be '', dames or heren" }).default(''),
    page: z.number().int().min(1).max(1000).default(1),
    itemsPerPage: z.number().int().min(1).max(48).default(LOOK_PAGE_SIZE),
  }), (input, c) => c.var.storefront.looks(input)),
} satisfies Partial<RouteTable>;
