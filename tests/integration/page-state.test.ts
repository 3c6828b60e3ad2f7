// What a page's HTML carries as query state (#36 item 4): what its first view renders, not
// what every page would repeat. The whole navigation tree is read by the browser through
// /api/navigation/main (its HTTP cache keeps it across pages); the page carries its top level,
// while its markup still holds every menu link a shopper without JavaScript needs.
import { beforeAll, describe, expect, inject, it } from 'vitest';

const storefront = inject('storefrontUrl');
const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

interface PageState { html: string; keys: string[]; bytes: number }

async function pageState(path: string): Promise<PageState> {
  const response = await fetch(`${storefront}${path}`, { headers: { 'user-agent': SHOPPER } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const keys: string[] = [];
  let bytes = 0;
  for (const m of html.matchAll(/\(window\.__RQ=window\.__RQ\|\|\[\]\)\.push\((.*?)\);document\.currentScript\.remove\(\)/g)) {
    bytes += m[0].length;
    const state = JSON.parse(m[1]!) as { queries: { queryKey: unknown[] }[] };
    keys.push(...state.queries.map((q) => JSON.stringify(q.queryKey)));
  }
  return { html, keys, bytes };
}

const ROUTES = ['/', '/Dames/', '/Dames/Kleding/Jurken/', '/over-veld', '/products?search=jurk', '/cart', '/jurkenedit'];

describe('page state', () => {
  let product = '';
  beforeAll(async () => {
    const listing = await (await fetch(`${storefront}/Dames/Kleding/Jurken/`, { headers: { 'user-agent': SHOPPER } })).text();
    product = /href="(\/[^"]+\/SW[^"]+)"/.exec(listing)?.[1] ?? '';
    expect(product).not.toBe('');
  });

  it.each(ROUTES)('%s carries the menu\'s top level, not the whole tree, and its markup every panel link', async (path) => {
    const { html, keys } = await pageState(path);
    expect(keys).toContain('["navigation","main","top"]');
    expect(keys).not.toContain('["navigation","main"]');
    // The panels' links are in the markup all the same (desktop panel, the menu without JavaScript).
    expect(html).toContain('class="submenu__inner container"');
    expect(html).toContain('href="/Dames/Kleding/Jurken/"');
    expect(html).toContain('class="nojs-menu__list"');
  });

  it('a product page neither', async () => {
    const { keys } = await pageState(product);
    expect(keys).not.toContain('["navigation","main"]');
  });

  it('a ProductListing block that names its category by path carries the category found, not the tree', async () => {
    const { html, keys } = await pageState('/jurkenedit');
    expect(keys).toContain('["category-path","Dames/Kleding/Jurken/"]');
    expect(html).toContain('Alle jurken');
  });
});
