import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types';
import { contextToken } from './context-token';

const ENV = { SHOPWARE_ENDPOINT: 'https://shop.example.nl/store-api', SHOPWARE_ACCESS_KEY: 'SWSCDEMOSTOREFRONTNL00000001', SANITY_PROJECT_ID: 'demo0001', SANITY_DATASET: 'production', SITE_URL: 'https://shop.example.nl' };
const NEW_TOKEN = 'newcontexttoken0000000001';

/** A route whose backend call handed out a new context and then answered `status`. */
function app(status: 200 | 303 | 400 | 403) {
  const a = new Hono<AppEnv>();
  a.use('*', contextToken());
  a.post('/x', (c) => {
    c.var.session.rotatedTo = NEW_TOKEN;
    return c.json({}, status);
  });
  return a;
}

describe('contextToken', () => {
  it('sets the cookie when Shopware hands out a new context', async () => {
    for (const status of [200, 303] as const) {
      const res = await app(status).request('https://shop.example.nl/x', { method: 'POST' }, ENV);
      expect(res.headers.get('set-cookie')).toMatch(new RegExp(`sw-context-token=${NEW_TOKEN}; .*HttpOnly`));
    }
  });

  it('starts no session for a refused request of a visitor without one (#15: nothing written for a refusal)', async () => {
    for (const status of [400, 403] as const) {
      const res = await app(status).request('https://shop.example.nl/x', { method: 'POST' }, ENV);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('still follows a rotation of an existing session, whatever the status', async () => {
    const res = await app(403).request('https://shop.example.nl/x', { method: 'POST', headers: { cookie: 'sw-context-token=oldcontexttoken0000000001' } }, ENV);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`sw-context-token=${NEW_TOKEN}`));
  });
});
