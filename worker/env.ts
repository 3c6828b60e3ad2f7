// Configuration, validated once per isolate. None of it reaches the HTML: secrets and the
// Shopware/Sanity credentials stay in the worker (image URLs are resolved here too).
import * as z from 'zod';

export interface Bindings {
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  /** Durable Objects (wrangler.toml): the rate limits' counters, one per action and client. */
  RATE_LIMITER: DurableObjectNamespace<import('./durable/rate-limiter').RateLimiter>;
  /** One per context token: the shopper's cart writes in order, once per press (decision 004). */
  CART_WRITES: DurableObjectNamespace<import('./durable/cart-writes').CartWrites>;
  /** One per purge webhook, named after its signature: the purge in slices (decision 022). */
  PURGE_JOBS: DurableObjectNamespace<import('./durable/purge-job').PurgeJob>;
  SHOPWARE_ENDPOINT?: string;
  SHOPWARE_ACCESS_KEY?: string;
  /** Optional language id (hex) sent as sw-language-id; unset, the sales channel's default. */
  SHOPWARE_LANGUAGE_ID?: string;
  /** Optional currency id (hex) sent as sw-currency-id; unset, the sales channel's default. */
  SHOPWARE_CURRENCY_ID?: string;
  SANITY_PROJECT_ID?: string;
  SANITY_DATASET?: string;
  SANITY_API_VERSION?: string;
  SANITY_API_HOST?: string;
  SANITY_CDN_HOST?: string;
  SANITY_TOKEN?: string;
  /**
   * The Sanity Studio's URL (its Presentation tool frames the shop). Set: previews carry
   * stega-encoded edit links for visual editing. Unset: previews without overlays.
   */
  SANITY_STUDIO_URL?: string;
  SANITY_WEBHOOK_SECRET?: string;
  SHOPWARE_WEBHOOK_SECRET?: string;
  /**
   * The Shopware app's secret (its manifest's `<setup><secret>`, shopware-app/): a shop that
   * installs the app registers with it (worker/shopware-app/registration.ts). Unset: no app here.
   */
  SHOPWARE_APP_SECRET?: string;
  /**
   * Signs the proofs a browser carries for the worker (a guest's order proof,
   * worker/forms/guest-order-proof.ts; decision 020), at least 32 characters: `wrangler secret
   * put PROOF_SECRET`. Unset: a guest's order does not open by its mail's link (never unsigned).
   */
  PROOF_SECRET?: string;
  SITE_URL?: string;
  /**
   * The production host name (e.g. 'www.veld.nl'). Only when SITE_URL is https on exactly this
   * host may search engines index the site; anywhere else (staging, localhost, unset) robots.txt
   * says `Disallow: /` and every response carries `X-Robots-Tag: noindex` (worker/seo/robots.ts).
   */
  PRODUCTION_HOST?: string;
  /**
   * 'identity' for local runtimes (wrangler dev, Miniflare), which would otherwise buffer a
   * streamed HTML response whole to gzip it. Unset in production: the edge compresses the
   * stream as it flows.
   */
  HTML_CONTENT_ENCODING?: string;
  /**
   * reCAPTCHA Enterprise site key for the contact form (public: it is written into the page).
   * Unset: the form works without reCAPTCHA. Set: the worker requires a token, which it
   * passes on to the shop's contact route for verification.
   */
  RECAPTCHA_SITE_KEY?: string;
  /**
   * Google Tag Manager container id ('GTM-XXXXXXX'), public. Set: the page loads the container
   * after the shopper's consent (decision 012) and the CSP allows Google's tag hosts. Unset:
   * no tag manager, and no Google host in the CSP.
   */
  GTM_ID?: string;
  /**
   * PostHog project API key ('phc_…', public: it is written into the page). Set: after the
   * shopper's consent to analytics the page loads PostHog's browser library, which talks to
   * /ingest on the shop's own origin (worker/analytics/product-analytics-relay.ts). Unset: one
   * warning in the browser, and product analytics is a no-op.
   */
  POSTHOG_KEY?: string;
  /** Where /ingest passes events, flags and surveys on to (default https://eu.i.posthog.com). */
  POSTHOG_HOST?: string;
  /** Where /ingest/static and /ingest/array come from (default: POSTHOG_HOST's assets host). */
  POSTHOG_ASSETS_HOST?: string;
  /**
   * 'on' only for tests against the demo backend: the shopper's `x-demo-scope` header goes
   * along on Store API calls, so the backend applies the faults one test switched on to that
   * test's requests alone (demo-backend/faults.ts). Never set in production.
   */
  DEMO_FAULT_SCOPE?: string;
  /**
   * 'on' only for the local test runs: POST /__test/clock moves the worker's clock ahead
   * (worker/request/test-clock.ts), so tests let time pass without sleeping. Never set in
   * production.
   */
  TEST_CLOCK?: string;
  /** With TEST_CLOCK on: how far ahead every isolate's clock starts (the date check, scripts/date-check.mjs). */
  TEST_CLOCK_BASE_MS?: string;
}

export const MISSING_SHOPWARE_CONFIG =
  'Make sure that endpoint and accessToken are settled in the configuration';

