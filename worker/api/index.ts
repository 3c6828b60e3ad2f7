// /api: the JSON routes the browser's StorefrontApi (client/lib/api-client.ts) calls. Each is
// an operation declared in shared/api/operations.ts, mounted here from its route (the route
// files beside this one: its input schema and what it does, worker/api/route.ts for how); all
// call the request's storefront façade, the same one the render uses. Then the JSON answers
// for a path no route takes, and the errors in the shop's words.
import { Hono } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { NotFoundError } from '../../shared/storefront-api';
import { CartAdditionRefusedError, CartBusyError, MaintenanceModeError, errorStatus, storeApiErrors } from '../shopware/errors';
import { ADDITION_PRODUCT_GONE, ADDITION_STOCK_REACHED } from '../../shared/cart/messages';
import { isOutage } from '../../shared/errors';
import { statusHeaders } from '../render/status';
import type { AppEnv } from '../types';
import { accountRoutes } from './account';
import { accountProblem, inShopWords } from '../account/refusals';
import { cartBusy, cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { mountRoutes, PRIVATE, type RouteTable } from './route';
import type { OperationName } from '../../shared/api/operations';
import { shopperMessage } from '../../shared/snippets';
import { contactRoutes } from './contact';
import { revalidateRoute } from './revalidate';
import { shopwareAppRoutes } from '../shopware-app/registration';
import { previewRoutes } from '../preview/routes';
import { logError } from '../logging/log';

export { pageRoutes } from './account';

export const api = new Hono<AppEnv>();

// The content webhook's purge and the preview's start: signed, not storefront operations.
api.route('/revalidate', revalidateRoute);
// The Shopware app's registration: a shop that installs it (worker/shopware-app/registration.ts).
api.route('/shopware-app', shopwareAppRoutes);
api.route('/', previewRoutes);

/** Every operation's route, keyed by its name in shared/api/operations.ts: one missing is a type error. */
const routes: RouteTable<ApiOperation> = { ...catalogueRoutes, ...contactRoutes, ...cartRoutes, ...accountRoutes, ...checkoutRoutes };
mountRoutes(api, routes);

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
/** The operations under /api (the guest's order lives under its page: pageRoutes in ./account, mounted by worker/app.ts). */
type ApiOperation = Exclude<OperationName, 'guestOrder'>;

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
  // The cart's gate is full (cart-gate.ts): nothing was written; come back shortly.
  if (error instanceof CartBusyError) return cartBusy(c, error);
  // Shopware answered the addition without making it: 409 with the cart as it is.
  if (error instanceof CartAdditionRefusedError) {
    const { message } = await inShopWords(c, error.reason === 'product-stock-reached' ? ADDITION_STOCK_REACHED : ADDITION_PRODUCT_GONE, {});
    return c.json({ error: 'Refused', message, cart: error.cart }, 409);
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
