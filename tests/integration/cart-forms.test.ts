// The cart page's forms without JavaScript (#32, the cart operations' form posts in worker/api/cart.ts): a line's quantity
// and its removal post, change the cart and send the shopper back to it (303). Both may be sent
// twice (a second press, a form sent again from the history) without harm.
import { describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');

interface CartJson { lineItems: { id: string; referencedId: string | null; quantity: number; maxQuantity: number }[] }

/** A new shopper with one line of a product that can be bought three times over. */
async function shopperWithLine(): Promise<{ cookie: string; lineId: string }> {
  const listing = (await (await fetch(`${storefront}/api/listing?search=linnen`)).json()) as { products: { id: string; available: boolean }[] };
  for (const product of listing.products.filter((p) => p.available)) {
    const res = await fetch(`${storefront}/api/cart/items`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    const token = /^sw-context-token=([A-Za-z0-9]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    const line = ((await res.json()) as CartJson).lineItems[0];
    if (token && line && line.maxQuantity >= 3) return { cookie: `sw-context-token=${token}`, lineId: line.id };
  }
  throw new Error('no product to buy three of');
}

const post = (path: string, cookie: string, fields: Record<string, string>, site = 'same-origin') => fetch(`${storefront}${path}`, {
  method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site, cookie },
});

const cartOf = async (cookie: string) => (await (await fetch(`${storefront}/api/cart`, { headers: { cookie } })).json()) as CartJson;

describe('the cart forms without JavaScript', () => {
  it('sets a quantity (twice the same is the same) and removes a line (twice is harmless), back to /cart', async () => {
    const { cookie, lineId } = await shopperWithLine();
    for (let i = 0; i < 2; i++) {
      const res = await post('/cart/quantity', cookie, { lineId, quantity: '3' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/cart');
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
    expect((await cartOf(cookie)).lineItems.find((l) => l.id === lineId)?.quantity).toBe(3);
    for (let i = 0; i < 2; i++) {
      const res = await post('/cart/remove', cookie, { lineId });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/cart');
    }
    expect((await cartOf(cookie)).lineItems).toEqual([]);
  }, 30_000);

  it('refuses a missing line or a quantity out of range in the shop\'s words, and a form from another site', async () => {
    const { cookie, lineId } = await shopperWithLine();
    const invalid: Record<string, string>[] = [{ quantity: '2' }, { lineId, quantity: '0' }, { lineId, quantity: 'veel' }];
    for (const fields of invalid) {
      const res = await post('/cart/quantity', cookie, fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('Ongeldige regel of ongeldig aantal.');
    }
    expect((await post('/cart/remove', cookie, {})).status).toBe(400);
    expect((await post('/cart/remove', cookie, { lineId }, 'cross-site')).status).toBe(403);
    expect((await cartOf(cookie)).lineItems.map((l) => l.quantity)).toEqual([1]);
  }, 30_000);
});
