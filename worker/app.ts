// The storefront's Hono app: middleware → /api → the document render.
import { Hono } from 'hono';
import * as z from 'zod';
import { api, BACKEND_UNAVAILABLE, cartBusy, pageRoutes } from './api';
import { mountRoutes } from './api/route';
import { ID, QUANTITY } from './request/input';
import { health } from './health';
import { contactFormPost } from './api/contact';
import { accountForms } from './forms/account-forms';
import { guestOrderForms } from './forms/guest-order';
import { cartForms } from './forms/cart-forms';
import { consentForm } from './forms/consent-form';
import { informationForms } from './forms/information-forms';
import { CONTACT_POST_PATH } from '../shared/forms/contact-rules';
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
import { CartAdditionRefusedError, CartBusyError, MaintenanceModeError } from './shopware/errors';
import { requestHost } from './request/origin';
import { statusHeaders } from './render/status';
import { isOutage } from '../shared/errors';
import { robotsHeader, seoRoutes } from './seo/routes';
import { productAnalyticsRelay, RELAY_PATH } from './analytics/product-analytics-relay';
import { previewMode } from './preview/preview-mode';
import { shopWords, storefrontApi } from './storefront/middleware';
import type { AppEnv } from './types';
import { backPath } from '../shared/forms/referer';
import { messageText, shopperMessage } from '../shared/snippets';
import { ADDITION_NOT_MADE, ADDITION_STATUS_PARAM, ADDITION_UNCONFIRMED } from '../shared/cart/messages';
import { errorStatus } from './shopware/errors';
import { ADDED_PARAM, CHOOSE_PARAM } from '../shared/catalogue/size-choice';
import { ATTEMPT_KEY, ATTEMPT_PARAM } from '../shared/forms/attempt';

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

const INVALID_ADDITION = shopperMessage('cart.message.invalidAddition', 'Invalid product or quantity.');
const UNEXPECTED_FAILURE = shopperMessage('errors.unexpected', 'Something went wrong. Please try again later.');

// Add to cart without JavaScript: a plain form post that redirects back (303).
app.post('/cart/add', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}));
  const parsed = z.object({
    productId: ID,
    quantity: z.coerce.number().pipe(QUANTITY).default(1),
    // The sizes the shopper has yet to choose (shared/catalogue/size-choice.ts): nothing is added.
    [CHOOSE_PARAM]: z.string().regex(/^[\p{L}\p{N} ,-]{1,60}$/u).optional(),
    // The press's idempotency key (the product page's form carries one per page, #34): the same
    // press sent again (a double click, a resubmission, a retry after a timeout) adds once.
    requestId: z.string().regex(ATTEMPT_KEY).optional(),
  }).safeParse(form);
  if (!parsed.success) return c.text(messageText(await c.var.shopWords?.(), INVALID_ADDITION), 400);
  // Back where the shopper was (only a page of this site, shared/forms/referer.ts), saying what happened.
  const { productId, quantity, requestId } = parsed.data;
  const url = new URL(backPath(c.req.header('referer'), requestHost(c.req.raw), '/cart'), 'https://back.invalid');
  for (const said of [ADDED_PARAM, CHOOSE_PARAM, ADDITION_STATUS_PARAM, ATTEMPT_PARAM]) url.searchParams.delete(said);
  // The cart shows what is in it: it needs no word on the addition.
  const backToCart = url.pathname === '/cart';
  const back = (said: Record<string, string>) => {
    if (!backToCart) for (const [param, value] of Object.entries(said)) url.searchParams.set(param, value);
    return c.redirect(url.pathname + url.search, 303);
  };
  const toChoose = parsed.data[CHOOSE_PARAM];
  if (toChoose) return back({ [CHOOSE_PARAM]: toChoose });
  try {
    await c.var.storefront.addToCart({ productId, quantity, ...(requestId ? { requestId } : {}) });
  } catch (error) {
    // The cart's gate is full: nothing was added; 503 with Retry-After in the shop's words.
    if (error instanceof CartBusyError) return cartBusy(c, error, false);
    // Not made (stock reached, product gone): the cart shows what is in it, with a notice.
    if (error instanceof CartAdditionRefusedError) return c.redirect(`/cart?${ADDITION_STATUS_PARAM}=${ADDITION_NOT_MADE}`, 303);
    const status = errorStatus(error);
    if (error instanceof MaintenanceModeError || (status !== undefined && status < 500)) throw error;
    // No answer in time: the addition may still have landed. With the press's key, the page it
    // came from says so and offers the same press again (it adds once); without one, "try
    // again" could add it twice, so the cart shows what is true, with a notice (#15).
    logError('Cart addition without JavaScript not confirmed', error);
    if (requestId && !backToCart) return back({ [ADDITION_STATUS_PARAM]: ADDITION_UNCONFIRMED, [ATTEMPT_PARAM]: requestId });
    return c.redirect(`/cart?${ADDITION_STATUS_PARAM}=${ADDITION_UNCONFIRMED}`, 303);
  }
  return back({ [ADDED_PARAM]: productId });
});

// A cart line's quantity and removal without JavaScript.
app.route('/', cartForms);
// Login, logout, registration and placing an order without JavaScript.
app.route('/', accountForms);
app.route('/', informationForms);
// A guest's order by its mail's link: the e-mail address and postcode, and "Klaar" (decision 020).
app.route('/', guestOrderForms);
// The cookie choice without JavaScript.
app.route('/', consentForm);

// The contact form without JavaScript: a plain form post that redirects back (303).
app.post(CONTACT_POST_PATH, (c) => contactFormPost(c));

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
