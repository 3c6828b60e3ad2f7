// Rate limits under a burst (#15): 50 posts from one client at the same moment let at most the
// limit through, whatever the spelling of the client's address, and every refusal is a 429 with
// Retry-After and the shop's Dutch message. (A KV counter let 11–22 of 50 through a limit of 5.)
import { describe, expect, inject, it } from 'vitest';

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
