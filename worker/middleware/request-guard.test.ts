import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_ADDRESS_MESSAGE, INVALID_TEXT_MESSAGE } from '../../shared/input';
import { messageText } from '../../shared/snippets';
import { BODY_LIMIT, INVALID_JSON_MESSAGE, JSON_ONLY_MESSAGE, requestGuard } from './request-guard';
import { CROSS_SITE_MESSAGE } from './same-origin';

/** The guard in front of a stand-in for the context middleware (which would set the cookie) and a few routes. */
function shop() {
  const handled = vi.fn();
  const app = new Hono();
  app.use('*', requestGuard() as never, async (c, next) => {
    await next();
    setCookie(c, 'sw-context-token', 'new-context');
  });
  app.post('/api/contact-form', async (c) => { handled(await c.req.json()); return c.json({ ok: true }); });
  app.post('/api/newsletter', async (c) => { handled(await c.req.json()); return c.json({ ok: true }); });
  app.post('/api/cart/items', async (c) => { handled(await c.req.json()); return c.json({ ok: true }); });
  app.delete('/api/cart/items/:id', (c) => { handled(c.req.param('id')); return c.json({ ok: true }); });
  app.put('/api/account/wishlist/:id', (c) => { handled(c.req.param('id')); return c.json({ ok: true }); });
  app.post('/api/revalidate', async (c) => { handled(await c.req.text()); return c.json({ ok: true }); });
  app.post('/ingest/*', async (c) => { handled(new Uint8Array(await c.req.arrayBuffer())); return c.json({ status: 1 }); });
  app.post('/cart/add', async (c) => { handled(await c.req.parseBody()); return c.redirect('/cart', 303); });
  app.get('/api/listing', (c) => { handled(c.req.query('search')); return c.json({ ok: true }); });
  app.get('*', (c) => { handled(c.req.path); return c.html('<p>page</p>'); });
  return { app, handled };
}

const SAME = { 'sec-fetch-site': 'same-origin' };
const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { ...SAME, 'content-type': 'application/json' } });

async function expectRefused(res: Response, status: number, message: string, handled: ReturnType<typeof vi.fn>) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error: expect.any(String), message: messageText(undefined, message) });
  expect(res.headers.get('set-cookie')).toBeNull();
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(handled).not.toHaveBeenCalled();
}

