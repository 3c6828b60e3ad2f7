// SEO and crawlers (#21) against the running shop (default 2,000-product demo catalogue):
// robots.txt, the sitemaps (sitemaps.org rules, every kind of page, no private or filtered
// URL, paged correctly), Open Graph and JSON-LD on every kind of page, status codes.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseSitemap } from '../../worker/seo/sitemap-schema';
import { purgeAll, setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');
const accessKey = inject('accessKey');
const siteUrl = `http://localhost:${new URL(storefront).port}`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const KINDS = ['products', 'categories', 'pages', 'blogs', 'looks', 'brands'] as const;
// The demo backend's SEO URLs of a deleted product and category (DELETED_SEO_URLS in
// demo-backend/shopware/catalogue/entities.ts; written out here, since that module is
// worker code the tests' Node typings do not cover).
const DELETED_SEO_URLS = [{ seoPathInfo: 'Linnen-Zomerjurk-2019/SW2019001' }, { seoPathInfo: 'Dames/Zomer-2019/' }];

const local = (loc: string) => loc.replace(siteUrl, '');
const crawl = async (path: string) => {
  const res = await fetch(storefront + path, { headers: { 'user-agent': GOOGLEBOT }, redirect: 'manual' });
  return { res, html: await res.text() };
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? null;
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
  .map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const canonical = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => m[1]);

afterEach(() => setFaults(backend, null));

describe('robots.txt on a deployment that is not production (localhost)', () => {
  it('disallows everything and says noindex on every response', async () => {
    const res = await fetch(`${storefront}/robots.txt`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/$/m);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    for (const path of ['/', '/sitemap.xml', '/api/snippets', '/bestaat-niet']) {
      const other = await fetch(storefront + path);
      await other.arrayBuffer();
      expect(other.headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });
});

describe('sitemaps', () => {
  const files = new Map<string, { loc: string; lastmod: string | null }[]>();

  beforeAll(async () => {
    const res = await fetch(`${storefront}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const index = parseSitemap(await res.text(), siteUrl);
    expect(index.kind).toBe('sitemapindex');
    for (const { loc } of index.entries) {
      const child = await fetch(storefront + local(loc));
      expect(child.status, loc).toBe(200);
      const parsed = parseSitemap(await child.text(), siteUrl);
      expect(parsed.kind).toBe('urlset');
      files.set(local(loc), parsed.entries);
    }
  }, 120_000);

  it('has child sitemaps of every kind, each valid and on SITE_URL', () => {
    for (const kind of KINDS) expect([...files.keys()], kind).toContain(`/sitemap/${kind}-1.xml`);
    for (const [file, entries] of files) {
      if (!file.includes('looks') && !file.includes('brands')) expect(entries.length, file).toBeGreaterThan(0);
    }
  });

  it('holds no private, technical or filtered URL, and none twice', () => {
    const all = [...files.values()].flat().map((e) => local(e.loc));
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) {
      expect(path).not.toMatch(/[?#]/);
      expect(path).not.toMatch(/^\/(cart|checkout|account|login|api|products)(\/|$)/);
      expect(path).not.toMatch(/^\/(navigation|detail|landingPage)\//);
      expect(path).not.toBe('/error');
    }
  });

  it('lists every product with a page, once, with a lastmod from the backend', async () => {
    const res = await fetch(`${backend}/store-api/product`, {
      method: 'POST',
      headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1, 'total-count-mode': 'exact', filter: [{ type: 'equals', field: 'childCount', value: 0 }] }),
    });
    const { total } = (await res.json()) as { total: number };
    const products = [...files].filter(([f]) => f.startsWith('/sitemap/products-')).flatMap(([, e]) => e);
    expect(total).toBeGreaterThan(1000);
    expect(products).toHaveLength(total);
    expect(products.every((p) => p.lastmod !== null)).toBe(true);
    // The default catalogue fits one file; a file past the last is not found.
    expect(await fetch(`${storefront}/sitemap/products-2.xml`).then((r) => r.status)).toBe(404);
    expect(await fetch(`${storefront}/sitemap/unknown-1.xml`).then((r) => r.status)).toBe(404);
  });

  it('lists the home page, content pages, blog posts, looks and brand pages by their own paths', () => {
    const paths = (kind: string) => (files.get(`/sitemap/${kind}-1.xml`) ?? []).map((e) => local(e.loc));
    expect(paths('pages')).toContain('/');
    expect(paths('pages')).toContain('/over-veld');
    expect(paths('blogs').every((p) => p.startsWith('/blog/'))).toBe(true);
    expect(paths('looks').length).toBeGreaterThan(0);
    expect(paths('brands').every((p) => /^\/brand\/[0-9a-f]{32}$/.test(p))).toBe(true);
    expect(paths('categories').every((p) => p.endsWith('/'))).toBe(true);
  });

  it('every kind of page it lists answers 200 with one canonical (its own URL), Open Graph and JSON-LD', async () => {
    const expected: Record<(typeof KINDS)[number], string> = {
      products: 'Product', categories: 'ItemList', pages: 'WebPage', blogs: 'BlogPosting', looks: 'ItemList', brands: 'ItemList',
    };
    for (const kind of KINDS) {
      const entry = files.get(`/sitemap/${kind}-1.xml`)!.find((e) => local(e.loc) !== '/')!;
      const { res, html } = await crawl(local(entry.loc));
      expect(res.status, entry.loc).toBe(200);
      expect(html).toMatch(/^<!doctype html><html lang="nl"[ >]/);
      expect(canonical(html), entry.loc).toEqual([entry.loc]);
      expect(html).not.toContain('<meta name="robots"');
      expect(meta(html, 'og:title')).toBeTruthy();
      expect(meta(html, 'og:description')).toBeTruthy();
      expect(meta(html, 'og:url')).toBe(entry.loc);
      expect(meta(html, 'og:image')).toMatch(/^https?:\/\//);
      expect(meta(html, 'og:type')).toBe(kind === 'products' ? 'product' : kind === 'blogs' ? 'article' : 'website');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const types = jsonLd(html).map((d) => d['@type']);
      expect(types, entry.loc).toContain(expected[kind]);
    }
  }, 60_000);
});

describe('structured data', () => {
  const firstLoc = async (kind: string) => {
    const xml = await (await fetch(`${storefront}/sitemap/${kind}-1.xml`)).text();
    return local(parseSitemap(xml, siteUrl).entries.find((e) => local(e.loc) !== '/')!.loc);
  };

  it('home: Organization with logo and WebSite with a SearchAction to /products?search=', async () => {
    const { html } = await crawl('/');
    const data = jsonLd(html);
    const org = data.find((d) => d['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: 'VELD', url: `${siteUrl}/`, logo: `${siteUrl}/logo.svg` });
    const site = data.find((d) => d['@type'] === 'WebSite')!;
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${siteUrl}/products?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    expect(meta(html, 'og:type')).toBe('website');
    expect(canonical(html)).toEqual([`${siteUrl}/`]);
    expect((await fetch(`${storefront}/logo.svg`)).status).toBe(200);
  });

  it('product: every variant an offer with price, EUR and availability; price tags for Open Graph', async () => {
    const { html } = await crawl(await firstLoc('products'));
    const product = jsonLd(html).find((d) => d['@type'] === 'Product')!;
    expect(product.name).toBeTruthy();
    expect(product.image).toEqual(expect.arrayContaining([expect.stringMatching(/^http/)]));
    const offers = ([] as Record<string, unknown>[]).concat(product.offers as never);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer['@type']).toBe('Offer');
      expect(typeof offer.price).toBe('number');
      expect(offer.priceCurrency).toBe('EUR');
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/);
      expect(offer.url).toMatch(new RegExp(`^${siteUrl}/`));
    }
    expect(Number(meta(html, 'product:price:amount'))).toBe(offers[0]!.price);
    expect(meta(html, 'product:price:currency')).toBe('EUR');
    expect(jsonLd(html).map((d) => d['@type'])).toContain('BreadcrumbList');
  });

  it('blog post: BlogPosting with headline, date and image', async () => {
    const { html } = await crawl(await firstLoc('blogs'));
    const post = jsonLd(html).find((d) => d['@type'] === 'BlogPosting')!;
    expect(post.headline).toBeTruthy();
    expect(String(post.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(post.mainEntityOfPage).toBeTruthy();
  });

  it('category: ItemList of the products on the page and a BreadcrumbList', async () => {
    const { html } = await crawl(await firstLoc('categories'));
    const list = jsonLd(html).find((d) => d['@type'] === 'ItemList')!;
    const items = list.itemListElement as { position: number; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ position: 1 });
    expect(items.every((i) => i.url.startsWith(`${siteUrl}/`))).toBe(true);
    expect(jsonLd(html).map((d) => d['@type'])).toContain('BreadcrumbList');
  });
});

describe('listings: canonical and robots', () => {
  it('a filtered or sorted listing canonicalises to its category; page 2 keeps p; filters are noindex,follow', async () => {
    const xml = await (await fetch(`${storefront}/sitemap/categories-1.xml`)).text();
    const category = local(parseSitemap(xml, siteUrl).entries[0]!.loc);
    const sorted = await crawl(`${category}?sort=price-asc`);
    expect(canonical(sorted.html)).toEqual([siteUrl + category]);
    expect(sorted.html).not.toContain('<meta name="robots"');
    const page2 = await crawl(`${category}?p=2&sort=price-asc`);
    expect(canonical(page2.html)).toEqual([`${siteUrl}${category}?p=2`]);
    const filtered = await crawl(`${category}?min-price=10&max-price=90`);
    expect(canonical(filtered.html)).toEqual([siteUrl + category]);
    expect(filtered.html).toContain('<meta name="robots" content="noindex,follow">');
  });

  it('search results are noindex,follow', async () => {
    const { res, html } = await crawl('/products?search=linnen');
    expect(res.status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
    expect(canonical(html)).toHaveLength(1);
  });

  it('private pages are noindex', async () => {
    for (const path of ['/cart', '/login']) {
      const { html } = await crawl(path);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('status codes for crawlers', () => {
  it('a page past the last of a real category redirects to the last; an unknown category or product is 404', async () => {
    const xml = await (await fetch(`${storefront}/sitemap/categories-1.xml`)).text();
    const category = local(parseSitemap(xml, siteUrl).entries[0]!.loc);
    expect((await crawl(`${category}?p=999`)).res.status).toBe(302);
    expect((await crawl('/category/0123456789abcdef0123456789abcdef')).res.status).toBe(404);
    expect((await crawl('/detail/0123456789abcdef0123456789abcdef')).res.status).toBe(404);
    expect((await crawl('/Dames/bestaat-niet/')).res.status).toBe(404);
  });

  it('the kept SEO URL of a deleted product or category is 410 Gone with the not-found page in Dutch; a never-known path 404', async () => {
    const robots = (html: string) => meta(html, 'robots');
    for (const { seoPathInfo } of DELETED_SEO_URLS) {
      const path = `/${seoPathInfo}`;
      for (const userAgent of [GOOGLEBOT, 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0']) {
        const res = await fetch(storefront + path, { headers: { 'user-agent': userAgent }, redirect: 'manual' });
        const html = await res.text();
        expect(res.status, `${path} for ${userAgent}`).toBe(410);
        expect(html).toContain('Deze pagina is er niet meer');
        // Never a soft 404: the page says noindex and carries no entity's structured data.
        expect(robots(html)).toMatch(/noindex/);
        expect(jsonLd(html).filter((d) => d['@type'] === 'Product')).toEqual([]);
      }
    }
    // The technical path of a deleted entity is gone too, not redirected to its old SEO URL.
    const rows = await (await fetch(`${backend}/store-api/seo-url`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'sw-access-key': accessKey },
      body: JSON.stringify({ filter: [{ type: 'equals', field: 'isDeleted', value: true }] }),
    })).json() as { elements: { pathInfo: string; seoPathInfo: string; isDeleted: boolean }[] };
    expect(rows.elements.map((r) => r.seoPathInfo).sort()).toEqual(DELETED_SEO_URLS.map((u) => u.seoPathInfo).sort());
    expect((await crawl(rows.elements[0]!.pathInfo)).res.status).toBe(410);

    const never = await crawl('/Linnen-Zomerjurk-2019/SW2019999');
    expect(never.res.status).toBe(404);
    expect(never.html).toContain('Pagina niet gevonden');
    expect(robots(never.html)).toMatch(/noindex/);
  });

  it('maintenance is 503 with Retry-After, for crawlers and people', async () => {
    await purgeAll(storefront);
    await setFaults(backend, { maintenance: true });
    const bot = await crawl('/');
    expect(bot.res.status).toBe(503);
    expect(Number(bot.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const person = await fetch(`${storefront}/`, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/130' } });
    await person.text();
    expect(person.status).toBe(503);
    expect(Number(person.headers.get('retry-after'))).toBeGreaterThan(0);
    const sitemap = await fetch(`${storefront}/sitemap.xml`);
    await sitemap.text();
    expect(sitemap.status).toBe(503);
    expect(Number(sitemap.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
