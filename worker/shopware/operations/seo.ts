// What a path means to Shopware: an SEO URL of a category, product or landing page, or a
// technical path (/navigation/{id}, /detail/{id}, /landingPage/{id}) that redirects to its
// SEO URL. Mirrors Shopware Frontends' catch-all resolution (contract section 2).
// A path whose SEO URL Shopware keeps for a deleted entity (`isDeleted`) is 'gone': the shop
// answers it 410, so crawlers drop it at once instead of retrying a 404.
import { cacheLong } from '../../cache/strategies';
import { NAVIGATION_TAG, SEO_URL_TAG } from '../../cache/tags';
import type { SeoPaths, ShopwarePages } from '../../../shared/storefront-api';
import { cachedRead, type ShopwareContext } from '../context';
import { logError } from '../../logging/log';

export type SeoTarget =
  | { route: 'category' | 'product' | 'landing'; id: string }
  | { route: 'redirect'; location: string }
  | { route: 'gone' };

const ROUTES: Record<string, 'category' | 'product' | 'landing'> = {
  'frontend.navigation.page': 'category',
  'frontend.detail.page': 'product',
  'frontend.landing.page': 'landing',
};
const TECHNICAL = /^\/(navigation|detail|landingPage)\/([0-9a-f]{32})$/i;
const TECHNICAL_ROUTE: Record<string, 'category' | 'product' | 'landing'> = {
  navigation: 'category', detail: 'product', landingpage: 'landing',
};

export interface SeoRow { foreignKey: string; routeName: string; seoPathInfo: string; pathInfo: string; isDeleted: boolean }

async function findSeoUrl(ctx: ShopwareContext, field: 'seoPathInfo' | 'pathInfo', values: string[]): Promise<SeoRow | null> {
  const body = {
    filter: [{ type: 'equalsAny' as const, field, value: values.join('|') }],
    // A live URL wins over a deleted one of the same path (a path can be given out again).
    sort: [{ field: 'isDeleted', order: 'ASC' as const }],
    limit: 1,
    includes: { seo_url: ['foreignKey', 'routeName', 'seoPathInfo', 'pathInfo', 'isDeleted'] },
  };
  return cachedRead(ctx, {
    name: 'seo-url', method: 'POST', path: '/seo-url', body, strategy: cacheLong(), tags: [NAVIGATION_TAG, SEO_URL_TAG],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readSeoUrl post /seo-url', { body, fetchOptions });
    const row = data.elements?.[0];
    return row ? {
      foreignKey: row.foreignKey, routeName: row.routeName, seoPathInfo: row.seoPathInfo, pathInfo: row.pathInfo,
      isDeleted: row.isDeleted === true,
    } : null;
  });
}

/** `path` is normalised: one leading slash, no trailing slash. */
export async function resolveSeoPath(ctx: ShopwareContext, path: string): Promise<SeoTarget | null> {
  const technical = TECHNICAL.exec(path);
  if (technical) {
    const row = await findSeoUrl(ctx, 'pathInfo', [path]);
    // The entity was deleted: its technical path is gone too (a live one redirects).
    if (row?.isDeleted) return { route: 'gone' };
    if (row?.seoPathInfo) return { route: 'redirect', location: '/' + row.seoPathInfo };
    return { route: TECHNICAL_ROUTE[technical[1]!.toLowerCase()]!, id: technical[2]!.toLowerCase() };
  }
  const bare = path.replace(/^\//, '');
  if (bare === '') return null;
  // Category SEO paths end in '/', product and landing paths do not: ask for both at once.
  return seoUrlTarget(await findSeoUrl(ctx, 'seoPathInfo', [bare, `${bare}/`]));
}

/**
 * What the SEO URL found for a path means: its entity's page, 'gone' when Shopware keeps the
 * URL of a deleted entity (`isDeleted`), null when there is none (or of a route we do not serve).
 */
export function seoUrlTarget(row: SeoRow | null): SeoTarget | null {
  const route = row ? ROUTES[row.routeName] : undefined;
  if (!row || !route) return null;
  return row.isDeleted ? { route: 'gone' } : { route, id: row.foreignKey };
}

/**
 * The canonical SEO paths of categories, products or landing pages by id, in one stock Store API
 * call (POST /seo-url filtered on foreignKey; Shopware keeps it to canonical, live URLs of the
 * sales channel's language): the navigation's internal links, /api/seo-urls and
 * /api/getShopwarePage all ask here. Paths as Shopware keeps them, without a leading slash; an
 * id without an SEO URL is absent. Throws when the shop does not answer.
 */
export async function seoPathsOf(ctx: ShopwareContext, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const body = {
    filter: [{ type: 'equalsAny' as const, field: 'foreignKey', value: unique.join('|') }],
    limit: Math.min(unique.length, 100),
    includes: { seo_url: ['foreignKey', 'seoPathInfo'] },
  };
  const elements = await cachedRead(ctx, {
    name: 'seo-urls', method: 'POST', path: '/seo-url', body, strategy: cacheLong(), tags: [NAVIGATION_TAG, SEO_URL_TAG],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readSeoUrl post /seo-url', { body, fetchOptions });
    if (!Array.isArray(data.elements)) {
      logError('Invalid response format: missing elements array');
      return [];
    }
    return data.elements.map((e) => ({ foreignKey: e.foreignKey, seoPathInfo: e.seoPathInfo }));
  });
  return new Map(elements.map((e): [string, string] => [e.foreignKey, e.seoPathInfo]));
}

/**
 * seoPathsOf, where a link may fall back when the lookup fails: the failure is logged ('Failed
 * to get SEO URLs', as the spec says) and no id has a path (the navigation's links, /api/seo-urls).
 */
export async function seoPathsOrNone(ctx: ShopwareContext, ids: readonly string[]): Promise<Map<string, string>> {
  try {
    return await seoPathsOf(ctx, ids);
  } catch (error) {
    logError('Failed to get SEO URLs', error);
    return new Map();
  }
}

/** SEO paths by id, each with its leading slash (seoPathsOrNone): {} when the lookup failed. */
export async function seoUrls(ctx: ShopwareContext, ids: string[]): Promise<SeoPaths> {
  const paths: SeoPaths = {};
  for (const [id, path] of await seoPathsOrNone(ctx, ids)) paths[id] = '/' + path.replace(/^\/+/, '');
  return paths;
}

/** Categories, products or landing pages with their SEO URLs (stock POST /seo-url); 'error' when the lookup failed. */
export async function shopwarePages(ctx: ShopwareContext, ids: string[]): Promise<ShopwarePages | 'error'> {
  try {
    const paths = await seoPathsOf(ctx, ids);
    return { elements: [...new Set(ids)].filter((id) => paths.has(id)).map((id) => ({ id, seoUrls: [{ seoPathInfo: paths.get(id)! }] })) };
  } catch (error) {
    logError('Error fetching Shopware page:', error);
    return 'error';
  }
}
