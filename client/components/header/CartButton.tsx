import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cartItemCount } from '../../../shared/cart/types';
import { useApi } from '../../app';
import { cartQuery } from '../../queries';

/**
 * The cart link with its item count. The cart is the shopper's own, so it is never part of
 * the server-rendered (and possibly shared) HTML: the browser reads it after hydration. The
 * badge is absolutely placed, so the count appearing shifts nothing.
 */
export function CartButton({ icon }: { icon: ReactNode }) {
  const api = useApi();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { data } = useQuery({ ...cartQuery(api), enabled: hydrated });
  const count = cartItemCount(data);
  const label = count === 1 ? 'Winkelwagen, 1 artikel' : `Winkelwagen, ${count} artikelen`;
  return (
    <Link to="/cart" className="icon-button cart-button" aria-label={label}>
      {icon}
      {count > 0 && <span className="cart-button__count" aria-hidden="true">{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}
