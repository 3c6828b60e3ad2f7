// Title and description of the page on screen: the matched route module's `head` (client/routes/),
// from its loader data and the query cache, or the shop's words for an error. The worker writes
// them into the head; the browser updates the title on client-side navigation.
import type { QueryClient } from '@tanstack/react-query';
import type { ContentPage } from '../../shared/storefront-api';
import { queryKeys } from '../queries';
import { loadedRouteModule } from '../router/route-modules';
import type { RouteHead } from '../router/types';

export const SITE_NAME = 'VELD';
const DEFAULT_DESCRIPTION = 'VELD: tijdloze dames- en herenmode, schoenen en accessoires. Gratis verzending vanaf €75.';

export interface PageMeta {
  title: string;
  description: string;
  /** Internal pages stay out of search engines. */
  noindex?: boolean;
}

/** A page's head: its title with the shop's name, and a description (the shop's own by default). */
function headOf({ title, siteFirst, description, noindex }: RouteHead): PageMeta {
  return {
    title: siteFirst ? `${SITE_NAME} | ${title}` : `${title} | ${SITE_NAME}`,
    description: description ?? DEFAULT_DESCRIPTION,
    ...(noindex ? { noindex: true } : {}),
  };
}

export interface ImagePreload {
  srcSet: string;
  sizes: string;
  media?: string;
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
  /** Its module in client/routes/ (whose `head` names the page). */
  module?: string;
  data?: unknown;
}

/**
 * The page's head: errors by their status, whatever matched; otherwise what the matched route's
 * module says (its `head`, in client/routes/), the shop's name where it says nothing.
 */
export function pageMeta(matches: MatchLike[], queryClient: QueryClient, status = 200): PageMeta {
  if (status === 404) return headOf({ title: 'Pagina niet gevonden' });
  // 503: maintenance or a backend outage (#34); the title fits both, the page says which.
  if (status >= 500) return headOf({ title: status === 503 ? 'We zijn zo terug' : 'Er ging iets mis' });
  const leaf = matches.at(-1);
  const head = leaf?.module === undefined ? undefined : loadedRouteModule(leaf.module)?.head?.(leaf.data, queryClient, leaf.id);
  return head ? headOf(head) : { title: SITE_NAME, description: DEFAULT_DESCRIPTION };
}
