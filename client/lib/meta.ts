// Title and description of the page on screen, from the matched routes' loader data and
// the query cache. The worker writes them into the head; the browser updates the title on
// client-side navigation.
import type { QueryClient } from '@tanstack/react-query';
import type { CategoryPage, ProductDetail } from '../../shared/catalogue/types';
import type { ContentPage } from '../../shared/storefront-api';
import type { BlogPost, LandingPage } from '../../shared/content/listings';
import type { ListingState } from '../../shared/catalogue/listing-state';
import { queryKeys } from '../queries';

export const SITE_NAME = 'VELD';
const DEFAULT_DESCRIPTION = 'VELD: tijdloze dames- en herenmode, schoenen en accessoires. Gratis verzending vanaf €75.';

export interface ImagePreload {
  srcSet: string;
  sizes: string;
  media?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Internal pages stay out of search engines. */
  noindex?: boolean;
}

/**
 * The images worth fetching before the page renders: a content page's leading banner (its
 * largest element), mobile and desktop sources each under their own media query.
 */
export function leadingImagePreloads(matches: MatchLike[], queryClient: QueryClient): ImagePreload[] {
  const leaf = matches.at(-1);
  const data = leaf?.data as { screen?: string; data?: { slug?: string } } | null | undefined;
  const slug = leaf?.id === 'home' ? 'home' : data?.screen === 'content' ? data.data?.slug : undefined;
  if (!slug) return [];
  const first = queryClient.getQueryData<ContentPage | null>(queryKeys.content(slug))?.blocks[0];
  if (first?._type !== 'HeaderBanner') return [];
  const banner = first as Extract<ContentPage['blocks'][number], { _type: 'HeaderBanner' }>;
  const desktop = banner.image.urls;
  const mobile = (banner.imageMobile ?? banner.image).urls;
  return [
    ...(mobile ? [{ srcSet: mobile.srcSet, sizes: '100vw', media: '(max-width: 767px)' }] : []),
    ...(desktop ? [{ srcSet: desktop.srcSet, sizes: '100vw', media: '(min-width: 768px)' }] : []),
  ];
}

/** A matched route as the head's writers read it (client/router's RouteMatch fits). */
export interface MatchLike {
  id: string;
  data?: unknown;
}

const PRIVATE_TITLES: Record<string, string> = {
  login: 'Inloggen',
  account: 'Mijn account',
  'account-information': 'Mijn gegevens',
  'account-orders': 'Bestellingen',
  'account-order': 'Bestelling',
  'account-guest-order': 'Je bestelling',
  'account-wishlist': 'Mijn verlanglijst',
  'account-recover': 'Nieuw wachtwoord kiezen',
  checkout: 'Afrekenen',
  'checkout-success': 'Bedankt voor je bestelling',
  'checkout-failed': 'Betaling niet gelukt',
};

export function pageMeta(matches: MatchLike[], queryClient: QueryClient, status = 200): PageMeta {
  const meta = (title: string, description = DEFAULT_DESCRIPTION) => ({ title: `${title} | ${SITE_NAME}`, description });
  if (status === 404) return meta('Pagina niet gevonden');
  // 503: maintenance or a backend outage (#34); the title fits both, the page says which.
  if (status >= 500) return meta(status === 503 ? 'We zijn zo terug' : 'Er ging iets mis');
  const leaf = matches.at(-1);
  const data = leaf?.data as Record<string, unknown> | null | undefined;
  if (leaf?.id === 'home') {
    const page = queryClient.getQueryData<ContentPage | null>(queryKeys.content('home'));
    return { title: `${SITE_NAME} | Mode voor dames en heren`, description: page?.metaDescription ?? DEFAULT_DESCRIPTION };
  }
  if (leaf?.id.startsWith('showcase')) return { ...meta('Ontwerpsysteem'), noindex: true };
  if (leaf?.id === 'brand' && typeof data?.name === 'string') return meta(data.name);
  if (leaf?.id === 'cart') return { ...meta('Winkelwagen'), noindex: true };
  // The shopper's own pages: never indexed.
  const privateTitle = leaf ? PRIVATE_TITLES[leaf.id] : undefined;
  if (privateTitle) return { ...meta(privateTitle), noindex: true };
  if (leaf?.id === 'products') {
    const state = data?.state as ListingState | undefined;
    return meta(state?.search ? `Zoekresultaten voor "${state.search}"` : 'Alle producten');
  }
  if (leaf?.id === 'page' && data) {
    const screen = data.screen as string;
    const { categoryId = '', productId = '', slug = '' } = data.data as { categoryId?: string; productId?: string; slug?: string };
    if (screen === 'category') {
      const category = queryClient.getQueryData<CategoryPage>(queryKeys.category(categoryId));
      if (category) return meta(category.seo.title ?? category.name);
    }
    if (screen === 'product') {
      const product = queryClient.getQueryData<ProductDetail>(queryKeys.product(productId));
      if (product) return meta(product.brand ? `${product.name} van ${product.brand}` : product.name);
    }
    if (screen === 'content') {
      const page = queryClient.getQueryData<ContentPage | null>(queryKeys.content(slug));
      if (page) return meta(page.title, page.metaDescription ?? DEFAULT_DESCRIPTION);
    }
    if (screen === 'blog') {
      const post = queryClient.getQueryData<BlogPost | null>(queryKeys.blogPost(slug));
      if (post) return meta(post.title, post.excerpt || DEFAULT_DESCRIPTION);
    }
    if (screen === 'landing') {
      const { landingPageId = '' } = data.data as { landingPageId?: string };
      const look = queryClient.getQueryData<LandingPage>(queryKeys.landingPage(landingPageId));
      if (look) return meta(look.name, look.metaDescription ?? DEFAULT_DESCRIPTION);
    }
  }
  return { title: SITE_NAME, description: DEFAULT_DESCRIPTION };
}
