// Reads of the Shopware app's own Store API endpoints (shopware-app/VeldStorefront/Resources/scripts/,
// typed in ../app-operations.ts): the looks. Shopper-independent, so cached.
import type { LookList } from '../../../shared/content/listings';
import type { LooksQuery } from '../../../shared/storefront-api';
import { cacheShort } from '../../cache/strategies';
import { LOOKS_TAG } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';

export async function looks(ctx: ShopwareContext, query: LooksQuery): Promise<LookList> {
  const body = { gender: query.gender, page: query.page, itemsPerPage: query.itemsPerPage };
  return cachedRead(ctx, { name: 'looks', method: 'POST', path: '/script/veld-looks', body, strategy: cacheShort(), tags: [LOOKS_TAG] }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readLooks post /script/veld-looks', { body, fetchOptions });
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
