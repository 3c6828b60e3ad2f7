// The shop plugin's route (docs/demo-backend/plugin-routes.md): looks; and SEO paths or pages by
// id, from stock Shopware's POST /seo-url. Shopper-independent, so cached.
import type { LookList } from '../../../shared/content/listings';
import type { LooksQuery, SeoPaths, ShopwarePages } from '../../../shared/storefront-api';
import { cacheShort } from '../../cache/strategies';
import { LOOKS_TAG } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';
import { seoPathsOf } from './seo';
import { logError } from '../../logging/log';

export async function looks(ctx: ShopwareContext, query: LooksQuery): Promise<LookList> {
  const body = { gender: query.gender, page: query.page, itemsPerPage: query.itemsPerPage };
  return cachedRead(ctx, { name: 'looks', method: 'POST', path: '/looks', body, strategy: cacheShort(), tags: [LOOKS_TAG] }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readLooks post /looks', { body, fetchOptions });
    return {
      looks: data.looksObject.map((look) => ({
        id: look.id,
        name: look.translated?.name ?? '',
        href: '/' + look.url.replace(/^\/+/, ''),
        image: look.cover?.media?.url ? { url: look.cover.media.url, alt: look.cover.media.alt ?? look.translated?.name ?? '' } : null,
        productCount: look.products.length,
      })),
      pagination: {
        page: data.pagination.page,
        totalPages: data.pagination.totalPages,
        totalLooks: data.pagination.totalLooks ?? data.looksObject.length,
      },
    };
  });
}

/**
 * SEO paths by id (stock POST /seo-url, seoPathsOf). A failed lookup is logged ('Failed to get
 * SEO URLs') and gives {}.
 */
export async function seoUrls(ctx: ShopwareContext, ids: string[]): Promise<SeoPaths> {
  try {
    const paths: SeoPaths = {};
    for (const [id, path] of await seoPathsOf(ctx, ids)) paths[id] = '/' + path.replace(/^\/+/, '');
    return paths;
  } catch (error) {
    logError('Failed to get SEO URLs', error);
    return {};
  }
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
