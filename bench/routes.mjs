// The pages the measurements visit, one of each kind, found on the demo catalogue the shop
// runs on (ids and SEO URLs are generated, so they are looked up, not written down).

/** [name, path] pairs: home, a category listing (plain and filtered), a product, search, content pages. */
export async function benchRoutes(base) {
  const nav = await (await fetch(`${base}/api/navigation/main`)).json();
  const category = nav.flatMap((t) => [t, ...t.children]).find((c) => c.children?.length && c.href.startsWith('/'));
  const categoryData = await (await fetch(`${base}/api/resolve?path=${encodeURIComponent(category.href)}`)).json();
  const listing = await (await fetch(`${base}/api/listing?categoryId=${categoryData.categoryId}`)).json();
  const property = listing.properties[0]?.options[0]?.id;
  return [
    ['home', '/'],
    ['category listing', category.href],
    ['filtered listing', `${category.href}?properties=${property}&sort=price-asc`],
    ['product page', listing.products[0].href],
    ['search', '/products?search=linnen'],
    // Content pages: the blocks that weigh most (video, contact form, overviews, sliders).
    ['content: over-veld', '/over-veld'],
    ['content: contact', '/contact'],
    ['content: merken', '/merken'],
    ['content: shop-the-look', '/shop-the-look'],
    ['content: blog', '/blog'],
  ];
}

/**
 * The private pages, measured as a shopper with a filled cart gets them: [name, path, headers]
 * with the shopper's session cookie (a new cart with one product).
 */
export async function shopperRoutes(base) {
  const listing = await (await fetch(`${base}/api/listing?search=linnen`)).json();
  const product = listing.products.find((p) => p.available) ?? listing.products[0];
  const added = await fetch(`${base}/api/cart/items`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
  const token = added.headers.getSetCookie().map((c) => /^sw-context-token=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!added.ok || !token) throw new Error(`could not fill a cart: ${added.status}`);
  const cookie = `sw-context-token=${token}`;
  return [
    ['cart (filled)', '/cart', { cookie }],
    ['checkout (filled cart)', '/checkout', { cookie }],
  ];
}

/** The paths a child sitemap lists (its locs are absolute on SITE_URL; the path is what counts). */
async function sitemapPaths(base, file) {
  const xml = await (await fetch(`${base}/sitemap/${file}`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll('&amp;', '&')).pathname);
}

/**
 * Every kind of public page, one of each, for Lighthouse: the bench's pages, plus a blog post,
 * a brand, a look (from the sitemaps, which list exactly the public pages) and a path the shop
 * never knew (404).
 */
export async function publicRoutes(base) {
  const routes = await benchRoutes(base);
  const [post] = (await sitemapPaths(base, 'blogs-1.xml')).filter((p) => p !== '/blog');
  const [brand] = await sitemapPaths(base, 'brands-1.xml');
  const [look] = (await sitemapPaths(base, 'looks-1.xml')).filter((p) => p !== '/shop-the-look');
  return [
    ...routes,
    ['blog post', post],
    ['brand', brand],
    ['look', look],
    ['404 (never known)', '/deze-pagina-heeft-nooit-bestaan'],
    // A product deleted since: Shopware keeps its SEO URL flagged isDeleted (demo: DELETED_SEO_URLS).
    ['410 (deleted product)', '/Linnen-Zomerjurk-2019/SW2019001'],
  ];
}

/**
 * The shopper's own pages for Lighthouse (issue 52): the cart (filled) and the checkout as a
 * shopper with a cart, the login page, and the account as a logged-in customer:
 * [name, path, headers] with that shopper's cookies.
 */
export async function personalRoutes(base) {
  const [cart, checkout] = await shopperRoutes(base);
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@veld.nl', password: 'veld-demo-2026' }),
  });
  if (!login.ok) throw new Error(`could not log in: ${login.status}`);
  const customer = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return [cart, checkout, ['login', '/login', {}], ['account', '/account', { cookie: customer }]];
}
