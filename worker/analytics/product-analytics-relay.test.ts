import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../env';
import { posthogAssetsHostFor } from '../env';
import { productAnalyticsRelay, RELAY_BODY_LIMIT, RELAY_PATH } from './product-analytics-relay';

const BASE_ENV = {
  SHOPWARE_ENDPOINT: 'http://shop.test/store-api', SHOPWARE_ACCESS_KEY: 'SWSC0000', SANITY_PROJECT_ID: 'demo', SANITY_DATASET: 'production',
} as Bindings;
const ENV = { ...BASE_ENV, POSTHOG_KEY: 'phc_testProjectKey0001', POSTHOG_HOST: 'https://eu.i.posthog.com' } as Bindings;
const GRANTED = 'veld-consent=1.a1.m0; sw-context-token=SECRETTOKEN0123456789';
const REFUSED = 'veld-consent=1.a0.m1; sw-context-token=SECRETTOKEN0123456789';

function upstream(answer: () => Response = () => new Response('{"status":1}', { headers: { 'content-type': 'application/json', 'set-cookie': 'ph=1' } })) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => { calls.push({ url, init }); return answer(); }));
  return calls;
}

/** As mounted in the app, under /ingest. */
const relay = (path: string, init: RequestInit = {}, env: Bindings = ENV) => productAnalyticsRelay.request(`${RELAY_PATH}${path}`, init, env);

afterEach(() => { vi.unstubAllGlobals(); });

describe('product-analytics relay', () => {
  it('passes an event batch on as it came, with none of the shopper’s cookies', async () => {
    const calls = upstream();
    const body = new Uint8Array([0x1f, 0x8b, 1, 2, 3]);
    const res = await relay('/i/v0/e/?ip=0&_=1', {
      method: 'POST', body, headers: { cookie: GRANTED, 'content-type': 'text/plain', 'x-forwarded-for': '10.0.0.1', authorization: 'Bearer x' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://eu.i.posthog.com/i/v0/e/?ip=0&_=1');
    expect(new Uint8Array(calls[0]!.init.body as Uint8Array)).toEqual(body);
    const sent = calls[0]!.init.headers as Headers;
    expect([...sent.keys()]).toEqual(['content-type']);
  });

  it('takes the library’s scripts and remote config from the assets host, and lets them be cached', async () => {
    const calls = upstream(() => new Response('/* js */', { headers: { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=3600' } }));
    const res = await relay('/static/1.449.2/surveys.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    await relay('/array/phc_testProjectKey0001/config.js', { headers: { cookie: REFUSED } });
    expect(calls.map((c) => c.url)).toEqual([
      'https://eu-assets.i.posthog.com/static/1.449.2/surveys.js',
      'https://eu-assets.i.posthog.com/array/phc_testProjectKey0001/config.js',
    ]);
  });

  it('refuses what carries data about a shopper who did not grant analytics', async () => {
    const calls = upstream();
    for (const cookie of [REFUSED, '']) {
      expect((await relay('/e/', { method: 'POST', body: '{}', headers: { cookie } })).status).toBe(403);
      expect((await relay('/flags/?v=2', { method: 'POST', body: '{}', headers: { cookie } })).status).toBe(403);
    }
    expect(calls).toEqual([]);
  });

  it('passes nothing else: other paths are 404, other methods 405, large bodies 413', async () => {
    const calls = upstream();
    for (const path of ['/', '/s/', '/api/projects/1', '/static/../secrets.js', '/array/x/other', '/e/../../admin']) {
      expect((await relay(path, { headers: { cookie: GRANTED } })).status, path).toBe(404);
    }
    expect((await relay('/e/', { method: 'PUT', body: '{}', headers: { cookie: GRANTED } })).status).toBe(405);
    const large = new Uint8Array(RELAY_BODY_LIMIT + 1);
    expect((await relay('/e/', { method: 'POST', body: large, headers: { cookie: GRANTED } })).status).toBe(413);
    expect(calls).toEqual([]);
  });

  it('is off without a key', async () => {
    const calls = upstream();
    expect((await relay('/e/', { method: 'POST', body: '{}', headers: { cookie: GRANTED } }, BASE_ENV)).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it('answers 502 when PostHog cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    const res = await relay('/e/', { method: 'POST', body: '{}', headers: { cookie: GRANTED } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Bad gateway' });
  });
});

describe('PostHog hosts', () => {
  it('finds the assets host of PostHog’s clouds and keeps any other host', () => {
    expect(posthogAssetsHostFor('https://eu.i.posthog.com')).toBe('https://eu-assets.i.posthog.com');
    expect(posthogAssetsHostFor('https://us.i.posthog.com')).toBe('https://us-assets.i.posthog.com');
    expect(posthogAssetsHostFor('https://posthog.example.com')).toBe('https://posthog.example.com');
  });
});
