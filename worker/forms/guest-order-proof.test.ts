import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RateLimiterNamespace } from '../rate-limit/limits';
import { countHit } from '../rate-limit/limits';
import type { AppEnv } from '../types';
import {
  forgetGuestOrderProof, GUEST_ORDER_COOKIE, guestOrderProofs, guestOrderProofSecret, keepGuestOrderProof, PROOF_MINUTES, readGuestOrderProof,
} from './guest-order-proof';

const CODE = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
const OTHER_CODE = 'Zz3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
const PROOF = { email: 'noor@example.nl', zipcode: '2514 EA' };
const SECRET = 'unit-test-proof-secret-0123456789abcdef';

const app = new Hono<AppEnv>()
  .post('/keep', async (c) => { await keepGuestOrderProof(c, SECRET, CODE, PROOF); return c.body(null, 204); })
  .post('/forget', (c) => { forgetGuestOrderProof(c, CODE); return c.body(null, 204); });

async function kept(base = 'http://shop.test') {
  const res = await app.request(`${base}/keep`, { method: 'POST' });
  return res.headers.get('set-cookie')!;
}

const valueOf = (cookie: string) => cookie.split(';')[0]!.slice(GUEST_ORDER_COOKIE.length + 1);
const read = async (cookie: string, now = Date.now(), code = CODE, secret = SECRET) => readGuestOrderProof(valueOf(cookie), secret, code, now);

/** base64url of UTF-8 JSON: what the unsigned cookie of 8c96857 held. */
const unsigned = (value: unknown) => btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** A limiter in memory: each subject's log of hits, counted as the Durable Object does. */
function memoryLimiter() {
  const logs = new Map<string, number[]>();
  const limiter: RateLimiterNamespace = {
    idFromName: (name) => name as unknown as DurableObjectId,
    get: (id) => ({
      hit: async (max, windowSeconds) => {
        const { hits, result } = countHit(logs.get(id as unknown as string) ?? [], max, windowSeconds, Date.now());
        logs.set(id as unknown as string, hits);
        return result;
      },
      forget: async () => { logs.delete(id as unknown as string); },
    }),
  };
  return { limiter, hits: () => [...logs.values()].reduce((n, log) => n + log.length, 0) };
}

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
    expect(await read(cookie)).toEqual(PROOF);
    expect(await read(cookie, Date.now() + (PROOF_MINUTES + 1) * 60_000)).toBeNull();
  });

  it('is bound to its order and its secret: another order or another secret reads nothing', async () => {
    const cookie = await kept();
    expect(await read(cookie, Date.now(), OTHER_CODE)).toBeNull();
    expect(await read(cookie, Date.now(), CODE, `${SECRET}-rotated`)).toBeNull();
  });

  it('refuses a cookie it did not sign: forged, altered, or unsigned (#49)', async () => {
    const cookie = await kept();
    const [payload, signature] = valueOf(cookie).split('.') as [string, string];
    const forged = unsigned({ c: CODE, e: 'noor@example.nl', z: '1011 AB', t: Date.now() });
    for (const value of [
      forged, // 8c96857's format: read the order 31 times out of 31
      `${forged}.${signature}`, // another payload under a real signature
      `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, // the signature altered
      `${payload}x.${signature}`,
      '', 'x', '%%%', unsigned({ c: 'kort', e: 'a', z: 'b', t: 1 }),
    ]) {
      expect(await readGuestOrderProof(value, SECRET, CODE)).toBeNull();
    }
  });

  it('is forgotten with the same path ("Klaar")', async () => {
    const res = await app.request('http://shop.test/forget', { method: 'POST' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${GUEST_ORDER_COOKIE}=;`));
    expect(cookie).toContain(`Path=/account/order/${CODE}`);
    expect(cookie).toContain('Max-Age=0');
  });

  it('is neither kept nor accepted without a secret of at least 32 characters', () => {
    expect(guestOrderProofSecret({})).toBeUndefined();
    expect(guestOrderProofSecret({ PROOF_SECRET: 'kort-geheim' })).toBeUndefined();
    expect(guestOrderProofSecret({ PROOF_SECRET: SECRET })).toBe(SECRET);
  });
});

describe("a read's proof (guestOrderProofs)", () => {
  const reader = () => new Hono<AppEnv>()
    .get('/account/order/:code', async (c) => c.json(await guestOrderProofs(c).proofFor(c.req.param('code'))));

  it('counts every read that brings a cookie against the link, forged ones too, and refuses them', async () => {
    const { limiter, hits } = memoryLimiter();
    const env = { RATE_LIMITER: limiter, PROOF_SECRET: SECRET };
    const get = (cookie?: string) => reader().request(`http://shop.test/account/order/${CODE}`, cookie ? { headers: { cookie } } : {}, env);
    expect(await (await get()).json()).toBeNull();
    expect(hits()).toBe(0); // no cookie, no try
    for (let i = 0; i < 3; i++) {
      const forged = unsigned({ c: CODE, e: 'noor@example.nl', z: `10${i}1 AB`, t: Date.now() });
      expect(await (await get(`${GUEST_ORDER_COOKIE}=${forged}`)).json()).toBeNull();
    }
    expect(hits()).toBe(3);
    const cookie = (await kept()).split(';')[0]!;
    expect(await (await get(cookie)).json()).toEqual(PROOF);
    expect(hits()).toBe(4);
  });

  it('refuses even a signed proof once the link has had its tries', async () => {
    const { limiter } = memoryLimiter();
    const env = { RATE_LIMITER: limiter, PROOF_SECRET: SECRET };
    const cookie = (await kept()).split(';')[0]!;
    const get = () => reader().request(`http://shop.test/account/order/${CODE}`, { headers: { cookie: `${GUEST_ORDER_COOKIE}=forged` } }, env);
    for (let i = 0; i < 10; i++) await get();
    const signed = await reader().request(`http://shop.test/account/order/${CODE}`, { headers: { cookie } }, env);
    expect(await signed.json()).toBeNull();
  });
});
