// Saving and removing a wishlist product: on the account for a logged-in customer (the list is
// read again so every heart and the header count follow), in the browser otherwise. Loaded on
// the first click (or intent) on a heart.
import type { QueryClient } from '@tanstack/react-query';
import { itemFromCard, type TrackedItem } from '../../../shared/analytics/events';
import type { ProductCard } from '../../../shared/catalogue/types';
import type { StorefrontApi } from '../../../shared/storefront-api';
import { shopEvent } from '../../lib/shop-events';
import { localWishlist, setLocalWishlist, toggled } from '../../lib/wishlist';
import { accountKeys } from '../../queries';

export interface ToggleInput {
  api: StorefrontApi;
  queryClient: QueryClient;
  loggedIn: boolean;
  productId: string;
  save: boolean;
  name?: string | undefined;
  price?: number | undefined;
  item?: TrackedItem | undefined;
  /** A card's product: reported as the card shows it (made here, so the card need not load the events). */
  card?: ProductCard | undefined;
}

export async function toggleWishlist({ api, queryClient, loggedIn, productId, save, name, price, item, card }: ToggleInput): Promise<void> {
  if (loggedIn) {
    await (save ? api.addToWishlist(productId) : api.removeFromWishlist(productId));
    // A removed product leaves the lists on screen at once; an added one comes with the new read.
    if (!save) queryClient.setQueryData<ProductCard[]>(accountKeys.wishlist(), (list) => list?.filter((p) => p.id !== productId));
    await queryClient.invalidateQueries({ queryKey: accountKeys.wishlist() });
  } else {
    setLocalWishlist(toggled(localWishlist(), productId, save));
  }
  shopEvent({
    type: save ? 'add_to_wishlist' : 'remove_from_wishlist',
    item: item ?? (card ? itemFromCard(card) : undefined) ?? { productNumber: productId, name: name ?? '', price: price ?? 0, quantity: 1 },
  });
}
