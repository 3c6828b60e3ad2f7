import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serverTiming, type ServerTimingVariables } from './server-timing-middleware';

function app() {
  return new Hono<{ Variables: ServerTimingVariables }>()
    .use(serverTiming())
    .get('/listing', (c) => {
      c.var.timing.add({ name: 'listing', backend: 'shopware', outcome: 'hit', durationMs: 1.25 });
      return c.json({ ok: true });
    })
    .get('/static', (c) => c.text('no backend call'))
    .get('/streamed', (c) => {
      c.var.timing.add({ name: 'navigation', backend: 'shopware', outcome: 'miss', durationMs: 20 });
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<!doctype html>'));
          controller.close();
        },
      });
      return c.body(body, 200, { 'content-type': 'text/html' });
    })
    .get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302));
}

describe('serverTiming', () => {
  it('reports each backend call and the total', async () => {
    const response = await app().request('/listing');
    expect(response.headers.get('server-timing')).toMatch(/^shopware-listing;desc="hit";dur=1\.3, total;dur=[\d.]+$/);
  });

  it('puts the header on a response without backend calls', async () => {
    const response = await app().request('/static');
    expect(response.headers.get('server-timing')).toMatch(/^total;dur=[\d.]+$/);
  });

  it('puts the header on a streamed response before its body is read', async () => {
    const response = await app().request('/streamed');
    expect(response.headers.get('server-timing')).toContain('shopware-navigation;desc="miss";dur=20');
    expect(await response.text()).toBe('<!doctype html>');
  });

  it('copies a response whose headers are immutable', async () => {
    const response = await app().request('/redirect');
    expect(response.status).toBe(302);
    expect(response.headers.get('server-timing')).toMatch(/^total;dur=/);
  });
});
