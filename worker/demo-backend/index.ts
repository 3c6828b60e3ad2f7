// The demo backend worker: Shopware's Store API under /store-api (media under /media) and
// Sanity's HTTP API at the root (/v{apiVersion}/data/..., /images/..., /files/...), and a
// PostHog collector under /__posthog.
import { Hono } from 'hono';
import type { DemoEnv } from './env';
import { faultControl, injectFaults } from './faults';
import { ensureCatalogue, mediaApp, shopwareApp } from './shopware/app';
import { paymentPage } from './shopware/shopper/payment-page';
import { sanityApp } from './sanity/app';
import { posthogCollector, posthogInspection } from './posthog/collector';

const app = new Hono<DemoEnv>();

// Ready means seeded: start-up scripts wait on this before they start the storefront.
app.get('/__demo/health', async (c) => {
  await ensureCatalogue(c.env);
  return c.json({ ok: true });
});
// The demo payment provider's page, where /handle-payment sends shoppers for PayPal.
app.route('/__demo/pay', paymentPage);
app.route('/__demo/posthog', posthogInspection);
app.route('/__demo', faultControl);
// PostHog's endpoints, for the storefront's product-analytics relay.
app.route('/__posthog', posthogCollector);
app.route('/media', mediaApp);
app.use('*', injectFaults());
app.route('/store-api', shopwareApp);
app.route('/', sanityApp);

export default app;
