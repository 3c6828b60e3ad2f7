// Paths under /api that no route answers: JSON, never the page render, never a backend call.
import { describe, expect, it } from 'vitest';
import { api } from './index';

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
