// What a path means to Shopware: an SEO URL of a category, product or landing page, or a
// technical path (/navigation/{id}, /detail/{id}, /landingPage/{id}) that redirects to its
// SEO URL. Mirrors Shopware Frontends' catch-all resolution (contract section 2).
import { cacheLong } from '../../cache/strategies';
import { NAVIGATION_TAG, SEO_URL_TAG } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';

export type SeoTarget =
  | { route: 'category' | 'product' | 'landing'; id: string }
  | { route: 'redirect'; location: string };

const ROUTES: Record<string, 'category' | 'product' | 'landing'> = {
  'frontend.navigation.page': 'category',
  'frontend.detail.page': 'product',
  'frontend.landing.page': 'landing',
};
const TECHNICAL = /^\/(navigation|detail|landingPage)\/([0-9a-f]{32})$/i;
const TECHNICAL_ROUTE: Record<string, 'category' | 'product' | 'landing'> = {
  navigation: 'category', detail: 'product', landingpage: 'landing',
};

interface SeoRow { foreignKey: string; routeName: string; seoPathInfo: string; pathInfo: string }

async function findSeoUrl(ctx: ShopwareContext, field: 'seoPathInfo' | 'pathInfo', values: string[]): Promise<SeoRow | null> {
  const body = {
    filter: [{ type: 'equalsAny' as const, field, value: values.join('|') }],
    limit: 1,
    includes: { seo_url: ['foreignKey', 'routeName', 'seoPathInfo', 'pathInfo'] },
  };
  return cachedRead(ctx, {
    name: 'seo-url', method: 'POST', path: '/seo-url', body, strategy: cacheLong(), tags: [NAVIGATION_TAG, SEO_URL_TAG],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readSeoUrl post /seo-url', { body, fetchOptions });
    const row = data.elements?.[0];
    return row ? { foreignKey: row.foreignKey, routeName: row.routeName, seoPathInfo: row.seoPathInfo, pathInfo: row.pathInfo } : null;
  });
}

/** `path` is normalised: one leading slash, no trailing slash. */
export async function resolveSeoPath(ctx: ShopwareContext, path: string): Promise<SeoTarget | null> {
  const technical = TECHNICAL.exec(path);
  if (technical) {
    const row = await findSeoUrl(ctx, 'pathInfo', [path]);
    if (row?.seoPathInfo) return { route: 'redirect', location: '/' + row.seoPathInfo };
    return { route: TECHNICAL_ROUTE[technical[1]!.toLowerCase()]!, id: technical[2]!.toLowerCase() };
  }
  const bare = path.replace(/^\//, '');
  if (bare === '') return null;
  // Category SEO paths end in '/', product and landing paths do not: ask for both at once.
  const row = await findSeoUrl(ctx, 'seoPathInfo', [bare, `${bare}/`]);
  const route = row ? ROUTES[row.routeName] : undefined;
  return row && route ? { route, id: row.foreignKey } : null;
}