const configSchema = z.object({
  shopware: z.object({
    endpoint: z.url({ error: MISSING_SHOPWARE_CONFIG }),
    accessKey: z.string({ error: MISSING_SHOPWARE_CONFIG }).min(1, MISSING_SHOPWARE_CONFIG),
    languageId: z.string().regex(/^[0-9a-f]{32}$/i, 'SHOPWARE_LANGUAGE_ID must be a Shopware id').optional(),
    currencyId: z.string().regex(/^[0-9a-f]{32}$/i, 'SHOPWARE_CURRENCY_ID must be a Shopware id').optional(),
  }),
  sanity: z.object({
    projectId: z.string().regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID must be a Sanity project id'),
    // Sanity's rule for dataset names: lower case, digits, _ and -, at most 64 characters.
    dataset: z.string().regex(/^~?[a-z0-9_-]{1,64}$/, 'SANITY_DATASET must be a valid dataset name'),
    apiVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'SANITY_API_VERSION must be a date'),
    apiHost: z.url().optional(),
    cdnHost: z.url().optional(),
    token: z.string().min(1).optional(),
    studioUrl: z.url({ error: 'SANITY_STUDIO_URL must be a URL' }).optional(),
  }),
  webhooks: z.object({
    sanitySecret: z.string().min(1).optional(),
    shopwareSecret: z.string().min(1).optional(),
  }),
  siteUrl: z.url().default('http://localhost:8787'),
  productionHost: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, 'PRODUCTION_HOST must be a host name').optional(),
  htmlContentEncoding: z.literal('identity').optional(),
  recaptchaSiteKey: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'RECAPTCHA_SITE_KEY must be a reCAPTCHA site key').optional(),
  gtmId: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must be a container id such as GTM-ABC1234').optional(),
  posthog: z.object({
    key: z.string().regex(/^phc_[A-Za-z0-9_-]{10,80}$/, 'POSTHOG_KEY must be a PostHog project API key (phc_…)'),
    host: z.url({ error: 'POSTHOG_HOST must be a URL' }),
    assetsHost: z.url({ error: 'POSTHOG_ASSETS_HOST must be a URL' }),
  }).optional(),
  demoFaultScope: z.boolean(),
});

/** PostHog's EU cloud, where a Dutch shop's data stays in the EU. */
export const POSTHOG_DEFAULT_HOST = 'https://eu.i.posthog.com';

/** PostHog's clouds serve their scripts from a host of their own (eu.i → eu-assets.i). */
export function posthogAssetsHostFor(host: string): string {
  return host.replace(/^(https:\/\/)(eu|us)\.i\.posthog\.com$/, '$1$2-assets.i.posthog.com');
}

function posthogConfig(env: Bindings) {
  const key = blankToUndefined(env.POSTHOG_KEY);
  if (!key) return undefined;
  const host = (blankToUndefined(env.POSTHOG_HOST) ?? POSTHOG_DEFAULT_HOST).replace(/\/+$/, '');
  const assetsHost = blankToUndefined(env.POSTHOG_ASSETS_HOST)?.replace(/\/+$/, '') ?? posthogAssetsHostFor(host);
  return { key, host, assetsHost };
}

export type Config = z.infer<typeof configSchema>;

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

let cached: { source: Bindings; config: Config } | undefined;

/** Reads and validates the configuration; throws ConfigurationError with a clear message. */
export function readConfig(env: Bindings): Config {
  if (cached?.source === env) return cached.config;
  const endpoint = blankToUndefined(env.SHOPWARE_ENDPOINT);
  const accessKey = blankToUndefined(env.SHOPWARE_ACCESS_KEY);
  // The spec's own message for the most common mistake, before any schema detail.
  if (!endpoint || !accessKey) throw new ConfigurationError(MISSING_SHOPWARE_CONFIG);
  const parsed = configSchema.safeParse({
    shopware: {
      endpoint: endpoint.replace(/\/+$/, ''), accessKey,
      languageId: blankToUndefined(env.SHOPWARE_LANGUAGE_ID), currencyId: blankToUndefined(env.SHOPWARE_CURRENCY_ID),
    },
    sanity: {
      projectId: blankToUndefined(env.SANITY_PROJECT_ID),
      dataset: blankToUndefined(env.SANITY_DATASET),
      apiVersion: blankToUndefined(env.SANITY_API_VERSION) ?? '2025-02-19',
      apiHost: blankToUndefined(env.SANITY_API_HOST),
      cdnHost: blankToUndefined(env.SANITY_CDN_HOST),
      token: blankToUndefined(env.SANITY_TOKEN),
      studioUrl: blankToUndefined(env.SANITY_STUDIO_URL)?.replace(/\/+$/, ''),
    },
    webhooks: {
      sanitySecret: blankToUndefined(env.SANITY_WEBHOOK_SECRET),
      shopwareSecret: blankToUndefined(env.SHOPWARE_WEBHOOK_SECRET),
    },
    siteUrl: blankToUndefined(env.SITE_URL)?.replace(/\/+$/, ''),
    productionHost: blankToUndefined(env.PRODUCTION_HOST),
    htmlContentEncoding: blankToUndefined(env.HTML_CONTENT_ENCODING),
    recaptchaSiteKey: blankToUndefined(env.RECAPTCHA_SITE_KEY),
    gtmId: blankToUndefined(env.GTM_ID),
    posthog: posthogConfig(env),
    demoFaultScope: env.DEMO_FAULT_SCOPE === 'on',
  });
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigurationError(`Invalid configuration: ${detail}`);
  }
  cached = { source: env, config: parsed.data };
  return parsed.data;
}

