import { afterEach, describe, expect, it, vi } from 'vitest';
import { health, probe } from './health';
import { signShopwareBody } from './cache/webhook-signatures';

const SECRET = 'health-test-secret';
const ENV = {
  SHOPWARE_ENDPOINT: 'https://shop.example.nl/store-api', SHOPWARE_ACCESS_KEY: 'SWSCDEMOSTOREFRONTNL00000001',
  SANITY_PROJECT_ID: 'demo0001', SANITY_DATASET: 'production', SITE_URL: 'https://shop.example.nl',
  SHOPWARE_WEBHOOK_SECRET: SECRET,
};

afterEach(() => { vi.unstubAllGlobals(); });

describe('probe', () => {
  it('says a backend is up, and how long it took', async () => {
    expect(await probe(async () => 'pong')).toMatchObject({ ok: true });
  });

  it('says what went wrong: the status a backend answered, or that nothing answered', async () => {
    expect(await probe(async () => Promise.reject(Object.assign(new Error('x'), { status: 503 })))).toMatchObject({ ok: false, problem: 'status 503' });
    expect(await probe(async () => Promise.reject(Object.assign(new Error('x'), { statusCode: 500 })))).toMatchObject({ ok: false, problem: 'status 500' });
    expect(await probe(async () => Promise.reject(new TypeError('fetch failed')))).toMatchObject({ ok: false, problem: 'unreachable' });
  });

  it('stops waiting at its timeout, even for a client that ignores the signal', async () => {
    expect(await probe(() => new Promise(() => {}), 20)).toMatchObject({ ok: false, problem: 'timeout' });
  });
});

describe('POST /__health/deep', () => {
  const ask = async (body: string, signature?: string) => health.request('/__health/deep', {
    method: 'POST', body, headers: signature ? { 'shopware-shop-signature': signature } : {},
  }, ENV);

  it('asks no backend without a valid, recent signature', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000) });
    const old = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const res of [
      await ask(body),
      await ask(body, await signShopwareBody(body, 'another secret')),
      await ask(old, await signShopwareBody(old, SECRET)),
      await ask('{"nonce":"x"}', await signShopwareBody('{"nonce":"x"}', SECRET)),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers the cheap check without asking any backend', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const res = await health.request('/__health', {}, ENV);
    expect(res.status).toBe(200);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
