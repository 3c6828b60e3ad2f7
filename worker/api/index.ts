// JSON routes for the browser: the browser's StorefrontApi (client/lib/api-client.ts) calls
// these; each is a thin, validated wrapper around the same server implementation the render
// uses. Every input is checked with a schema; a bad one answers 400 with a clear message.
import { Hono, type Context } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { z } from 'zod';
import { parseListingState } from '../../shared/catalogue/listing-state';
import { BLOG_PAGE_SIZE, LOOK_PAGE_SIZE } from '../../shared/content/listings';
import { NotFoundError } from '../../shared/storefront-api';
import { MaintenanceModeError, errorStatus, storeApiErrors } from '../shopware/errors';
import { isOutage } from '../../shared/errors';
import { statusHeaders } from '../render/status';
import { requestApi } from '../storefront/request-api';
import type { AppEnv } from '../types';
import { accountApi, accountProblem, inShopWords } from './account';
import { shopperMessage } from '../../shared/snippets';
import { contactApi } from './contact';
import { revalidateRoute } from './revalidate';
import { previewRoutes } from '../preview/routes';
import { rateLimited } from '../middleware/rate-limits';
import { logError } from '../logging/log';

const ID = z.string().regex(/^[0-9a-f]{32}$/i, 'must be a 32-character hexadecimal id').transform((s) => s.toLowerCase());
const quantity = z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(999, 'quantity must be at most 999');

const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';

function badRequest(c: Context, error: z.ZodError) {
  const message = error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  return c.json({ error: 'Invalid request', message }, 400);
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

export const api = new Hono<AppEnv>();

api.route('/revalidate', revalidateRoute);
api.route('/', previewRoutes);

api.get('/resolve', async (c) => {
  const parsed = z.object({ path: z.string().min(1).max(2048) }).safeParse(c.req.query());
  if (!parsed.success) return badRequest(c, parsed.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).resolvePath(parsed.data.path));
});

api.get('/navigation/main', async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).mainNavigation());
});
api.get('/navigation/footer', async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).footerNavigation());
});
api.get('/site-config', async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).siteConfig());
});
api.get('/size-guide', async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).sizeGuide());
});
api.get('/address-options', async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).addressOptions());
});
api.get('/getSnippets', async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).snippets());
});

api.get('/category/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return badRequest(c, id.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).category(id.data));
});

// The listing's state comes as the page's own query string (parsed leniently, like the page).
api.get('/listing', async (c) => {
  const url = new URL(c.req.url);
  const categoryId = url.searchParams.get('categoryId');
  const parsedId = categoryId === null ? null : ID.safeParse(categoryId);
  if (parsedId && !parsedId.success) return badRequest(c, parsedId.error);
  const state = parseListingState(url.searchParams);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).listing({ ...(parsedId ? { categoryId: parsedId.data } : {}), state }));
});

api.get('/product/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return badRequest(c, id.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).product(id.data));
});

// Variant switch: ?options=<groupId>:<optionId>|…&switchedGroup=<groupId> → {variantId}; a GET,
// so browsers and the edge may keep the answer like any catalogue read.
api.get('/product/:id/find-variant', async (c) => {
  const pair = z.string().regex(/^[0-9a-f]{32}:[0-9a-f]{32}$/i, 'must be groupId:optionId');
  const parsed = z.object({
    id: ID,
    options: z.string().min(1, 'options is required').max(1000).transform((s) => s.toLowerCase().split('|')).pipe(z.array(pair).max(10)),
    switchedGroup: ID.optional(),
  }).safeParse({ id: c.req.param('id'), ...c.req.query() });
  if (!parsed.success) return badRequest(c, parsed.error);
  const options = Object.fromEntries(parsed.data.options.map((p) => p.split(':') as [string, string]));
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).findVariant(parsed.data.id, options, parsed.data.switchedGroup));
});

api.get('/product/:id/cross-selling', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return badRequest(c, id.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).crossSellings(id.data));
});

// Spec: POST /api/dynamicProductGroup/getProducts {streamId, limit} → {data: products}.
api.post('/dynamicProductGroup/getProducts', async (c) => {
  const parsed = z.object({
    streamId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a product group id'),
    limit: z.number().int().min(1).max(24).default(9),
  }).safeParse(await jsonBody(c));
  if (!parsed.success) return badRequest(c, parsed.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json({ data: await requestApi(c).productGroup(parsed.data.streamId, parsed.data.limit) });
});

api.get('/content/:slug{.+}', async (c) => {
  const slug = z.string().regex(/^[a-z0-9][a-z0-9\-/]{0,200}$/i, 'must be a page slug').safeParse(c.req.param('slug'));
  if (!slug.success) return badRequest(c, slug.error);
  const page = await requestApi(c).contentPage(slug.data);
  if (!page) return c.json({ error: 'Not found', message: `Page not found: /${slug.data}` }, 404);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(page);
});

api.get('/error-page', async (c) => {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).errorPage());
});

