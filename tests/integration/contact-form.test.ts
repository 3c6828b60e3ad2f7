// The contact form through the running worker and the demo backend: the body is validated
// again on the server, valid submissions reach the shop, each client may send 5 in 10 minutes
// (then 429 with a Dutch message), and the form works as a plain post without JavaScript.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');

const valid = { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', phone: '+31 6 12345678', subject: 'Retour', message: 'Hoi!' };
let clients = 0;
/** A client address of its own per test, so tests do not share a rate-limit window. */
const newClient = () => `203.0.113.${++clients}`;

const post = (body: unknown, client: string) => fetch(`${storefront}/api/contact-form`, {
  method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
});

afterEach(() => setFaults(backend, null));

describe('POST /api/contact-form', () => {
  it('sends a valid submission to the shop', async () => {
    const res = await post(valid, newClient());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(((await res.json()) as { message: string }).message).toMatch(/Bedankt/);
  });

  it('validates the body again, with the messages per field', async () => {
    const res = await post({ ...valid, firstName: '', email: 'sanne@', phone: '12ab', message: ' ' }, newClient());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid request', message: 'Form validation failed',
      issues: [
        { field: 'firstName', message: 'First name is required' },
        { field: 'email', message: 'Email is invalid' },
        { field: 'phone', message: 'Phone number is invalid' },
        { field: 'message', message: 'Message is required' },
      ],
    });
    // Not JSON at all: refused by its type (415), or as JSON that does not parse (400).
    const notJson = await fetch(`${storefront}/api/contact-form`, { method: 'POST', body: 'nope', headers: { 'cf-connecting-ip': newClient() } });
    expect(notJson.status).toBe(415);
    const badJson = await fetch(`${storefront}/api/contact-form`, { method: 'POST', body: 'nope', headers: { 'cf-connecting-ip': newClient(), 'content-type': 'application/json' } });
    expect(badJson.status).toBe(400);
  });

  it('lets a client send 5 messages in 10 minutes, then answers 429 with a Dutch message', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await post(valid, client)).status).toBe(200);
    const limited = await post(valid, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(((await limited.json()) as { message: string }).message)
      .toMatch(/^Je hebt te veel berichten verstuurd\. Probeer het over \d+ minuten opnieuw\.$/);
    // Invalid bodies are refused before they count; other clients are not affected.
    expect((await post({ ...valid, email: '' }, client)).status).toBe(400);
    expect((await post(valid, newClient())).status).toBe(200);
  });

  it('answers a failing shop with a message for the shopper', async () => {
    await setFaults(backend, { errorRate: 1, match: 'contact-form' });
    const res = await post(valid, newClient());
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe('De winkel is even niet bereikbaar. Probeer het zo opnieuw.');
  });
});

describe('POST /contact-form without JavaScript', () => {
  const form = (fields: Record<string, string>, client: string) => fetch(`${storefront}/contact-form`, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': client },
  });
  const fields = { back: '/contact/', firstname: 'Sanne', surname: 'de Vries', phone: '0612345678', email: 'sanne@example.nl', subject: '', message: 'Hoi', agree: 'on' };

  it('sends the form and redirects back with the outcome', async () => {
    const res = await form(fields, newClient());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/?contact=sent#contactformulier');
  });

  it('redirects back with invalid when a rule fails (agree unchecked)', async () => {
    const { agree: _agree, ...rest } = fields;
    const res = await form(rest, newClient());
    expect(res.headers.get('location')).toBe('/contact/?contact=invalid#contactformulier');
  });

  it('shows the outcome on the page it returns to', async () => {
    const html = await (await fetch(`${storefront}/contact/?contact=sent`)).text();
    expect(html).toContain('Bedankt voor je bericht!');
  });
});