describe('requestGuard: JSON endpoints take only JSON', () => {
  it('refuses a same-origin text/plain post to the contact form and the newsletter with 415, setting no cookie', async () => {
    for (const path of ['/api/contact-form', '/api/newsletter']) {
      const { app, handled } = shop();
      const res = await app.request(path, { method: 'POST', body: '{"email":"a@b.nl"}', headers: { ...SAME, 'content-type': 'text/plain' } });
      await expectRefused(res, 415, JSON_ONLY_MESSAGE, handled);
    }
  });

  it('refuses a cross-site text/plain post with 403 before anything else', async () => {
    const { app, handled } = shop();
    const res = await app.request('/api/newsletter', { method: 'POST', body: 'x', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' } });
    await expectRefused(res, 403, CROSS_SITE_MESSAGE, handled);
  });

  it('refuses form encodings and a POST without a type on /api', async () => {
    for (const init of [
      { method: 'POST', body: 'email=a%40b.nl', headers: { ...SAME, 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', body: new FormData(), headers: SAME },
      { method: 'POST', headers: SAME },
    ]) {
      const { app, handled } = shop();
      await expectRefused(await app.request('/api/cart/items', init), 415, JSON_ONLY_MESSAGE, handled);
    }
  });

  it('lets JSON through, with or without a charset, and the handler still reads the body', async () => {
    const { app, handled } = shop();
    expect((await app.request('/api/cart/items', json({ productId: 'p', quantity: 1 }))).status).toBe(200);
    const res = await app.request('/api/cart/items', { method: 'POST', body: '{"a":"café"}', headers: { ...SAME, 'content-type': 'application/json; charset=UTF-8' } });
    expect(res.status).toBe(200);
    expect(handled.mock.calls).toEqual([[{ productId: 'p', quantity: 1 }], [{ a: 'café' }]]);
  });

  it('lets bodiless DELETE and PUT through', async () => {
    const { app, handled } = shop();
    expect((await app.request('/api/cart/items/abc', { method: 'DELETE', headers: SAME })).status).toBe(200);
    expect((await app.request('/api/account/wishlist/abc', { method: 'PUT', headers: SAME })).status).toBe(200);
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('leaves signed webhooks to their own checks', async () => {
    const { app, handled } = shop();
    const res = await app.request('/api/revalidate', { method: 'POST', body: 'x', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
    expect(handled).toHaveBeenCalledWith('x');
  });

  it('keeps plain HTML form posts working with form encodings', async () => {
    const { app, handled } = shop();
    const res = await app.request('/cart/add', {
      method: 'POST', body: 'productId=abc&quantity=2', headers: { ...SAME, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(handled).toHaveBeenCalledWith({ productId: 'abc', quantity: '2' });
    const form = new FormData();
    form.set('productId', 'abc');
    expect((await app.request('/cart/add', { method: 'POST', body: form, headers: SAME })).status).toBe(303);
  });
});

describe('requestGuard: bodies', () => {
  it('refuses a body over the limit with 413, by its Content-Length and while streaming', async () => {
    const big = 'x'.repeat(BODY_LIMIT + 1);
    const { app, handled } = shop();
    await expectRefused(await app.request('/api/contact-form', { method: 'POST', body: `"${big}"`, headers: { ...SAME, 'content-type': 'application/json' } }), 413, expect.any(String) as never, handled);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(BODY_LIMIT / 8)));
        controller.close();
      },
    });
    const res = await app.request('/api/contact-form', { method: 'POST', body: stream, headers: { ...SAME, 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    await expectRefused(res, 413, expect.any(String) as never, handled);
  });

  it('refuses invalid JSON, invalid UTF-8 and control characters in JSON strings with 400', async () => {
    const cases: [BodyInit, string][] = [
      ['{"email":', INVALID_JSON_MESSAGE],
      [new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), INVALID_TEXT_MESSAGE],
      [JSON.stringify({ term: 'jurk\u0000' }), INVALID_TEXT_MESSAGE],
      ['{"name":"\\u0007"}', INVALID_TEXT_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const { app, handled } = shop();
      const res = await app.request('/api/contact-form', { method: 'POST', body, headers: { ...SAME, 'content-type': 'application/json' } });
      await expectRefused(res, 400, message, handled);
    }
  });

  it('refuses NUL in a form post in plain text, and keeps line breaks', async () => {
    const { app, handled } = shop();
    const form = (body: string) => ({ method: 'POST', body, headers: { ...SAME, 'content-type': 'application/x-www-form-urlencoded' } });
    const res = await app.request('/cart/add', form('productId=a%00'));
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(messageText(undefined, INVALID_TEXT_MESSAGE));
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(handled).not.toHaveBeenCalled();
    expect((await app.request('/cart/add', form('productId=a&note=x%0D%0Ay'))).status).toBe(303);
  });
});

describe('requestGuard: addresses', () => {
  it('answers /api requests with NUL or invalid UTF-8 in the query with 400 JSON, before the handler', async () => {
    for (const qs of ['search=jurk%00', 'search=%FF', 'p=1&search=a%1B']) {
      const { app, handled } = shop();
      await expectRefused(await app.request(`/api/listing?${qs}`), 400, INVALID_ADDRESS_MESSAGE, handled);
    }
  });

  it('leaves a page request to the route loader (which answers with the error page)', async () => {
    const { app, handled } = shop();
    expect((await app.request('/products?search=jurk%00')).status).toBe(200);
    expect(handled).toHaveBeenCalled();
  });
});

describe('requestGuard: the product-analytics relay', () => {
  it('lets the library’s gzip batches through from the shop’s pages, unread', async () => {
    const { app, handled } = shop();
    const gzip = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0x00]);
    const res = await app.request('/ingest/i/v0/e/', { method: 'POST', body: gzip, headers: { ...SAME, 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
    expect(handled).toHaveBeenCalledWith(gzip);
  });

  it('refuses them from another site', async () => {
    const { app, handled } = shop();
    const res = await app.request('/ingest/e/', {
      method: 'POST', body: '{}', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(messageText(undefined, CROSS_SITE_MESSAGE));
    expect(handled).not.toHaveBeenCalled();
  });
});
