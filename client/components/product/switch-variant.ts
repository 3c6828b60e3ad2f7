// The variant switch of the configurator (in the lazy chunk, fetched when the pointer or focus
// reaches the configurator): find-variant, then the variant's SEO URL in place.
import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '../../router/hooks';
import { wantedOptions } from '../../../shared/catalogue/configurator';
import type { ProductDetail } from '../../../shared/catalogue/types';
import type { ResolvedPath } from '../../../shared/routing';
import type { StorefrontApi } from '../../../shared/storefront-api';
import { findVariantQuery, resolvePathQuery } from '../../queries/catalogue';
import { productQuery } from '../../queries';

export interface Choice {
  api: StorefrontApi;
  queryClient: QueryClient;
  navigate: ReturnType<typeof useNavigate>;
  product: ProductDetail;
  groupId: string;
  optionId: string;
  /** The query the variant's URL carries: the sizes the shopper chose (shared/catalogue/size-choice.ts). */
  search: string;
  /** The option being switched to while it loads; null when done. */
  setPending: (optionId: string | null) => void;
  /** The way without the switch in place: a full load of the option's link. */
  fallBack: () => void;
}

/** Resolves once the page shows the variant (at once when the choice is this variant). */
export async function switchVariant({ api, queryClient, navigate, product, groupId, optionId, search }: Choice): Promise<void> {
  const options = wantedOptions(product.configurator, groupId, optionId);
  const { variantId } = await queryClient.fetchQuery(findVariantQuery(api, product.parentId ?? product.id, options, groupId));
  if (variantId === product.id) {
    // This variant already: choosing its size is what changes (the URL says it is chosen).
    if (search !== location.search) await navigate(location.pathname + search, { replace: true, preventScrollReset: true });
    return;
  }
  const href = product.configurator.flatMap((g) => g.options).find((o) => o.target?.id === variantId)?.target?.href
    ?? (await queryClient.fetchQuery(productQuery(api, variantId))).href;
  // The path is known to be this variant: spare the route its lookup.
  const resolved: ResolvedPath = { type: 'product', productId: variantId };
  queryClient.setQueryData(resolvePathQuery(api, href).queryKey, resolved);
  await navigate(href + search, { replace: true, preventScrollReset: true });
}

/** The configurator's click: the picked option shows as chosen at once; on failure, the link's full load. */
export async function chooseOption(choice: Choice): Promise<void> {
  choice.setPending(choice.optionId);
  try {
    await switchVariant(choice);
  } catch {
    choice.fallBack();
  }
  choice.setPending(null);
}
