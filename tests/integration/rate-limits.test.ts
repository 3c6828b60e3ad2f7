// Rate limits under a burst (#15): 50 posts from one client at the same moment let at most the
// limit through, whatever the spelling of the client's address, and every refusal is a 429 with
// Retry-After and the shop's Dutch message. (A KV counter let 11–22 of 50 through a limit of 5.)
import { describe, expect, inject, it } from 'vitest';
import { LIMITED } from '../support/limited-routes';

const storefront = inject('storefrontUrl');

/** Spellings of 198.51.100.<n>: the limit counts the host, not the text. */
const spellings = (n: number) => [`198.51.100.${n}`, `::ffff:198.51.100.${n}`, `198.051.100.${String(n).padStart(3, '0')}`, `10.9.9.9, 198.51.100.${n}`];

const postJson = (path: string, body: unknown, client: string) => fetch(`${storefront}${path}`, {
  method: 'POST', body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', 'x-forwarded-for': client, 'cf-connecting-ip': client },
});

async function burst(path: string, body: (i: number) => unknown, host: number) {
  const clients = spellings(host);
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => postJson(path, body(i), clients[i % clients.length]!)));
  const refused = answers.filter((a) => a.status === 429);
  return { answers, refused, passed: answers.length - refused.length };
}

describe('rate limits under 50 concurrent posts from one client', () => {
  it('newsletter: 5 of 50 get through, 45 are refused with Retry-After and the Dutch snippet', async () => {
    const { refused, passed, answers } = await burst('/api/newsletter', (i) => ({ email: `burst${i}@example.nl` }), 11);
    console.info(`newsletter: ${passed} of 50 passed (limit 5)`);
    expect(passed).toBe(5);
    expect(answers.filter((a) => a.status !== 429).every((a) => a.status === 200)).toBe(true);
    for (const res of refused) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await refused[0]!.json()).toEqual({ error: 'Too many requests', message: 'Je hebt dit te vaak geprobeerd. Probeer het over 10 minuten opnieuw.' });
  });

  it('contact form: 5 of 50 get through', async () => {
    const valid = { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', phone: '+31 6 12345678', subject: 'Retour', message: 'Hoi!' };
    const { passed } = await burst('/api/contact-form', () => valid, 12);
    console.info(`contact form: ${passed} of 50 passed (limit 5)`);
    expect(passed).toBe(5);
  });

  it('login: 10 of 50 get through; the form post without JavaScript is refused in Dutch too', async () => {
    const { passed } = await burst('/api/account/login', () => ({ email: 'nobody@example.nl', password: 'wrong-password' }), 13);
    console.info(`login: ${passed} of 50 passed (limit 10)`);
    expect(passed).toBe(10);
    const form = await fetch(`${storefront}/login`, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams({ email: 'nobody@example.nl', password: 'x' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '198.51.100.13', origin: storefront },
    });
    expect(form.status).toBe(429);
    expect(form.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await form.text()).toContain('Je hebt dit te vaak geprobeerd.');
  });

  it('counts an IPv6 client by its /64, and another client is not affected', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postJson('/api/account/recovery', { email: `r${i}@example.nl` }, `2001:db8:15:1::${(i + 1).toString(16)}`)));
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(5);
    const other = await postJson('/api/account/recovery', { email: 'r@example.nl' }, '2001:db8:15:2::1');
    expect(other.status).not.toBe(429);
  });

  it('promotion codes and registration have limits too', async () => {
    const promotion = await burst('/api/cart/promotion', (i) => ({ code: `NOPE${i}` }), 14);
    expect(promotion.passed).toBe(10);
    const register = await burst('/api/account/register', (i) => ({ email: `reg${i}@example.nl` }), 15);
    expect(register.passed).toBe(5);
  });
});

/**
 * Every route with a limit (#33): the router decodes `%6C` to `l` before it matches, so a limit
 * declared on the route counts every spelling. Each route gets its own client and limit + 3
 * posts, spread over three spellings: exactly the limit passes.
 */
describe('a limit is the route’s, whatever the spelling of its path', () => {

  /** Plain; its last segment's first letter as %XX; its first two letters as %xx%xx. */
  function spellings(path: string): string[] {
    const at = path.lastIndexOf('/') + 1;
    const hex = (i: number) => path.charCodeAt(i).toString(16);
    return [
      path,
      `${path.slice(0, at)}%${hex(at).toUpperCase()}${path.slice(at + 1)}`,
      `${path.slice(0, at)}%${hex(at)}%${hex(at + 1)}${path.slice(at + 2)}`,
    ];
  }

  it.each(LIMITED.map((route, i) => ({ ...route, client: `198.51.101.${i + 1}` })))('$method $path: $limit pass, in three spellings', async (route) => {
    const paths = spellings(route.path);
    const headers: Record<string, string> = {
      'cf-connecting-ip': route.client, origin: storefront,
      'content-type': route.form ? 'application/x-www-form-urlencoded' : 'application/json',
    };
    const answers = await Promise.all(Array.from({ length: route.limit + 3 }, (_, i) => fetch(`${storefront}${paths[i % 3]}`, {
      method: route.method, redirect: 'manual', headers: route.method === 'GET' ? { 'cf-connecting-ip': route.client } : headers,
      ...(route.method === 'POST' ? { body: route.body } : {}),
    })));
    const statuses = answers.map((a) => a.status);
    // Each spelling reached the route (none is 404 or 405), and the limit counted them all.
    expect(statuses.filter((s) => s === 404 || s === 405)).toEqual([]);
    expect(statuses.filter((s) => s !== 429), statuses.join(' ')).toHaveLength(route.limit);
    await Promise.all(answers.map((a) => a.body?.cancel()));
  });

  it('counts a change of e-mail address or password without JavaScript with the login', async () => {
    const client = '198.51.101.99';
    const post = (body: string) => fetch(`${storefront}/account/information`, {
      method: 'POST', redirect: 'manual', body,
      headers: { 'cf-connecting-ip': client, origin: storefront, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 ? 'form=password' : 'form=email')));
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(10);
  });
});
