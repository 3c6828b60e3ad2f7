// What search engines and social networks read in the head, beyond title and description: the
// one canonical URL, robots for filter combinations and search, Open Graph and Twitter cards,
// and schema.org data. Computed by the worker from the route's data and the query cache; the
// browser never downloads this code.
import type { QueryClient } from '@tanstack/react-query';
import { parseListingState, type ListingState } from '../../shared/catalogue/listing-state';
import { jsonLdScript, plainText, productJsonLd } from '../../shared/catalogue/product-json-ld';
import type { CategoryPage, Listing, ProductDetail } from '../../shared/catalogue/types';
import type { BlogPost, LandingPage } from '../../shared/content/listings';
import type { ContentPage } from '../../shared/storefront-api';
import { SITE_NAME, type MatchLike, type PageMeta } from '../../client/lib/meta';
import { queryKeys } from '../../client/queries';
import { listingQueryKey } from '../../client/queries/listing';
import { escapeHtml } from '../../shared/escape';
import { absoluteUrl } from '../seo/site-url';

const SCHEMA = 'https://schema.org';

export interface PageSeo {
  /** Path (and query) of the canonical URL on SITE_URL. */
  canonicalPath: string;
  /** 'noindex,follow' for filter combinations and search results; null: indexable. */
  robots: string | null;
  ogType: 'website' | 'product' | 'article';
  image: string | null;
  price: number | null;
  /** schema.org objects for the head. */
  jsonLd: unknown[];
  /** A better description than the page meta's, when the data has one (a product's text). */
  description?: string;
}

/** At most `max` characters, cut at a word. */
export function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

interface Leaf { id: string; data: Record<string, unknown> | null | undefined }

function leafOf(matches: MatchLike[]): Leaf | undefined {
  const leaf = matches.at(-1);
  return leaf ? { id: leaf.id, data: leaf.data as Record<string, unknown> | null | undefined } : undefined;
}

