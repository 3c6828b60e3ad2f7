// 20 add-to-cart requests of one shopper at the same moment: every one of them counts. And a
// confirmed addition is always in the cart (#49): one past the stock is refused, not confirmed.
import { describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');

interface CartJson { lineItems: { referencedId: string | null; quantity: number; good: boolean; type: string }[] }

async function shopperCookie(): Promise<string> {
  const res = await fetch(`${storefront}/api/cart`);
  const token = /^sw-context-token=([A-Za-z0-9]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no context token cookie');
  return `sw-context-token=${token}`;
}

async function availableProducts(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let p = 1; ids.length < count && p < 10; p++) {
    const listing = (await (await fetch(`${storefront}/api/listing?search=katoen&p=${p}`)).json()) as { products: { id: string; available: boolean }[] };
    ids.push(...listing.products.filter((x) => x.available).map((x) => x.id));
  }
  return ids.slice(0, count);
}

const add = (cookie: string, productId: string) => fetch(`${storefront}/api/cart/items`, {
  method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ productId, quantity: 1 }),
});

const count = (cart: CartJson) => cart.lineItems.filter((i) => i.good).reduce((n, i) => n + i.quantity, 0);

describe('concurrent add to cart', () => {
  it('counts all 20 additions of one shopper made at once (20 products, 20 lines)', async () => {
    const cookie = await shopperCookie();
    const products = await availableProducts(20);
    expect(products).toHaveLength(20);
    const answers = await Promise.all(products.map((id) => add(cookie, id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const cart = (await (await fetch(`${storefront}/api/cart`, { headers: { cookie } })).json()) as CartJson;
    expect(cart.lineItems.filter((i) => i.type === 'product').map((i) => i.referencedId).sort()).toEqual([...products].sort());
    expect(count(cart)).toBe(20);
  });

  it('counts 10 additions of the same product made at once (one line, quantity 10)', async () => {
    const cookie = await shopperCookie();
    const [product] = await availableProducts(1);
    // The demo shop sells at most 10 of a product per order, and some have less in stock.
    const detail = (await (await fetch(`${storefront}/api/product/${product}`)).json()) as { maxPurchase: number };
    const times = Math.min(10, detail.maxPurchase);
    const answers = await Promise.all(Array.from({ length: times }, () => add(cookie, product!)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const cart = (await (await fetch(`${storefront}/api/cart`, { headers: { cookie } })).json()) as CartJson;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]!.quantity).toBe(times);
  });

  it('counts 20 form posts (add to cart without JavaScript) made at once', async () => {
    const cookie = await shopperCookie();
    const products = await availableProducts(20);
    const answers = await Promise.all(products.map((productId) => fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, referer: `${storefront}/some/product` },
      body: new URLSearchParams({ productId, quantity: '1' }),
    })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(303));
    // Back to the page the shopper was on, as a path on this site, saying what was added.
    expect(answers.map((a) => a.headers.get('location'))).toEqual(products.map((id) => `/some/product?toegevoegd=${id}`));
    const cart = (await (await fetch(`${storefront}/api/cart`, { headers: { cookie } })).json()) as CartJson;
    expect(count(cart)).toBe(20);
  });

  it('refuses an addition past the product\'s stock (409, the shop\'s words, the cart as it is) instead of confirming a unit that is not in the cart (#49)', async () => {
    const cookie = await shopperCookie();
    const [product] = await availableProducts(1);
    const detail = (await (await fetch(`${storefront}/api/product/${product}`)).json()) as { maxPurchase: number };
    for (let i = 0; i < detail.maxPurchase; i++) expect((await add(cookie, product!)).status).toBe(200);
    const past = await add(cookie, product!);
    expect(past.status).toBe(409);
    const body = (await past.json()) as { message: string; cart: CartJson };
    expect(body.message).toBe('Er is niet meer van dit product op voorraad: je winkelwagen heeft al het hoogste aantal dat je kunt bestellen.');
    expect(count(body.cart)).toBe(detail.maxPurchase);
    // Without JavaScript: to the cart, which says so.
    const form = await fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, referer: `${storefront}/some/product` },
      body: new URLSearchParams({ productId: product!, quantity: '1' }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/cart?toevoeging=niet-toegevoegd');
    const cart = (await (await fetch(`${storefront}/api/cart`, { headers: { cookie } })).json()) as CartJson;
    expect(count(cart)).toBe(detail.maxPurchase);
  });
});
