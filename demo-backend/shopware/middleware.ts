// The Store API's request envelope: CORS, the error format, the sw-access-key check and the
// sw-context-token life cycle. Route modules throw StoreApiError (store-api-error.ts) and never
// build error bodies themselves, so every failure looks like Shopware's.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { basePath, baseRoutePath, matchedRoutes } from 'hono/route';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { ShopwareEnv } from './types';
import { resolveContextToken } from './shopper/context';
import { StoreApiError, symfonyError } from './store-api-error';

/**
 * The request body as JSON: `{}` when there is none (Shopware treats a missing body as empty
 * criteria), 400 like Symfony's JsonRequestTransformerListener when it does not parse.
 */
export async function readJsonBody(c: Context<ShopwareEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw symfonyError(400, 'The JSON payload is malformed.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw symfonyError(400, 'The JSON payload is malformed.');
  }
  return body as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// CORS, error format and the 404/405 decision

/** CorsListener: the same header list is allowed and exposed, so a browser client can read the token. */
const CORS_HEADERS = [
  'Content-Type', 'Authorization', 'sw-context-token', 'sw-access-key', 'sw-language-id',
  'sw-version-id', 'sw-inheritance', 'indexing-behavior', 'sw-include-seo-urls',
];

/**
 * Installs the Store API's envelope on the app, before any other middleware:
 * CORS (error answers need it too, or a browser hides them from the storefront), the error
 * format for everything thrown below, and 404/405 for requests no endpoint takes. Those two are
 * decided before the access key is checked, as Symfony routes before Shopware authenticates.
 */
export function storeApiErrors(app: Hono<ShopwareEnv>) {
  app.onError((err, c) => {
    const failure = err instanceof StoreApiError ? err : internalError(err);
    return c.json({ errors: failure.entries }, failure.status);
  });
  app.use('*', cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: CORS_HEADERS,
    exposeHeaders: CORS_HEADERS,
  }));
  app.use('*', async (c, next) => {
    // Only this app's routes count: the parent's catch-alls (fault injection) match every path.
    const mount = baseRoutePath(c);
    const isEndpoint = matchedRoutes(c).some((route) => route.method !== METHOD_NAME_ALL && route.basePath === mount);
    if (isEndpoint) return next();
    const allowed = endpointMethods(app, pathWithinApp(c));
    if (allowed.length === 0) throw symfonyError(404, `No route found for "${c.req.method} ${c.req.path}"`);
    c.header('Allow', allowed.join(', '));
    throw symfonyError(405, `No route found for "${c.req.method} ${c.req.path}": Method Not Allowed (Allow: ${allowed.join(', ')})`);
  });
}

function internalError(err: Error): StoreApiError {
  // Logged for the developer; the client never sees a stack trace or an internal message.
  console.error('[demo backend] unhandled error in the Store API:', err);
  return StoreApiError.of(500, '0', 'Internal Server Error');
}

/** The request path relative to where the app is mounted (/store-api/context → /context). */
function pathWithinApp(c: Context<ShopwareEnv>): string {
  const mount = basePath(c);
  return mount === '/' ? c.req.path : c.req.path.slice(mount.length) || '/';
}

const methodRouters = new WeakMap<Hono<ShopwareEnv>, TrieRouter<string>>();

/** The methods that do have an endpoint at this path, read from the app's own route table. */
function endpointMethods(app: Hono<ShopwareEnv>, path: string): string[] {
  let router = methodRouters.get(app);
  if (!router) {
    // Built on first use: the route modules are mounted after storeApiErrors() runs.
    router = new TrieRouter<string>();
    for (const route of app.routes) {
      if (route.method !== METHOD_NAME_ALL) router.add(route.method, route.path, route.method);
    }
    methodRouters.set(app, router);
  }
  const methods = new Set<string>();
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    if (router.match(method, path)[0].length > 0) methods.add(method);
  }
  return [...methods];
}

// ---------------------------------------------------------------------------------------------
// Sales channel and context

/** SalesChannelAuthenticationListener: the sw-access-key names the sales channel. */
export function salesChannelAuth(): MiddlewareHandler<ShopwareEnv> {
  return async function salesChannelAuth(c, next) {
    const key = c.req.header('sw-access-key');
    if (!key) throw symfonyError(401, 'Header "sw-access-key" is required.');
    if (key !== c.env.DEMO_ACCESS_KEY) {
      throw StoreApiError.of(412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND',
        'No matching sales channel found.');
    }
    await next();
  };
}

/**
 * Puts the context token in effect on the request and echoes it on the answer.
 * No token: a new one. An unknown token: taken as a new guest context. A context idle for more
 * than a day: a new token (contract §0). Routes that rotate the token (login, register,
 * logout) set `contextToken` again, and the answer carries the rotated one.
 */
export function contextToken(): MiddlewareHandler<ShopwareEnv> {
  return async function contextToken(c, next) {
    c.set('includeSeoUrls', c.req.header('sw-include-seo-urls') !== undefined);
    c.set('contextToken', await resolveContextToken(c.env.DB, c.req.header('sw-context-token')));
    await next();
    c.header('sw-context-token', c.get('contextToken'));
  };
}
