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

describe('the shopper hint beside the session', () => {
  const OLD = 'sw-context-token=oldcontexttoken0000000001';
  /** A route that learned `learned` of the shopper from Shopware (the façade notes it on the session). */
  function learning(learned?: { cartCount?: number | null; loggedIn?: boolean }, rotate = false) {
    const a = new Hono<AppEnv>();
    a.use('*', contextToken());
    a.post('/x', (c) => {
      if (rotate) c.var.session.rotatedTo = NEW_TOKEN;
      if (learned) c.var.session.learned = learned;
      return c.json({});
    });
    return a;
  }
  const hintOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('veld-shopper='));

  it('tells the page a new session\'s cart count, readable by its script, holding no token', async () => {
    const res = await learning({ cartCount: 2 }, true).request('https://shop.example.nl/x', { method: 'POST' }, ENV);
    const hint = hintOf(res)!;
    expect(hint).toMatch(/^veld-shopper=2\.0; /);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).toMatch(/Secure/);
    expect(hint).not.toContain(NEW_TOKEN);
  });

  it('keeps what it knew and adds what the request learned; writes nothing when nothing changed', async () => {
    const loggedIn = await learning({ loggedIn: true }).request('https://shop.example.nl/x', { method: 'POST', headers: { cookie: `${OLD}; veld-shopper=3.0` } }, ENV);
    expect(hintOf(loggedIn)).toMatch(/^veld-shopper=3\.1; /);
    const same = await learning({ cartCount: 3 }).request('https://shop.example.nl/x', { method: 'POST', headers: { cookie: `${OLD}; veld-shopper=3.0` } }, ENV);
    expect(hintOf(same)).toBeUndefined();
  });

  it('says "a session, nothing known" for a session without a hint, and after a logout', async () => {
    const unknown = await learning().request('https://shop.example.nl/x', { method: 'POST', headers: { cookie: OLD } }, ENV);
    expect(hintOf(unknown)).toMatch(/^veld-shopper=s; /);
    const loggedOut = await learning({ loggedIn: false, cartCount: null }, true).request('https://shop.example.nl/x', { method: 'POST', headers: { cookie: `${OLD}; veld-shopper=4.1` } }, ENV);
    expect(hintOf(loggedOut)).toMatch(/^veld-shopper=s; /);
  });

  it('forgets a hint without a session, and a forged one is replaced by what is true', async () => {
    const gone = await learning().request('https://shop.example.nl/x', { method: 'POST', headers: { cookie: 'veld-shopper=5.1' } }, ENV);
    expect(hintOf(gone)).toMatch(/^veld-shopper=; Max-Age=0/);
    const forged = await learning({ cartCount: 1 }).request('https://shop.example.nl/x', { method: 'POST', headers: { cookie: `${OLD}; veld-shopper=<b>` } }, ENV);
    expect(hintOf(forged)).toMatch(/^veld-shopper=1\.0; /);
  });
});
