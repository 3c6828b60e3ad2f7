// Each rule of `npm run deploy:check` fails when its condition is broken (issue 55): a copy of
// production's configuration as wrangler resolves it, broken one way at a time.
import { describe, expect, it } from 'vitest';
import {
  bundleProblems, BUNDLE_BUDGET_GZIP_BYTES, environmentProblems, FREE_PLAN_GZIP_BYTES, profileCpuMs, startupProblems,
} from './deploy-rules.mjs';

const SECRETS = ['SANITY_TOKEN', 'SANITY_WEBHOOK_SECRET', 'SHOPWARE_WEBHOOK_SECRET', 'SHOPWARE_APP_SECRET', 'PROOF_SECRET'];
const production = () => ({
  name: 'storefront-production',
  workers_dev: false,
  routes: [{ pattern: 'www.veld.nl', custom_domain: true }],
  upload_source_maps: true,
  assets: { binding: 'ASSETS' },
  kv_namespaces: [{ binding: 'CACHE', id: '0123456789abcdef0123456789abcdef' }],
  durable_objects: { bindings: [{ name: 'RATE_LIMITER', class_name: 'RateLimiter' }] },
  migrations: [{ tag: 'v1', new_sqlite_classes: ['RateLimiter'] }],
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.SSR': 'true' },
  secrets: { required: [...SECRETS] },
  vars: { SHOPWARE_ENDPOINT: 'https://shop.example/store-api', SHOPWARE_ACCESS_KEY: 'SWSCABC', SITE_URL: 'https://www.veld.nl' } as Record<string, string>,
});
const rules = { deployed: true, required: ['CACHE', 'ASSETS', 'RATE_LIMITER', 'SHOPWARE_ENDPOINT'], exportedClasses: ['RateLimiter'], demoSecretValues: ['demo-secret'] };

describe('deploy check', () => {
  it('passes a complete production environment', () => {
    expect(environmentProblems(production(), rules)).toEqual([]);
    expect(environmentProblems(production(), { ...rules, strict: true })).toEqual([]);
  });

  it('names each broken rule', () => {
    const broken = (change: (c: ReturnType<typeof production>) => void, strict = false) => {
      const config = production();
      change(config);
      return environmentProblems(config, { ...rules, strict });
    };
    expect(broken((c) => { c.kv_namespaces = []; })).toEqual(['CACHE is read by the worker but not bound']);
    expect(broken((c) => { c.durable_objects.bindings[0]!.class_name = 'Gone'; })).toEqual([
      'RATE_LIMITER: class Gone is not exported by worker/index.ts', 'RATE_LIMITER: no migration creates class Gone',
    ]);
    expect(broken((c) => { c.define = { 'process.env.NODE_ENV': '"production"' } as never; })[0]).toMatch(/import.meta.env.SSR must be true/);
    expect(broken((c) => { c.vars.DEMO_FAULT_SCOPE = 'on'; })).toEqual(['DEMO_FAULT_SCOPE is local-only and must not be deployed']);
    expect(broken((c) => { c.vars.HTML_CONTENT_ENCODING = 'identity'; })).toEqual(['HTML_CONTENT_ENCODING is local-only and must not be deployed']);
    expect(broken((c) => { c.vars.PROOF_SECRET = 'x'; })).toEqual(['PROOF_SECRET is a secret: `wrangler secret put PROOF_SECRET`, not a var']);
    expect(broken((c) => { c.secrets.required = SECRETS.slice(1); })).toEqual(['SANITY_TOKEN is missing from secrets.required']);
    expect(broken((c) => { c.vars.SHOPWARE_ENDPOINT = 'http://127.0.0.1:8788/store-api'; })).toEqual(['SHOPWARE_ENDPOINT points at this machine: http://127.0.0.1:8788/store-api']);
    expect(broken((c) => { c.vars.POSTHOG_KEY = 'demo-secret'; })).toEqual(['POSTHOG_KEY holds a demo secret']);
    expect(broken((c) => { c.upload_source_maps = false; })[0]).toMatch(/upload_source_maps/);
    expect(broken((c) => { c.routes = []; c.workers_dev = true; })[0]).toMatch(/no route/);
    // Left to fill in: fine to check in, refused when about to deploy.
    expect(broken((c) => { c.vars.SHOPWARE_ACCESS_KEY = '<access key>'; })).toEqual([]);
    expect(broken((c) => { c.vars.SHOPWARE_ACCESS_KEY = '<access key>'; }, true)).toEqual(['SHOPWARE_ACCESS_KEY is still <access key>']);
    expect(broken((c) => { c.kv_namespaces[0]!.id = '<kv id>'; }, true)).toEqual(['KV CACHE is still <kv id>']);
  });

  it('holds the local environment only to what the worker reads and how it is built', () => {
    const local = { ...production(), vars: { ...production().vars, DEMO_FAULT_SCOPE: 'on', SANITY_TOKEN: 'demo-secret' }, upload_source_maps: undefined, secrets: undefined };
    expect(environmentProblems(local as never, { ...rules, deployed: false })).toEqual([]);
  });

  it('bounds the bundle by the free plan and by the shop’s own budget', () => {
    expect(bundleProblems(BUNDLE_BUDGET_GZIP_BYTES)).toEqual([]);
    expect(bundleProblems(BUNDLE_BUDGET_GZIP_BYTES + 1)[0]).toMatch(/over this shop's budget/);
    expect(bundleProblems(FREE_PLAN_GZIP_BYTES + 1)[0]).toMatch(/over the free plan's/);
  });

  it('bounds the startup CPU, counted from the profile without idle samples or time off the CPU', () => {
    const profile = {
      nodes: [{ id: 1, callFrame: { functionName: '(root)' } }, { id: 2, callFrame: { functionName: '(idle)' } }, { id: 3, callFrame: { functionName: 'readConfig' } }],
      // Samples about 1 ms apart; one gap of 40 ms (the thread was descheduled) counts as 1.1 ms.
      samples: [3, 3, 3, 2, 3, 1, 3],
      timeDeltas: [1_000, 1_000, 40_000, 900, 1_050, 1_000, 1_000],
    };
    expect(profileCpuMs(profile)).toBeCloseTo(1 + 1 + 1.1 + 1.05 + 1 + 1);
    expect(startupProblems(200)).toEqual([]);
    expect(startupProblems(201)[0]).toMatch(/over the budget of 200 ms/);
  });
});
