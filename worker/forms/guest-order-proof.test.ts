import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types';
import { forgetGuestOrderProof, GUEST_ORDER_COOKIE, keepGuestOrderProof, PROOF_MINUTES, readGuestOrderProof } from './guest-order-proof';

const CODE = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
const PROOF = { email: 'noor@example.nl', zipcode: '2514 EA' };

const app = new Hono<AppEnv>()
  .post('/keep', (c) => { keepGuestOrderProof(c, CODE, PROOF); return c.body(null, 204); })
  .post('/forget', (c) => { forgetGuestOrderProof(c, CODE); return c.body(null, 204); })
  .get('/read', (c) => c.json(readGuestOrderProof(c, Number(c.req.query('now') ?? Date.now()))));

async function kept(base = 'http://shop.test') {
  const res = await app.request(`${base}/keep`, { method: 'POST' });
  return res.headers.get('set-cookie')!;
}

const read = async (cookie: string, now = Date.now()) =>
  (await app.request(`http://shop.test/read?now=${now}`, { headers: { cookie: cookie.split(';')[0]! } })).json();

describe('the guest order proof cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the order page only, and lives for the browser session', async () => {
    const cookie = await kept();
    expect(cookie).toContain(`Path=/account/order/${CODE}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure on https', async () => {
    expect(await kept('https://shop.test')).toContain('Secure');
  });

  it('reads back the proof for its code, for PROOF_MINUTES', async () => {
    const cookie = await kept();
    expect(await read(cookie)).toEqual({ deepLinkCode: CODE, proof: PROOF });
    expect(await read(cookie, Date.now() + (PROOF_MINUTES + 1) * 60_000)).toBeNull();
  });

  it('ignores what it did not write', async () => {
    for (const value of ['', 'x', btoa('{"c":"kort","e":"a","z":"b","t":1}'), '%%%']) {
      expect(await read(`${GUEST_ORDER_COOKIE}=${value}`)).toBeNull();
    }
  });

  it('is forgotten with the same path ("Klaar")', async () => {
    const res = await app.request('http://shop.test/forget', { method: 'POST' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${GUEST_ORDER_COOKIE}=;`));
    expect(cookie).toContain(`Path=/account/order/${CODE}`);
    expect(cookie).toContain('Max-Age=0');
  });
});
