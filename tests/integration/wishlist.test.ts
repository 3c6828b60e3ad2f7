// The wishlist through the storefront worker (/api/account/wishlist): a registered customer's
// list on the account — read (empty before the first addition: Shopware's 404), add and remove
// (each idempotent), merge the browser-kept list; a visitor is refused (403); every answer is
// private, never cached.
import { describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');
const PRIVATE = 'private, no-store';

const tokenOf = (res: Response): string | undefined =>
  res.headers.getSetCookie().map((c) => /^sw-context-token=([^;]+)/.exec(c)?.[1]).find(Boolean);

function call(method: string, path: string, cookie?: string, body?: unknown) {
  return fetch(storefront + path, {
    method,
    headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function productIds(count: number): Promise<string[]> {
  const listing = (await (await fetch(`${storefront}/api/listing?search=linnen`)).json()) as { products: { id: string }[] };
  return listing.products.slice(0, count).map((p) => p.id);
}

/** A new customer of this test's own; the cookie of their session. */
async function newCustomer(): Promise<string> {
  const options = await (await fetch(`${storefront}/api/address-options`)).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const res = await call('POST', '/api/account/register', undefined, {
    salutationId: options.salutations[0]!.id, firstName: 'Lotte', lastName: 'Bakker', email: `wishlist-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`,
    password: 'veilig-wachtwoord-1', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht', countryId: options.countries[0]!.id,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return `sw-context-token=${tokenOf(res)!}`;
}

const listed = async (cookie: string) => {
  const res = await call('GET', '/api/account/wishlist', cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(PRIVATE);
  return ((await res.json()) as { products: { id: string; name: string; href: string }[] }).products;
};

describe('a customer’s wishlist', () => {
  it('is empty before the first addition, then adds and removes (twice is once), newest first', async () => {
    const cookie = await newCustomer();
    const [a, b] = await productIds(2);
    expect(await listed(cookie)).toEqual([]);

    for (const id of [a!, b!, b!]) {
      const add = await call('PUT', `/api/account/wishlist/${id}`, cookie);
      expect(add.status).toBe(200);
      expect(add.headers.get('cache-control')).toBe(PRIVATE);
    }
    const products = await listed(cookie);
    expect(products.map((p) => p.id)).toEqual([b, a]);
    expect(products[0]!.name).toBeTruthy();
    expect(products[0]!.href).toMatch(/^\//);

    for (let i = 0; i < 2; i++) expect((await call('DELETE', `/api/account/wishlist/${a!}`, cookie)).status).toBe(200);
    expect((await listed(cookie)).map((p) => p.id)).toEqual([b]);
  });

  it('takes in the browser-kept list (duplicates once) and refuses what is no list of ids', async () => {
    const cookie = await newCustomer();
    const [a, b, c] = await productIds(3);
    await call('PUT', `/api/account/wishlist/${a!}`, cookie);
    const merge = await call('POST', '/api/account/wishlist/merge', cookie, { productIds: [b, c, b, a!.toUpperCase()] });
    expect(merge.status).toBe(200);
    expect(merge.headers.get('cache-control')).toBe(PRIVATE);
    expect(new Set((await listed(cookie)).map((p) => p.id))).toEqual(new Set([a, b, c]));

    for (const body of [{ productIds: ['nope'] }, { productIds: 'x' }, {}]) {
      const refused = await call('POST', '/api/account/wishlist/merge', cookie, body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe('Deze verlanglijst kunnen we niet overnemen.');
    }
  });

  it('answers 404 for a product that does not exist or an id that is none', async () => {
    const cookie = await newCustomer();
    expect((await call('PUT', `/api/account/wishlist/${'f'.repeat(32)}`, cookie)).status).toBe(404);
    expect((await call('PUT', '/api/account/wishlist/not-an-id', cookie)).status).toBe(404);
    expect(await listed(cookie)).toEqual([]);
  });
});

describe('a visitor', () => {
  it('is refused (403, in Dutch) and nothing is cached', async () => {
    const [a] = await productIds(1);
    for (const [method, path] of [['GET', '/api/account/wishlist'], ['PUT', `/api/account/wishlist/${a!}`], ['DELETE', `/api/account/wishlist/${a!}`]] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.headers.get('cache-control')).toBe(PRIVATE);
      expect(((await res.json()) as { message: string }).message).toBe('Je bent niet (meer) ingelogd. Log opnieuw in.');
    }
  });
});
