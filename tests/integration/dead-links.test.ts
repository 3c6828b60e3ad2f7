// The dead-link guard (#32): every link of this site on the pages a shopper starts from — the
// home page, a listing, a product, the content and service pages, the menu and the footer, the
// cart and the checkout of a visitor — leads somewhere. A link that ends in a 404 (such as
// "Bekijk alles" to /category/{id of the link}, or the checkout's terms to a page that did not
// exist) fails the test with the page it is on.
import { describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');
const origin = new URL(storefront).origin;

/** The pages a shopper starts from (the product and the checkout are added below). */
const START_PAGES = [
  '/', '/Dames/Kleding/', '/Heren/', '/products?search=linnen', '/merken', '/shop-the-look', '/blog', '/over-veld',
  '/klantenservice', '/klantenservice/veelgestelde-vragen', '/klantenservice/verzenden-en-retourneren',
  '/klantenservice/maattabel', '/contact/', '/afspraak-maken', '/privacybeleid', '/algemene-voorwaarden', '/cart', '/login',
];

/** This site's links in a page's HTML (and in the JSON of the menus), as paths with their query. */
function sitePaths(html: string): string[] {
  const paths = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = raw!.replaceAll('&amp;', '&');
    if (!href || href.startsWith('#') || /^(mailto|tel):/i.test(href)) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

async function page(path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const res = await fetch(storefront + path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text() };
}

/** A visitor with a product in the cart, so the checkout shows its form (and its terms link). */
async function visitorWithCart(): Promise<{ cookie: string; productPath: string }> {
  const listing = await (await fetch(`${storefront}/api/listing?search=linnen`)).json() as { products: { id: string; href: string; available?: boolean }[] };
  const product = listing.products.find((p) => p.available !== false)!;
  const add = await fetch(`${storefront}/api/cart/items`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
  expect(add.ok, await add.clone().text()).toBe(true);
  const cookie = add.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, productPath: product.href };
}

describe('the dead-link guard', () => {
  it('finds no link that ends in a 404 on the pages a shopper starts from', { timeout: 240_000 }, async () => {
    const { cookie, productPath } = await visitorWithCart();
    const foundOn = new Map<string, string>();
    const starts: Array<[string, string | undefined]> = [...START_PAGES, productPath].map((p) => [p, undefined]);
    starts.push(['/checkout', cookie]);
    for (const [start, withCookie] of starts) {
      const { status, html } = await page(start, withCookie);
      expect(status, start).toBe(200);
      for (const path of sitePaths(html)) if (!foundOn.has(path)) foundOn.set(path, start);
    }
    // The menus as the browser reads them (a phone's menu and the footer are filled from these).
    for (const menu of ['/api/navigation/main', '/api/navigation/footer']) {
      const body = await (await fetch(storefront + menu)).text();
      for (const [, href] of body.matchAll(/"href":"(\/[^"]*)"/g)) if (!foundOn.has(href!)) foundOn.set(href!, menu);
    }
    expect(foundOn.has('/algemene-voorwaarden'), 'the checkout links to the terms').toBe(true);

    const dead: string[] = [];
    const queue = [...foundOn.keys()];
    // Four at a time: a shop on a busy two-core machine, not a load test.
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const res = await fetch(storefront + path);
        await res.body?.cancel();
        if (res.status === 404 || res.status === 410 || res.status >= 500) dead.push(`${path} (${res.status}) on ${foundOn.get(path)}`);
      }
    }));
    console.info(`dead-link guard: ${foundOn.size} links checked`);
    expect(dead).toEqual([]);
  });

  it('sends a category’s fallback address to its SEO URL', async () => {
    const main = await (await fetch(`${storefront}/api/navigation/main`)).json() as { id: string; href: string }[];
    const dames = main.find((item) => item.href === '/Dames/')!;
    const res = await fetch(`${storefront}/category/${dames.id}?p=2`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/Dames/?p=2');
  });
});
