import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWishlist } from '../wishlist/use-wishlist';

/**
 * The wishlist link with its count, for customers and visitors alike (/account/wishlist shows a
 * visitor the list kept in the browser). Like the cart count, the count is read after hydration
 * only and its badge is absolutely placed, so it shifts nothing.
 */
export function WishlistLink({ icon }: { icon: ReactNode }) {
  const count = useWishlist().ids.length;
  return (
    <Link to="/account/wishlist" className="icon-button cart-button" aria-label={count > 0 ? `Verlanglijst, ${count} ${count === 1 ? 'product' : 'producten'}` : 'Verlanglijst'}>
      {icon}
      {count > 0 && <span className="cart-button__count" aria-hidden="true">{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}