api.get('/quick-search', async (c) => {
  const parsed = z.object({
    term: z.string().trim().min(3, 'search term must be at least 3 characters').max(200, 'search term is too long'),
  }).safeParse(c.req.query());
  if (!parsed.success) return badRequest(c, parsed.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).quickSearch(parsed.data.term));
});

// Spec: GET /api/seo-urls?ids={comma-separated ids} → {elements: [{foreignKey, seoPathInfo}]}.
api.get('/seo-urls', async (c) => {
  const parsed = z.object({ ids: z.string().min(1, 'ids is required').max(3300) }).safeParse(c.req.query());
  const ids = parsed.success ? parsed.data.ids.split(',').map((s) => s.trim()) : [];
  const checked = z.array(ID).min(1).max(100).safeParse(ids);
  if (!parsed.success) return badRequest(c, parsed.error);
  if (!checked.success) return badRequest(c, checked.error);
  const paths = await requestApi(c).seoUrls(checked.data);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json({ elements: Object.entries(paths).map(([foreignKey, path]) => ({ foreignKey, seoPathInfo: path.slice(1) })) });
});

// Spec: GET /api/getShopwarePage/id/{ids joined by |} → {elements: [{id, seoUrls: [{seoPathInfo}]}]}.
api.get('/getShopwarePage/id/:ids', async (c) => {
  const checked = z.array(ID).min(1).max(100).safeParse(c.req.param('ids').split('|'));
  if (!checked.success) return badRequest(c, checked.error);
  const pages = await requestApi(c).shopwarePages(checked.data);
  if (pages === 'error') return c.json({ error: 'error', message: 'Error fetching Shopware page' }, 502);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(pages);
});

// Spec: GET /api/blogs/getAllBlogs?page&limit (limit 9; without parameters: the newest 9).
api.get('/blogs/getAllBlogs', async (c) => {
  const parsed = z.object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  }).safeParse(c.req.query());
  if (!parsed.success) return badRequest(c, parsed.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).blogs(parsed.data.page, parsed.data.limit));
});

api.get('/blogs/relatedBlogs/:blogId', async (c) => {
  const id = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be a blog id').safeParse(c.req.param('blogId'));
  if (!id.success) return badRequest(c, id.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).relatedBlogs(id.data));
});

// A journal post (/blog/{slug}).
api.get('/blog/:slug', async (c) => {
  const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,200}$/i, 'must be a blog slug').safeParse(c.req.param('slug'));
  if (!slug.success) return badRequest(c, slug.error);
  const post = await requestApi(c).blogPost(slug.data);
  if (!post) return c.json({ error: 'Not found', message: `Page not found: /blog/${slug.data}` }, 404);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(post);
});

// A look's landing page with its products.
api.get('/landing-page/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return badRequest(c, id.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).landingPage(id.data));
});

// Spec: GET brands, GET brands/{filter} with filter dames or heren.
api.get('/brands/:filter?', async (c) => {
  const filter = z.enum(['dames', 'heren'], { error: 'filter must be dames or heren' }).optional().safeParse(c.req.param('filter'));
  if (!filter.success) return badRequest(c, filter.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).brands(filter.data ?? ''));
});

// Spec: POST /api/looks/getAllLooks {gender: '' | dames | heren, page, itemsPerPage}.
api.post('/looks/getAllLooks', async (c) => {
  const parsed = z.object({
    gender: z.enum(['', 'dames', 'heren'], { error: "gender must be '', dames or heren" }).default(''),
    page: z.number().int().min(1).max(1000).default(1),
    itemsPerPage: z.number().int().min(1).max(48).default(LOOK_PAGE_SIZE),
  }).safeParse(await jsonBody(c) ?? {});
  if (!parsed.success) return badRequest(c, parsed.error);
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(await requestApi(c).looks(parsed.data));
});

// Spec: POST contact-form. Checked again here whatever the browser did, and rate-limited.
api.route('/contact-form', contactApi);

api.post('/newsletter', rateLimited('newsletter', 'json'), async (c) => {
  const parsed = z.object({ email: z.email({ error: 'Email is invalid' }).max(254) }).safeParse(await jsonBody(c));
  if (!parsed.success) return badRequest(c, parsed.error);
  return c.json(await requestApi(c).subscribeNewsletter(parsed.data.email));
});

// The cart, the account and checkout: shopper-specific, never cached anywhere.
for (const path of ['/cart', '/cart/*', '/contact-form', '/newsletter', '/account/*', '/checkout/*']) {
  api.use(path, async (c, next) => { await next(); c.header('Cache-Control', PRIVATE); });
}

api.get('/cart', async (c) => c.json(await requestApi(c).cart()));

api.post('/cart/items', async (c) => {
  const parsed = z.object({
    productId: ID, quantity: quantity.default(1), requestId: z.string().regex(/^[\w-]{8,64}$/).optional(),
  }).safeParse(await jsonBody(c));
  if (!parsed.success) return badRequest(c, parsed.error);
  return c.json(await requestApi(c).addToCart(parsed.data));
});

