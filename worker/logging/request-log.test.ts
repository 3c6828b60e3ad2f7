import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseSent } from '../request/response-sent-middleware';
import { serverTiming } from '../request/server-timing-middleware';
import type { AppEnv } from '../types';
import { countUpstreamCall, logError } from './log';
import { cacheSummary, requestIdentity, requestLog } from './request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every line written, parsed (each must be one JSON object on one line). */
function captureLines(): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      expect(args).toHaveLength(1);
      const text = String(args[0]);
      expect(text).not.toContain('\n');
      lines.push(JSON.parse(text) as Record<string, unknown>);
    });
  }
  return lines;
}

function app() {
  const shop = new Hono<AppEnv>();
  shop.use('*', requestIdentity(), requestLog(), serverTiming() as never, responseSent());
  shop.get('/api/product/:id', (c) => {
    c.var.timing.add({ name: 'product', backend: 'shopware', outcome: 'miss', durationMs: 12 });
    c.var.timing.add({ name: 'navigation', backend: 'shopware', outcome: 'hit', durationMs: 1 });
    c.var.timing.add({ name: 'page', backend: 'sanity', outcome: 'hit', durationMs: 1 });
    countUpstreamCall('shopware');
    return c.json({ ok: true });
  });
  shop.get('/account/orders/:id', (c) => c.text('order'));
  shop.get('/broken', () => { throw new Error('the backend said no to anna@example.nl'); });
  shop.get('/streamed', (c) => {
    c.set('documentRoute', 'products');
    let ended!: () => void;
    c.var.responseSent.streamsUntil(new Promise<void>((resolve) => { ended = resolve; }), 60_000);
    // Deferred data, started by the render and settling while the body streams: counted on
    // the line, which comes after.
    const deferred = (async () => {
      await new Promise((r) => setTimeout(r, 5));
      countUpstreamCall('sanity');
    })();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await deferred;
        controller.enqueue(new TextEncoder().encode('<html></html>'));
        controller.close();
        ended();
      },
    }, { highWaterMark: 0 });
    return c.body(body, 200, { 'content-type': 'text/html' });
  });
  shop.onError((error, c) => {
    logError('Unhandled error', error);
    return c.text('Er ging iets mis', 500);
  });
  return shop;
}

afterEach(() => vi.restoreAllMocks());

describe('requestLog', () => {
  it('takes the id from cf-ray, and answers with it', async () => {
    const lines = captureLines();
    const res = await app().request('/api/product/abc', { headers: { 'cf-ray': '8f1e2d3c4b5a6978-AMS' } });
    expect(res.headers.get('x-request-id')).toBe('8f1e2d3c4b5a6978-AMS');
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]!.id).toBe('8f1e2d3c4b5a6978-AMS');
  });

  it('makes an id when there is no ray, and never takes one the client sends', async () => {
    const lines = captureLines();
    const res = await app().request('/api/product/abc', { headers: { 'x-request-id': 'chosen-by-the-client', 'cf-ray': 'not a ray' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]!.id).toBe(id);
  });

  it('writes one line per request with its route, status, time, cache outcomes and upstream calls', async () => {
    const lines = captureLines();
    await app().request('/api/product/0190f4ea9a5b7c6d8e9f0a1b2c3d4e5f?search=anna@example.nl');
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      level: 'info', msg: 'request', method: 'GET', route: '/api/product/:id', path: '/api/product/0190f4ea9a5b7c6d8e9f0a1b2c3d4e5f',
      status: 200, cache: { miss: 1, hit: 2 }, upstream: { shopware: 1, sanity: 0 },
    });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('anna');
  });

  it('leaves out the path of a shopper\'s own page: its route says enough', async () => {
    const lines = captureLines();
    await app().request('/account/orders/d3adb33f');
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ route: '/account/orders/:id', status: 200 });
    expect(lines[0]).not.toHaveProperty('path');
  });

  it('writes a failure as one error line and one request line sharing the answer\'s id', async () => {
    const lines = captureLines();
    const res = await app().request('/broken');
    expect(res.status).toBe(500);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    const [error, request] = lines;
    expect(error).toMatchObject({ level: 'error', msg: 'Unhandled error', error: 'Error', message: 'the backend said no to [e-mail]' });
    expect(request).toMatchObject({ msg: 'request', route: '/broken', status: 500 });
    expect(error!.id).toBe(res.headers.get('x-request-id'));
    expect(request!.id).toBe(res.headers.get('x-request-id'));
  });

  it('writes a streamed document\'s line when its body ended, with the page route and the calls made while it streamed', async () => {
    const lines = captureLines();
    const res = await app().request('/streamed');
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(lines).toHaveLength(0);
    expect(await res.text()).toBe('<html></html>');
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ route: 'document:products', path: '/streamed', status: 200, upstream: { shopware: 0, sanity: 1 } });
    expect(lines[0]!.ms as number).toBeGreaterThanOrEqual(lines[0]!.headersMs as number);
  });
});

describe('cacheSummary', () => {
  it('counts each outcome', () => {
    expect(cacheSummary(['hit', 'miss', 'hit', 'stale-if-error'])).toEqual({ hit: 2, miss: 1, 'stale-if-error': 1 });
    expect(cacheSummary([])).toEqual({});
  });

  it('writes the line of a request the client gave up on before the answer (#49): status 499, once', async () => {
    const lines = captureLines();
    const hanging = new Hono<AppEnv>();
    hanging.use('*', requestIdentity(), requestLog());
    // A handler that never answers (a backend or an object that does not answer in time).
    hanging.get('/api/cart', () => new Promise<Response>(() => {}));
    const client = new AbortController();
    void Promise.resolve(hanging.request(new Request('http://shop.test/api/cart', { signal: client.signal }))).catch(() => {});
    client.abort();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/cart', status: 499, cancelled: true });
  });
});
