// Which products the shopper has saved: the account's list for a logged-in customer, the
// browser's for everyone else. Both are known only after hydration (the server renders every
// heart unpressed and no count), so a shared page's HTML never holds anyone's list.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useApi } from '../../app';
import { localWishlist, noteAccountWishlist, serverWishlist, subscribeLocalWishlist } from '../../lib/wishlist';
import { wishlistQuery } from '../../queries';
import { useLoggedIn } from '../../lib/use-logged-in';

export interface WishlistState {
  loggedIn: boolean;
  /** Saved product ids, newest first. */
  ids: readonly string[];
  /** The account's list has been read (always true for a visitor). */
  ready: boolean;
}

export function useWishlist(): WishlistState {
  const api = useApi();
  const loggedIn = useLoggedIn();
  const local = useSyncExternalStore(subscribeLocalWishlist, localWishlist, serverWishlist);
  const { data } = useQuery({ ...wishlistQuery(api), enabled: loggedIn });
  const accountIds = useMemo(() => data?.map((p) => p.id), [data]);
  // The parts with hearts wake for a customer with saved products (lib/wishlist.ts).
  const accountCount = loggedIn ? accountIds?.length ?? 0 : 0;
  useEffect(() => noteAccountWishlist(accountCount), [accountCount]);
  return loggedIn ? { loggedIn, ids: accountIds ?? local, ready: accountIds !== undefined } : { loggedIn, ids: local, ready: true };
}
