import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../router/Link';
import { useRouteLoaderData } from '../../router/hooks';
import type { RootData } from '../../routes/root';
import { cartItemCount } from '../../../shared/cart/types';
import { useApi } from '../../app';
import { cartQuery } from '../../queries';
import { useCartSync } from '../../lib/cart-sync';
import { useSnippets } from '../../lib/snippets';

/**
 * The cart link with its item count. The cart is the shopper's own, so it is never part of
 * the server-rendered (and possibly shared) HTML: the browser reads it after hydration, and
 * only when the shopper has a session (a first-time visitor has no cart to read). The badge
 * is absolutely placed, so the count appearing shifts nothing.
 */
export function CartButton({ icon }: { icon: ReactNode }) {
  const api = useApi();
  const { text } = useSnippets();
  const queryClient = useQueryClient();
  // Another tab's cart change updates this one's count (and cart page) at once.
  useCartSync(api);
  const hasSession = useRouteLoaderData<RootData>('root')?.hasSession ?? false;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const known = queryClient.getQueryData(cartQuery(api).queryKey) !== undefined;
  const { data } = useQuery({ ...cartQuery(api), enabled: hydrated && (hasSession || known) });
  const count = cartItemCount(data);
  const label = text('header.cartLabel', { one: 'Cart, {count} item', other: 'Cart, {count} items' }, { count });
  return (
    <Link to="/cart" className="icon-button cart-button" aria-label={label}>
      {icon}
      {count > 0 && <span className="cart-button__count" aria-hidden="true">{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}
