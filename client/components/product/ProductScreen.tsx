// The product detail page, reached through the product's SEO URL by the catch-all route.
// Its Product structured data is written into the head by the worker
// (worker/render/page-seo.ts): crawlers read it there, and browsers need no code for it.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ADDED_PARAM } from '../../../shared/catalogue/added';
import { ATTEMPT_KEY, ATTEMPT_PARAM } from '../../../shared/forms/attempt';
import { BADGE_SNIPPETS, safeBadges } from '../../../shared/catalogue/badges';
import type { ProductDetail } from '../../../shared/catalogue/types';
import { useApi } from '../../app';
import { shopEventWhenHeard } from '../../lib/consent';
import { crossSellingsQuery, sizeGuideQuery } from '../../queries/catalogue';
import { productQuery, queryKeys } from '../../queries';
import type { LoaderArgs, RouteDeps, RouteHead } from '../../router/types';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Later } from '../ui/HydrateLater';
import { Price } from '../ui/Price';
import { CrossSellingSection } from './CrossSellingSection';
import { preloadProductParts, ProductGallery, ProductPurchase } from './product-parts';
import '../../styles/product.css';
import { useSnippets } from '../../lib/snippets';
import type { QueryClient } from '@tanstack/react-query';

export interface ProductScreenData {
  productId: string;
  /**
   * The idempotency key of this page's add-to-cart form without JavaScript (#34): made where the
   * page is rendered and carried to the browser with the route's data, so the markup matches;
   * back from an addition not confirmed in time, the same key, so pressing again adds once.
   */
  additionKey: string;
}

/** The product's name, and its brand's. */
export function head(data: ProductScreenData, queryClient: QueryClient): RouteHead | undefined {
  const product = queryClient.getQueryData<ProductDetail>(queryKeys.product(data.productId));
  return product && { title: product.brand ? `${product.name} van ${product.brand}` : product.name };
}

/** A product page is stored up to 5 minutes, as long as its shortest read allows (its price and stock: a minute). */
export const storedFor = 5 * 60;

export async function load({ request }: LoaderArgs, { queryClient, api, freshKey }: RouteDeps, target: { productId: string }): Promise<ProductScreenData> {
  // The size guide beside the sizes comes with the page (a cached read); without it, the page still shows.
  const [product] = await Promise.all([
    queryClient.ensureQueryData(productQuery(api, target.productId)),
    queryClient.ensureQueryData(sizeGuideQuery(api)).catch(() => null),
    preloadProductParts(),
  ]);
  // Below the fold: streamed after the page (server) or fetched alongside it (browser); never awaited.
  void queryClient.prefetchQuery(crossSellingsQuery(api, crossSellingId(product)));
  const retried = new URL(request.url).searchParams.get(ATTEMPT_PARAM);
  return { productId: target.productId, additionKey: retried && ATTEMPT_KEY.test(retried) ? retried : freshKey() };
}

/** Variants share their parent's cross-sellings (one cache entry, and no reload on a variant switch). */
const crossSellingId = (product: ProductDetail) => product.parentId ?? product.id;

export function Screen({ data }: { data: ProductScreenData }) {
  const { text } = useSnippets();
  const { data: product } = useSuspenseQuery(productQuery(useApi(), data.productId));
  const badges = safeBadges(product);
  const [search] = useSearchParams();
  // Once per product (a variant is a product of its own) seen, when analytics can hear it (consent.ts).
  useEffect(() => {
    void shopEventWhenHeard(({ itemFromProduct }) => ({ type: 'view_item', item: itemFromProduct(product) }));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product seen
  }, [product.id]);
  return (
    <div className="pdp container">
      <Breadcrumbs items={[...product.breadcrumbs, { label: product.name, href: null }]} />
      {/* Back from /cart/add without JavaScript: what was added, above the pictures, so a phone
          shows it on the first screen (#50 item 4; the header counts the cart: the worker read it for
          this page, worker/render/render-page.tsx). */}
      {search.get(ADDED_PARAM) === product.id && (
        <p className="pdp__added" role="status">
          <span aria-hidden="true">✓</span> {text('product.addedToCart', '{name} has been added to your cart.', { name: product.name })}{' '}
          <a href="/cart">{text('cart.added.toCart', 'View cart')}</a>
        </p>
      )}
      <div className="pdp__main">
        <Later key={product.images[0]?.url ?? product.id} name="gallery" component={ProductGallery} props={{ images: product.images, name: product.name }} />
        <div className="pdp__info">
          <div className="pdp__heading">
            {product.brand && <p className="pdp__brand">{product.brand}</p>}
            <h1 className="pdp__name">{product.name}</h1>
            {badges.length > 0 && (
              <ul className="badges badges--inline" aria-label={text('product.badges', 'Features')}>
                {badges.map((b) => <li key={b} className={`badge badge--${b}`}>{text(...BADGE_SNIPPETS[b])}</li>)}
              </ul>
            )}
            <Price price={product.price} listPrice={product.listPrice} discountPercent={product.discountPercent} />
          </div>
          <Later name="purchase" component={ProductPurchase} props={{ product, additionKey: data.additionKey }} />
          <div className="pdp__details">
            {product.description && (
              <details className="pdp-details" open>
                <summary>{text('product.description', 'Description')}</summary>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
              </details>
            )}
            <details className="pdp-details" open={!product.description}>
              <summary>{text('product.badges', 'Features')}</summary>
              <dl className="pdp-properties">
                <div><dt>{text('product.number', 'Product number')}</dt><dd>{product.productNumber}</dd></div>
                {product.properties.map((p) => <div key={p.group}><dt>{p.group}</dt><dd>{p.values.join(', ')}</dd></div>)}
              </dl>
            </details>
          </div>
        </div>
      </div>
      <CrossSellingSection key={crossSellingId(product)} productId={crossSellingId(product)} />
    </div>
  );
}
