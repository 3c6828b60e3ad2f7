// The saved products as product cards (each with its heart, which removes it): the whole list
// on /account/wishlist, the newest few on the account overview. A visitor's list is kept in the
// browser, so their cards are read after hydration, one product each, from the public (cached)
// product API.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import type { ProductCard as ProductCardData } from '../../../shared/catalogue/types';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { productQuery, wishlistQuery } from '../../queries';
import { ProductCard } from '../listing/ProductCard';
import { useWishlist } from './use-wishlist';

function Cards({ products, headingLevel }: { products: ProductCardData[]; headingLevel: 'h2' | 'h3' }) {
  return (
    <ul className="product-grid wishlist-grid">
      {products.map((p) => <li key={p.id}><ProductCard product={p} headingLevel={headingLevel} /></li>)}
    </ul>
  );
}

/** A logged-in customer's list, from the account. limit: the overview shows only the newest. */
export function AccountWishlist({ limit, headingLevel = 'h2' }: { limit?: number; headingLevel?: 'h2' | 'h3' }) {
  const { text } = useSnippets();
  const api = useApi();
  const { data } = useQuery(wishlistQuery(api));
  if (!data) return null;
  if (data.length === 0) return <p>{text('wishlist.empty', 'Your wishlist is still empty. Click or tap the heart on a product to save it.')} <Link to="/">{text('account.orders.discover', 'Discover the collection')}</Link>.</p>;
  return <Cards products={limit ? data.slice(0, limit) : data} headingLevel={headingLevel} />;
}

/** A visitor's (or guest's) list, kept in this browser. */
export function BrowserWishlist() {
  const { text } = useSnippets();
  const api = useApi();
  const queryClient = useQueryClient();
  const { ids } = useWishlist();
  // One query for the list (not useQueries: that would grow every page's framework chunk); each
  // product through the cached product query, so a product page visited before costs nothing.
  // A product that no longer exists just drops out.
  const { data: products, isPending } = useQuery({
    queryKey: ['wishlist-products', ...ids],
    queryFn: async () => (await Promise.allSettled(ids.map((id) => queryClient.fetchQuery(productQuery(api, id)))))
      .flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    enabled: ids.length > 0,
    placeholderData: (previous) => previous?.filter((p) => ids.includes(p.id)),
  });
  const loading = isPending && !products;
  return (
    <>
      <p className="notice">
        {text('wishlist.browserOnly', 'Your wishlist is only kept in this browser for now.')}{' '}
        <Link to="/login?redirect=%2Faccount%2Fwishlist">{text('wishlist.loginToKeep', 'Log in to keep your wishlist')}</Link>.
      </p>
      {ids.length === 0 ? <p>{text('wishlist.empty', 'Your wishlist is still empty. Click or tap the heart on a product to save it.')}</p>
        : loading ? <p role="status">{text('wishlist.loading', 'Loading your wishlist…')}</p>
        : <Cards products={products ?? []} headingLevel="h2" />}
    </>
  );
}
