// The shop plugin's routes (docs/demo-backend/plugin-routes.md): brands, looks, and SEO paths
// or pages by id. Shopper-independent, so cached.
import type { Brand, BrandFilter, LookList } from '../../../shared/content/listings';
import type { LooksQuery, SeoPaths, ShopwarePages } from '../../../shared/storefront-api';
import { cacheLong, cacheShort } from '../../cache/strategies';
import { BRANDS_TAG, LOOKS_TAG, NAVIGATION_TAG, SEO_URL_TAG } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';
import { toSeoPaths } from '../../../shared/site/seo-paths';
import { logError } from '../../logging/log';

export async function brands(ctx: ShopwareContext, filter: BrandFilter): Promise<Brand[]> {
  const path = filter ? `/brands/${filter}` : '/brands';
  return cachedRead(ctx, { name: 'brands', method: 'GET', path, strategy: cacheLong(), tags: [BRANDS_TAG] }, async (client, fetchOptions) => {
    const { data } = filter
      ? await client.invoke('readBrandsByFilter get /brands/{filter}', { pathParams: { filter }, fetchOptions })
      : await client.invoke('readBrands get /brands', { fetchOptions });
    return data.map((b) => ({ id: b.id, name: b.name, href: b.url }));
  });
}

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
 * SEO paths by id. A failed lookup is logged ('Failed to get SEO URLs'); an answer without
 * `elements` is logged ('Invalid response format: missing elements array'); both give {}.
 */
export async function seoUrls(ctx: ShopwareContext, ids: string[]): Promise<SeoPaths> {
  const query = { ids: [...ids].sort().join(',') };
  try {
    const data = await cachedRead(ctx, {
      name: 'seo-urls-by-id', method: 'GET', path: `/seo-urls?ids=${query.ids}`, strategy: cacheLong(), tags: [NAVIGATION_TAG, SEO_URL_TAG],
    }, async (client, fetchOptions) => (await client.invoke('readSeoUrlsByIds get /seo-urls', { query, fetchOptions })).data);
    return toSeoPaths(data, (message) => logError(message));
  } catch (error) {
    logError('Failed to get SEO URLs', error);
    return {};
  }
}

/** Categories, products or landing pages with their SEO URLs; 'error' when the lookup failed. */
export async function shopwarePages(ctx: ShopwareContext, ids: string[]): Promise<ShopwarePages | 'error'> {
  const joined = [...ids].sort().join('|');
  try {
    return await cachedRead(ctx, {
      name: 'shopware-pages', method: 'GET', path: `/shopware-page/${joined}`, strategy: cacheLong(), tags: [NAVIGATION_TAG],
    }, async (client, fetchOptions) => {
      const { data } = await client.invoke('readShopwarePages get /shopware-page/{ids}', { pathParams: { ids: joined }, fetchOptions });
      return {
        elements: data.elements.map((e) => ({
          id: e.id,
          seoUrls: (e.seoUrls ?? []).filter((u) => u.seoPathInfo).map((u) => ({ seoPathInfo: u.seoPathInfo! })),
        })),
      };
    });
  } catch (error) {
    logError('Error fetching Shopware page:', error);
    return 'error';
  }
}