/** A listing URL's canonical form: its own path, keeping only `p` from page 2 (and the search term). */
export function listingCanonical(path: string, state: ListingState, keepSearch = false): string {
  const params = new URLSearchParams();
  if (keepSearch && state.search) params.set('search', state.search);
  if (state.page > 1) params.set('p', String(state.page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Filters narrow the listing to a combination nobody should find in a search engine. */
export function isFiltered(state: ListingState, defaultManufacturer?: string): boolean {
  return state.properties.length > 0 || state.minPrice !== null || state.maxPrice !== null
    || state.manufacturers.some((m) => m !== defaultManufacturer) || state.search !== null;
}

/** The listing data a listing page rendered, from the query cache. */
function cachedListing(queryClient: QueryClient, categoryId: string | undefined, state: ListingState): Listing | undefined {
  return queryClient.getQueryData<Listing>(listingQueryKey({ ...(categoryId ? { categoryId } : {}), state }));
}

function itemList(siteUrl: string, listing: Listing | undefined): unknown[] {
  if (!listing || listing.products.length === 0) return [];
  const offset = (listing.page - 1) * listing.limit;
  return [{
    '@context': SCHEMA,
    '@type': 'ItemList',
    numberOfItems: listing.total,
    itemListElement: listing.products.map((p, i) => ({
      '@type': 'ListItem', position: offset + i + 1, url: new URL(p.href, siteUrl).href, name: p.name,
    })),
  }];
}

const SOCIAL_KEYS = ['facebook', 'instagram', 'linkedin', 'tiktok'] as const;

/** The shop as an Organization (logo, the footer's social links) and the site with its search. */
export function siteJsonLd(siteUrl: string, snippets: Record<string, string> | undefined): unknown[] {
  const sameAs = SOCIAL_KEYS.map((k) => snippets?.[`footer.social.${k}`] ?? '').filter((href) => /^https:\/\//.test(href));
  return [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: SITE_NAME,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/logo.svg`,
      ...(sameAs.length ? { sameAs } : {}),
    },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: SITE_NAME,
      url: `${siteUrl}/`,
      inLanguage: 'nl-NL',
      publisher: { '@id': `${siteUrl}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/products?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** The leading header banner's image of a content page, if it has one. */
export function bannerImage(page: ContentPage | null | undefined): string | null {
  const first = page?.blocks[0];
  if (first?._type !== 'HeaderBanner') return null;
  return (first as Extract<ContentPage['blocks'][number], { _type: 'HeaderBanner' }>).image.urls?.src ?? null;
}

export function pageSeo(matches: MatchLike[], queryClient: QueryClient, url: URL, siteUrl: string): PageSeo {
  const leaf = leafOf(matches);
  const data = leaf?.data;
  const base: PageSeo = { canonicalPath: url.pathname, robots: null, ogType: 'website', image: null, price: null, jsonLd: [] };
  const state = parseListingState(url.searchParams);
  if (leaf?.id === 'home') {
    const home = queryClient.getQueryData<ContentPage | null>(queryKeys.content('home'));
    return { ...base, canonicalPath: '/', image: bannerImage(home), jsonLd: siteJsonLd(siteUrl, queryClient.getQueryData(queryKeys.snippets())) };
  }
  if (leaf?.id === 'products') {
    return {
      ...base,
      canonicalPath: listingCanonical('/products', state, true),
      robots: isFiltered(state) ? 'noindex,follow' : null,
      jsonLd: itemList(siteUrl, cachedListing(queryClient, undefined, (data?.state as ListingState | undefined) ?? state)),
    };
  }
  if (leaf?.id === 'brand' && typeof data?.brandId === 'string') {
    const brandState = (data.state as ListingState | undefined) ?? state;
    return {
      ...base,
      canonicalPath: listingCanonical(url.pathname, state),
      robots: isFiltered(state, data.brandId) ? 'noindex,follow' : null,
      jsonLd: itemList(siteUrl, cachedListing(queryClient, undefined, brandState)),
    };
  }
  if (leaf?.id !== 'page' || !data) return base;
  const screenData = (data.data ?? {}) as Record<string, unknown>;
  switch (data.screen) {
    case 'category': {
      const category = queryClient.getQueryData<CategoryPage>(queryKeys.category(String(screenData.categoryId)));
      const listing = cachedListing(queryClient, String(screenData.listingCategoryId), screenData.state as ListingState);
      return {
        ...base,
        canonicalPath: listingCanonical(category?.href ?? url.pathname, state),
        robots: isFiltered(state) ? 'noindex,follow' : null,
        image: listing?.products.find((p) => p.image)?.image?.url ?? null,
        jsonLd: itemList(siteUrl, listing),
      };
    }
    case 'product': {
      const product = queryClient.getQueryData<ProductDetail>(queryKeys.product(String(screenData.productId)));
      if (!product) return base;
      return {
        ...base, canonicalPath: product.href, ogType: 'product', image: product.images[0]?.url ?? product.image?.url ?? null,
        price: product.price, jsonLd: [productJsonLd(product, siteUrl)],
        ...(product.description ? { description: clip(plainText(product.description)) } : {}),
      };
    }
    case 'blog': {
      const post = queryClient.getQueryData<BlogPost | null>(queryKeys.blogPost(String(screenData.slug)));
      if (!post) return base;
      const image = post.image?.urls?.src ?? null;
      const postUrl = new URL(post.href, siteUrl).href;
      return {
        ...base, canonicalPath: post.href, ogType: 'article', image,
        jsonLd: [{
          '@context': SCHEMA,
          '@type': 'BlogPosting',
          headline: post.title,
          ...(post.excerpt ? { description: post.excerpt } : {}),
          ...(image ? { image: [image] } : {}),
          datePublished: post.publishedAt,
          ...(post.author ? { author: { '@type': 'Person', name: post.author.name, ...(post.author.jobTitle ? { jobTitle: post.author.jobTitle } : {}) } } : {}),
          publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.svg` } },
          mainEntityOfPage: { '@type': 'WebPage', '@id': postUrl },
          url: postUrl,
          inLanguage: 'nl-NL',
        }],
      };
    }
    case 'landing': {
      const look = queryClient.getQueryData<LandingPage>(queryKeys.landingPage(String(screenData.landingPageId)));
      if (!look) return base;
      return {
        ...base, canonicalPath: look.href, image: look.cover?.url ?? null,
        jsonLd: itemList(siteUrl, { products: look.products, page: 1, limit: look.products.length, total: look.products.length } as Listing),
      };
    }
    case 'content': {
      const page = queryClient.getQueryData<ContentPage | null>(queryKeys.content(String(screenData.slug)));
      return {
        ...base,
        image: bannerImage(page),
        jsonLd: page ? [{ '@context': SCHEMA, '@type': 'WebPage', name: page.title, url: absoluteUrl(siteUrl, url.pathname), inLanguage: 'nl-NL' }] : [],
      };
    }
    default:
      return base;
  }
}

/** The head's tags: canonical, robots, Open Graph, Twitter and JSON-LD. */
export function seoHead(pageMeta: PageMeta, seo: PageSeo, siteUrl: string, status: number): string {
  const meta = status < 400 && seo.description ? { ...pageMeta, description: seo.description } : pageMeta;
  const canonical = absoluteUrl(siteUrl, seo.canonicalPath);
  const robots = status >= 400 || meta.noindex ? 'noindex' : seo.robots;
  const image = seo.image ? new URL(seo.image, siteUrl).href : null;
  const tag = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return `<meta name="description" content="${escapeHtml(meta.description)}">`
    + (robots ? `<meta name="robots" content="${robots}">` : '')
    + `<link rel="canonical" href="${escapeHtml(canonical)}">`
    + tag('property', 'og:site_name', SITE_NAME)
    + tag('property', 'og:locale', 'nl_NL')
    + tag('property', 'og:type', seo.ogType)
    + tag('property', 'og:title', meta.title)
    + tag('property', 'og:description', meta.description)
    + tag('property', 'og:url', canonical)
    + (image ? tag('property', 'og:image', image) + tag('property', 'og:image:alt', meta.title) : '')
    + (seo.price !== null ? tag('property', 'product:price:amount', seo.price.toFixed(2)) + tag('property', 'product:price:currency', 'EUR') : '')
    + tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary')
    + tag('name', 'twitter:title', meta.title)
    + tag('name', 'twitter:description', meta.description)
    + (image ? tag('name', 'twitter:image', image) : '')
    + (status < 400 ? seo.jsonLd.map((d) => `<script type="application/ld+json">${jsonLdScript(d)}</script>`).join('') : '');
}
