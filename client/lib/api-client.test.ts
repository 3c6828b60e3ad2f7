// The browser's caller over the declared operations: what it sends and how it reads answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../shared/storefront-api';
import { parseListingState } from '../../shared/catalogue/listing-state';
import { createBrowserApi } from './api-client';
import { ApiRequestError } from './api-error';
import { sessionStartedHere } from './session';
import { PREVIEW_META } from '../../shared/preview/meta';

type Sent = { url: string; init: RequestInit };

/** fetch answering `status` with `body`, recording what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the browser api', () => {
  it('sends a write as JSON on the same origin, and learns that a session began', async () => {
    const sent = answer(200, { lineItems: [] });
    expect(sessionStartedHere()).toBe(false);
    await createBrowserApi().changeCartQuantity('line-1', 3);
    expect(sent[0]!.url).toBe('/api/cart/items/line-1');
    expect(sent[0]!.init).toMatchObject({ method: 'PATCH', body: '{"quantity":3}', credentials: 'same-origin' });
    expect(sessionStartedHere()).toBe(true);
  });

  it('asks for a listing with the page\'s own query string', async () => {
    const sent = answer(200, { products: [] });
    await createBrowserApi().listing({ categoryId: 'c'.repeat(32), state: parseListingState(new URLSearchParams('search=linnen&p=2')) });
    expect(sent[0]!.url).toBe(`/api/listing?search=linnen&p=2&categoryId=${'c'.repeat(32)}`);
  });

  it('reads a missing content page or post as null, other 404s as NotFoundError', async () => {
    answer(404, { error: 'Not found', message: 'Page not found: /weg' });
    const api = createBrowserApi();
    await expect(api.contentPage('weg')).resolves.toBeNull();
    await expect(api.blogPost('weg')).resolves.toBeNull();
    await expect(api.product('d'.repeat(32))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('gives a refused form its message and its fields', async () => {
    answer(400, { error: 'Invalid request', message: 'Controleer de velden.', fields: { email: 'Vul je e-mailadres in.' } });
    const error = await createBrowserApi().login({ email: '', password: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Controleer de velden.', fields: { email: 'Vul je e-mailadres in.' } });
  });

  it('unwraps what the routes wrap, and posts the checkout as its form', async () => {
    const sent = answer(200, { customer: { id: 'k' } });
    const api = createBrowserApi();
    await expect(api.customer()).resolves.toEqual({ id: 'k' });
    const order = answer(200, { orderId: 'o' });
    await api.placeOrder({ shippingMethodId: 's', paymentMethodId: 'p', acceptedTerms: true, attemptKey: 'k'.repeat(16) });
    expect(JSON.parse(order[0]!.init.body as string)).toEqual({ shippingMethodId: 's', paymentMethodId: 'p', attemptKey: 'k'.repeat(16), acceptedTerms: 'on' });
    expect(sent[0]!.url).toBe('/api/account/customer');
  });

  it('on a content preview page (the worker\'s PREVIEW_META), keeps answers out of the browser\'s cache and records their sync tags', async () => {
    vi.resetModules();
    vi.stubGlobal('document', { querySelector: (selector: string) => (selector === `meta[name="${PREVIEW_META}"]` ? {} : null) });
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init);
      return new Response('[]', { headers: { 'x-sanity-sync-tags': 's1:abc' } });
    });
    const { createBrowserApi: fresh } = await import('./api-client');
    await fresh().mainNavigation();
    expect(sent[0]!.cache).toBe('no-store');
    const { knownSyncTags } = await import('../preview/sync-tags');
    expect([...knownSyncTags()]).toEqual(['s1:abc']);
  });
});
