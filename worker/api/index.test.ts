// Paths under /api that no route answers: JSON, never the page render, never a backend call.
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { api } from './index';
import { CartAdditionRefusedError, CartBusyError } from '../shopware/errors';
import type { AppEnv } from '../types';

describe('/api fallback', () => {
  it('answers an unknown path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await api.request('/bestaat-niet/echt', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found', message: `Dit adres bestaat niet: ${method} /bestaat-niet/echt` });
    }
  });

  it('answers a known path asked with another method with 405 and the methods it takes', async () => {
    const cases: [string, string, string][] = [
      ['POST', '/cart', 'GET, HEAD'],
      ['GET', '/revalidate', 'POST'],
      ['DELETE', '/newsletter', 'POST'],
      ['PUT', `/cart/items/${'a'.repeat(32)}`, 'PATCH, DELETE'],
      ['GET', '/account/login', 'POST'],
      ['POST', '/checkout/context', 'GET, HEAD, PATCH'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await api.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(((await res.json()) as { error: string }).error).toBe('Method not allowed');
    }
  });
});

/** The API with a façade whose addition fails with `error`, and the shop's words for the cart's refusals. */
function apiFailingWith(error: Error) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('storefront', { addToCart: async () => { throw error; } } as never);
    c.set('shopWords', (async () => ({
      'cart.message.busy': 'Je winkelwagen heeft het even te druk.',
      'cart.message.stockReached': 'Er is niet meer van dit product op voorraad.',
    })) as never);
    await next();
  });
  app.route('/api', api);
  return app;
}

const addition = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId: 'a'.repeat(32), quantity: 1 }) };

describe('/api cart refusals (#49)', () => {
  it('answers an addition its cart\'s gate had no room for with 503, Retry-After and the shop\'s words, and logs a line', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await apiFailingWith(new CartBusyError(2)).request('/api/cart/items', addition);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toEqual({ error: 'Busy', message: 'Je winkelwagen heeft het even te druk.' });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({ level: 'error', msg: 'Cart writes: the cart is busy, the write was refused', error: 'CartBusyError' });
    } finally {
      logged.mockRestore();
    }
  });

  it('answers an addition Shopware did not make with 409, the shop\'s words and the cart as it is, never 200', async () => {
    const cart = { lineItems: [], totalPrice: 0, positionPrice: 0, shippingCosts: 0, errors: [] };
    const res = await apiFailingWith(new CartAdditionRefusedError(cart, 'product-stock-reached')).request('/api/cart/items', addition);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Refused', message: 'Er is niet meer van dit product op voorraad.', cart });
  });
});
