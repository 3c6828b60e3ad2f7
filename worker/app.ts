// The storefront's Hono app: middleware → /api → the document render.
import { Hono } from 'hono';
import { api, BACKEND_UNAVAILABLE, pageRoutes } from './api';
import { mountForms, mountRoutes } from './api/route';
import { cartBusy, cartRoutes } from './api/cart';
import { accountRoutes } from './api/account';
import { checkoutRoutes } from './api/checkout';
import { contactRoutes } from './api/contact';
import { guestOrderActions } from './forms/guest-order';
import { consentActions } from './forms/consent-form';
import { health } from './health';
import { ConfigurationError } from './env';
import { contextToken } from './middleware/context-token';
import { requestDeadline } from './request/deadline-middleware';
import { responseSent } from './request/response-sent-middleware';
import { requestGuard } from './middleware/request-guard';
import { requestIdentity, requestLog } from './logging/request-log';
import { logError } from './logging/log';
import { securityHeaders } from './middleware/security-headers';
import { serverTiming } from './request/server-timing-middleware';
import { TEST_CLOCK_PATH, testClock } from './request/test-clock';
import { BUILD_ID } from './render/assets';
import { renderPage } from './render/render-page';
import { BUILD_PATH } from '../shared/build';
import { CartBusyError, MaintenanceModeError } from './shopware/errors';
import { statusHeaders } from './render/status';
import { isOutage } from '../shared/errors';
import { robotsHeader, seoRoutes } from './seo/routes';
import { productAnalyticsRelay, RELAY_PATH } from './analytics/product-analytics-relay';
import { previewMode } from './preview/preview-mode';
import { shopWords, storefrontApi } from './storefront/middleware';
import type { AppEnv } from './types';
import { messageText, shopperMessage } from '../shared/snippets';

export const app = new Hono<AppEnv>();

// The tests' clock (local test runs only, TEST_CLOCK): before everything else, so a test that
// moves time reaches no guard, log or backend.
app.use(TEST_CLOCK_PATH, testClock());
// shopWords before the guards (their refusals speak the shop's words); the storefront façade
// last, once the session, the deadline and the preview are known.
app.use('*', requestIdentity(), requestLog(), serverTiming(), responseSent(), requestDeadline(), shopWords(), securityHeaders(), robotsHeader(), requestGuard(), contextToken(), previewMode(), storefrontApi());

// /__health (cheap) and the signed /__health/deep, which asks Shopware and Sanity (worker/health.ts).
app.route('/', health);

// The build this worker serves (decision 013): open pages ask, to learn of a deploy.
app.get(BUILD_PATH, (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ build: BUILD_ID });
});

app.route('/api', api);
// The operations under a page's own path (a guest's order as JSON, beside its page).
mountRoutes(app, pageRoutes);

// robots.txt and the sitemaps.
app.route('/', seoRoutes);

const UNEXPECTED_FAILURE = shopperMessage('errors.unexpected', 'Something went wrong. Please try again later.');

// The shopper's writes without JavaScript: each operation's form post (its `form`, beside its
// JSON route: the same schema, rate limit and handler), answered with a 303 to the page that
// says what happened. The cart (add, a line's quantity, its removal), the account (login,
// registration, password recovery, "Mijn gegevens", logging out, cancelling an order),
// the checkout (placing the order, paying again), the contact form and the newsletter.
// Beside them, actions whose only transport is the form post: a guest's order by its mail's link
// (the address and postcode, "Klaar"; decision 020) and the cookie choice. A form that posts to
// its page's own URL is named in that route module's `actions` (client/routes/).
export const FORM_ROUTES = { ...cartRoutes, ...accountRoutes, ...checkoutRoutes, ...contactRoutes, ...guestOrderActions, ...consentActions };
mountForms(app, FORM_ROUTES);

// PostHog's browser library, relayed to PostHog (product analytics after consent).
app.route(RELAY_PATH, productAnalyticsRelay);

app.get('*', (c) => renderPage(c));
app.on('HEAD', '*', (c) => renderPage(c));

app.onError(async (error, c) => {
  if (error instanceof ConfigurationError) {
    logError('Configuration error', error);
    return c.text(error.message, 500);
  }
  if (error instanceof MaintenanceModeError) {
    return c.text('MAINTENANCE_MODE', 503, statusHeaders(503, error));
  }
  if (error instanceof CartBusyError) return cartBusy(c, error, false);
  if (isOutage(error)) {
    logError('Backend unavailable', error);
    return c.text(messageText(await c.var.shopWords?.(), BACKEND_UNAVAILABLE), 503, statusHeaders(503, error));
  }
  logError('Unhandled error', error);
  return c.text(messageText(await c.var.shopWords?.(), UNEXPECTED_FAILURE), 500);
});
