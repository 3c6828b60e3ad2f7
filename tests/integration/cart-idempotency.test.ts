// Cart writes once per press (#15): an addition that timed out on a slow backend still lands,
// and the shopper following the advice to try again must not get it twice. The buy box sends
// the same request id again; the shopper's Durable Object (CART_WRITES) answers it with the
// cart as it is instead of adding again. Runs in the Miniflare host, Durable Objects and all.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { purgeAll, setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');

interface CartJson { lineItems: { referencedId: string | null; quantity: number; type: string }[] }

afterEach(() => setFaults(backend, null));

async function shopperCookie(): Promise<string> {
  const res = await fetch(`${storefront}/api/cart`);
  const token = /^sw-context-token=([A-Za-z0-9]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no context token cookie');
  return `sw-context-token=${token}`;
}

async function availableProducts(): Promise<string[]> {
  const listing = (await (await fetch(`${storefront}/api/listing?search=katoen`)).json()) as { products: { id: string; available: boolean }[] };
  return listing.products.filter((p) => p.available).map((p) => p.id);
}

const add = (cookie: string, productId: string, requestId: string) => fetch(`${storefront}/api/cart/items`, {
  method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ productId, quantity: 1, requestId }),
});

const quantityOf = async (cookie: string, productId: string) => {
  const cart = (await (await fetch(`${storefront}/api/cart`, { headers: { cookie } })).json()) as CartJson;
  return cart.lineItems.filter((i) => i.referencedId === productId).reduce((n, i) => n + i.quantity, 0);
};

describe('add to cart, once per press', () => {
  it('a timed-out addition that landed anyway is not added again by its retry', async () => {
    // Its refusal is said in the shop's words even when the snippets are not cached: the
    // request's own deadline has long passed by then (snippets get a budget of their own).
    await purgeAll(storefront, ['snippets']);
    const cookie = await shopperCookie();
    const [product, another] = await availableProducts() as [string, string];
    // The backend adds, then answers later than the worker's upstream budget (8 s): the worker
    // gives up, the item is in the cart.
    await setFaults(backend, { answerLatencyMs: 9_000, match: '/checkout/cart/line-item' });
    const first = await add(cookie, product, 'press-timeout-1');
    expect(first.status).toBe(503);
    expect(((await first.json()) as { message: string }).message).toBe('We konden het toevoegen niet bevestigen. Probeer het opnieuw: het wordt niet dubbel toegevoegd.');
    await setFaults(backend, null);
    expect(await quantityOf(cookie, product)).toBe(1);
    const retry = await add(cookie, product, 'press-timeout-1');
    expect(retry.status).toBe(200);
    expect(await quantityOf(cookie, product)).toBe(1);
    // A new press adds.
    expect((await add(cookie, another, 'press-timeout-2')).status).toBe(200);
    expect(await quantityOf(cookie, another)).toBe(1);
  }, 30_000);

  it('a timed-out addition without JavaScript sends the shopper to the cart, which says it could not confirm it', async () => {
    const cookie = await shopperCookie();
    const [product] = await availableProducts() as [string];
    await setFaults(backend, { answerLatencyMs: 9_000, match: '/checkout/cart/line-item' });
    const res = await fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual', body: `productId=${product}&quantity=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie, referer: `${storefront}/` },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart?toevoeging=onbevestigd');
    await setFaults(backend, null);
    // The cart tells the truth: the item landed once, and the page says to look before adding again.
    expect(await quantityOf(cookie, product)).toBe(1);
    const page = await (await fetch(`${storefront}/cart?toevoeging=onbevestigd`, { headers: { cookie } })).text();
    expect(page).toContain('We konden het toevoegen niet bevestigen. Kijk hieronder in je winkelwagen');
  }, 30_000);

  it('without JavaScript, the form\'s key makes a press once: a timeout comes back to the page with the same key, and pressing again adds once (#34)', async () => {
    const cookie = await shopperCookie();
    const [product] = await availableProducts() as [string];
    const productPath = (await (await fetch(`${storefront}/api/product/${product}`)).json() as { href: string }).href;
    // The page's form carries a key of its own.
    const page = await (await fetch(`${storefront}${productPath}`, { headers: { cookie } })).text();
    const key = /name="requestId" value="([\w-]+)"/.exec(page)?.[1];
    expect(key).toMatch(/^[\w-]{8,64}$/);
    const press = () => fetch(`${storefront}/cart/add`, {
      method: 'POST', redirect: 'manual', body: `productId=${product}&quantity=1&requestId=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie, referer: `${storefront}${productPath}` },
    });
    await setFaults(backend, { answerLatencyMs: 9_000, match: '/checkout/cart/line-item' });
    const late = await press();
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe(`${productPath}?toevoeging=onbevestigd&poging=${key}`);
    await setFaults(backend, null);
    expect(await quantityOf(cookie, product)).toBe(1);
    // The page it comes back to says so, and its form carries the same key.
    const back = await (await fetch(`${storefront}${late.headers.get('location')}`, { headers: { cookie } })).text();
    expect(back).toContain('We konden het toevoegen niet bevestigen.');
    expect(back).toContain(`name="requestId" value="${key}"`);
    // Pressed again, and twice at once (a double click): it was added once.
    const again = await Promise.all([press(), press()]);
    expect(again.map((a) => a.headers.get('location'))).toEqual(Array(2).fill(`${productPath}?toegevoegd=${product}`));
    expect(await quantityOf(cookie, product)).toBe(1);
  }, 30_000);

  it('the same press sent 10 times at once adds once; all 10 answer with the cart', async () => {
    const cookie = await shopperCookie();
    const [product] = await availableProducts() as [string];
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(cookie, product, 'press-burst-1')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await quantityOf(cookie, product)).toBe(1);
  });
});
