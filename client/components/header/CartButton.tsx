import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../router/Link';
import { hasShopperSession } from '../../lib/session';
import { cartItemCount } from '../../../shared/cart/types';
import { useApi } from '../../app';
import { cartQuery } from '../../queries';
import { useCartSync } from '../../lib/cart-sync';
import { useSnippets } from '../../lib/snippets';

/**
 * The cart link with its item count. The cart is the shopper's own, so it is never part of
 * the server-rendered (and shared) HTML: the browser reads it after hydration, and only when
 * the shopper has a session (a first-time visitor has no cart to read). Until then the badge
 * shows the count the shopper hint cookie told the head's script (shared/shopper-hint.ts, by
 * CSS: `--cart-count`), so it is right at first paint; once the cart is read (`data-read`),
 * the cart says. The badge is absolutely placed, so the count appearing shifts nothing.
 */
export function CartButton({ icon }: { icon: ReactNode }) {
  const api = useApi();
  const { text } = useSnippets();
  const queryClient = useQueryClient();
  // Another tab's cart change updates this one's count (and cart page) at once.
  useCartSync(api);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const known = queryClient.getQueryData(cartQuery(api).queryKey) !== undefined;
  const { data } = useQuery({ ...cartQuery(api), enabled: hydrated && (known || hasShopperSession()) });
  const count = cartItemCount(data);
  const label = text('header.cartLabel', { one: 'Cart, {count} item', other: 'Cart, {count} items' }, { count });
  return (
    <Link to="/cart" className="icon-button cart-button" aria-label={label}>
      {icon}
      <span className="cart-button__count" aria-hidden="true" data-read={data ? '' : undefined}>{count > 99 ? '99+' : count > 0 ? count : null}</span>
    </Link>
  );
}
