import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link } from '../../router/Link';
import { useApi } from '../../app';
import { mergeLocalWishlist } from '../../lib/wishlist';
import { wishlistQuery } from '../../queries';
import { useWishlist } from '../wishlist/use-wishlist';
import { useSnippets } from '../../lib/snippets';

/**
 * The wishlist link with its count, for customers and visitors alike (/account/wishlist shows a
 * visitor the list kept in the browser). Like the cart count, the count is read after hydration
 * only and its badge is absolutely placed, so it shifts nothing.
 */
export function WishlistLink({ icon }: { icon: ReactNode }) {
  const { text } = useSnippets();
  const { loggedIn, ids } = useWishlist();
  const count = ids.length;
  useMergeLeftovers(loggedIn);
  return (
    <Link to="/account/wishlist" className="icon-button cart-button" aria-label={count > 0 ? text('header.wishlistCount', { one: 'Wishlist, {count} product', other: 'Wishlist, {count} products' }, { count }) : text('header.wishlist', 'Wishlist')}>
      {icon}
      {count > 0 && <span className="cart-button__count" aria-hidden="true">{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}

/**
 * A customer who logged in without the page's code (the login form posted before hydration,
 * or without JavaScript) still has the visitor's list in this browser: it goes to the account
 * once a page runs, as a login in the page does (account/session.ts), through the same one
 * merge at a time (lib/wishlist.ts). Once per page: the header's link is on every page, once.
 */
function useMergeLeftovers(loggedIn: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    void mergeLocalWishlist((ids) => api.mergeWishlist(ids)).then(async (moved) => {
      if (moved) await queryClient.invalidateQueries({ queryKey: wishlistQuery(api).queryKey });
    });
  }, [loggedIn, api, queryClient]);
}
