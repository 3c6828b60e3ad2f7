// schema.org data for the head of a page, from the data its loaders put in the query cache.
// Written by the worker, not rendered by React: crawlers read the document as served, so the
// browser never needs (or downloads) this code.
import type { QueryClient } from '@tanstack/react-query';
import { jsonLdScript, productJsonLd } from '../../shared/catalogue/product-json-ld';
import type { ProductDetail } from '../../shared/catalogue/types';
import type { MatchLike } from '../../client/lib/meta';
import { queryKeys } from '../../client/queries';

/** The product page's Product data (absolute URLs on the site's canonical origin), else ''. */
export function structuredData(matches: MatchLike[], queryClient: QueryClient, siteUrl: string): string {
  const leaf = matches.at(-1);
  const data = leaf?.data as { screen?: string; data?: { productId?: string } } | undefined;
  if (leaf?.id !== 'page' || data?.screen !== 'product' || !data.data?.productId) return '';
  const product = queryClient.getQueryData<ProductDetail>(queryKeys.product(data.data.productId));
  return product ? `<script type="application/ld+json">${jsonLdScript(productJsonLd(product, siteUrl))}</script>` : '';
}