api.patch('/cart/items/:id', async (c) => {
  const parsed = z.object({ id: z.string().min(1).max(64), quantity }).safeParse({
    id: c.req.param('id'), ...(await jsonBody(c) as object | undefined),
  });
  if (!parsed.success) return badRequest(c, parsed.error);
  return c.json(await requestApi(c).changeCartQuantity(parsed.data.id, parsed.data.quantity));
});

api.delete('/cart/items/:id', async (c) => {
  const id = z.string().min(1).max(64).safeParse(c.req.param('id'));
  if (!id.success) return badRequest(c, id.error);
  return c.json(await requestApi(c).removeCartItem(id.data));
});

api.post('/cart/promotion', rateLimited('promotion', 'json'), async (c) => {
  const parsed = z.object({
    code: z.string().trim().min(1, 'enter a promotion code').max(100, 'promotion code is too long'),
  }).safeParse(await jsonBody(c));
  if (!parsed.success) return badRequest(c, parsed.error);
  return c.json(await requestApi(c).addPromotionCode(parsed.data.code));
});

api.route('/', accountApi);

// Anything else under /api answers here, in JSON, without a backend call: a known path asked
// with another method gets 405 with the methods it takes, an unknown path 404. (Without this
// catch-all, the app's page render would answer an unknown /api path with the HTML 404 page.)
let endpoints: TrieRouter<string> | undefined;
function allowedMethods(path: string): string[] {
  if (!endpoints) {
    endpoints = new TrieRouter<string>();
    for (const route of api.routes) if (route.method !== METHOD_NAME_ALL) endpoints.add(route.method, route.path, route.method);
  }
  const router = endpoints;
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => router.match(method, path)[0].length > 0);
  // Hono answers HEAD with the GET route.
  return methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
}

api.all('*', (c) => {
  const path = new URL(c.req.url).pathname;
  const allowed = allowedMethods(path.replace(/^\/api(?=\/|$)/, '') || '/');
  c.header('Cache-Control', PRIVATE);
  if (allowed.length > 0) {
    c.header('Allow', allowed.join(', '));
    return c.json({ error: 'Method not allowed', message: `${c.req.method} kan hier niet: dit adres neemt ${allowed.join(', ')}.` }, 405);
  }
  return c.json({ error: 'Not found', message: `Dit adres bestaat niet: ${c.req.method} ${path}` }, 404);
});

api.notFound((c) => c.json({ error: 'Not found', message: `Dit adres bestaat niet: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

const ADDITION_UNCONFIRMED = shopperMessage('cart.message.additionUnconfirmed', 'We could not confirm the addition. Try again: it will not be added twice.');
export const BACKEND_UNAVAILABLE = shopperMessage('errors.backendUnavailable', 'The shop cannot be reached right now. Try again shortly.');

/** An account or checkout refusal the shop's words do not explain. */
const REFUSED_FALLBACK = shopperMessage('account.message.refused', 'That did not work. Check your details and try again.');

api.onError(async (error, c) => {
  if (error instanceof NotFoundError) return c.json({ error: 'Not found', message: error.message }, 404);
  if (error instanceof MaintenanceModeError) return c.json({ error: 'Maintenance', message: error.message }, 503);
  // Account and checkout refusals in the shop's words, with the form's fields.
  const path = new URL(c.req.url).pathname;
  if (path.startsWith('/api/account/') || path.startsWith('/api/checkout/')) {
    const problem = accountProblem(error, REFUSED_FALLBACK);
    if (problem) return c.json({ error: 'Refused', ...(await inShopWords(c, problem.message, problem.fields)) }, problem.status as 400);
  }
  const status = errorStatus(error);
  // A Store API client error (bad quantity, unknown line item): pass Shopware's own words.
  if (status && status >= 400 && status < 500) {
    const first = storeApiErrors(error)[0];
    return c.json({ error: first?.title ?? 'Request failed', message: first?.detail ?? error.message, code: first?.code }, status as 400);
  }
  // The request's line (same id) says which route and path.
  logError('API call failed', error);
  // An addition that timed out may still land: say so. The same request id again (the buy
  // box keeps it) never adds twice (worker/shopware/cart-gate.ts).
  const unconfirmed = c.req.method === 'POST' && path === '/api/cart/items';
  const { message } = await inShopWords(c, unconfirmed ? ADDITION_UNCONFIRMED : BACKEND_UNAVAILABLE, {});
  // Not kept by any cache: the next try may well work (a route's public max-age is for its data).
  c.header('Cache-Control', 'no-store');
  // A backend that is down or too slow: 503 and when to come back (#34); anything else a 502.
  if (isOutage(error)) return c.json({ error: 'Backend unavailable', message }, 503, statusHeaders(503, error));
  return c.json({ error: 'Backend unavailable', message }, 502);
});
