// The demo backend worker: Shopware's Store API under /store-api (media under /media) and
// Sanity's HTTP API at the root (/v{apiVersion}/data/..., /images/..., /files/...), and a
// PostHog collector under /__posthog.
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import type { DemoBindings, DemoEnv } from './env';
import { CLOCK_MOVE, CLOCK_MOVE_REFUSED, moveClockAhead, startClockAhead } from '../shared/clock';
import { faultControl, injectFaults } from './faults';
import { ensureCatalogue, mediaApp, shopwareApp } from './shopware/app';
import { paymentPage } from './shopware/shopper/payment-page';
import { sanityApp } from './sanity/app';
import { posthogCollector, posthogInspection } from './posthog/collector';
import { scriptControl } from './shopware/app-scripts/routes';

// The routes of every mounted app end up in this app's router. Hono's default (RegExpRouter,
// then TrieRouter when a pattern defeats it) falls back to the trie here: the Store API has
// `/account/address/default-billing/:addressId` beside `/account/address/:addressId`, which
// RegExpRouter cannot combine. In workerd the trie cost 0.5-0.8 ms of CPU per request, measured
// on the process (seo-url lookup 1.5-1.9 → 1.0-1.1 ms, cross-selling 3.2 → 2.4 ms); the pattern
// router's one regular expression per route is cheaper for these 125 routes.
const app = new Hono<DemoEnv>({ router: new PatternRouter() });

// The date check's backend starts every isolate its years ahead (shared/clock.ts says why).
startClockAhead((env as unknown as DemoBindings).TEST_CLOCK_BASE_MS);

// Ready means seeded: start-up scripts wait on this before they start the storefront.
app.get('/__demo/health', async (c) => {
  await ensureCatalogue(c.env);
  return c.json({ ok: true });
});
// The tests' clock (shared/clock.ts): POST {"aheadMs": n} moves this backend's time ahead,
// as the storefront's /__test/clock moves its own (moveWorkerClock in scripts/lib/servers.mjs moves both).
app.post('/__demo/clock', async (c) => {
  const parsed = CLOCK_MOVE.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({ error: CLOCK_MOVE_REFUSED }, 400);
  return c.json({ aheadMs: moveClockAhead(parsed.data.aheadMs) });
});
// The demo payment provider's page, where /handle-payment sends shoppers for PayPal.
app.route('/__demo/pay', paymentPage);
app.route('/__demo/posthog', posthogInspection);
app.route('/__demo', faultControl);
// Tests only: a script of the Shopware app replaced for a while (shopware/app-scripts/routes.ts).
app.route('/__demo', scriptControl);
// PostHog's endpoints, for the storefront's product-analytics relay.
app.route('/__posthog', posthogCollector);
app.route('/media', mediaApp);
app.use('*', injectFaults());
app.route('/store-api', shopwareApp);
app.route('/', sanityApp);

export default app;
