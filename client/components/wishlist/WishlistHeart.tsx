import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackedItem } from '../../../shared/analytics/events';
import type { ProductCard } from '../../../shared/catalogue/types';
import { useApi } from '../../app';
import { HeartIcon } from '../ui/icons';
import { useWishlist } from './use-wishlist';

// What a click does (the API call, the local list, the event) loads on first intent: the card
// itself carries only the button.
const loadActions = () => import('./wishlist-actions');
const preload = () => void loadActions();

interface Props {
  productId: string;
  /** For the shop event. */
  name?: string;
  price?: number;
  /** The product as analytics reports it (add_to_wishlist / remove_from_wishlist). */
  item?: TrackedItem;
  /** Or the card it sits on, reported as the card shows it when the heart is pressed. */
  card?: ProductCard;
  className?: string;
}

/**
 * The heart that saves a product to the wishlist: a toggle button (aria-pressed) named after
 * its product, 44 px, placed so that it shifts nothing. Rendered unpressed on the server; a
 * press before hydration is replayed once the page runs (shared/page/early-press.ts), and the
 * shopper's own state shows from then on. A click shows the new state at once and goes back
 * if saving fails.
 */
export function WishlistHeart({ productId, name, price, item, card, className = '' }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { loggedIn, ids } = useWishlist();
  const [pending, setPending] = useState<boolean | null>(null);
  const saved = pending ?? ids.includes(productId);
  const toggle = async () => {
    if (pending !== null) return;
    const save = !saved;
    setPending(save);
    try {
      await (await loadActions()).toggleWishlist({ api, queryClient, loggedIn, productId, save, name, price, item, card });
    } catch {
      // Not saved (offline, logged out elsewhere): the heart shows the real state again.
    }
    setPending(null);
  };
  return (
    <button type="button" className={`wishlist-heart ${className}`} aria-pressed={saved}
      aria-label={heartLabel(name)}
      onClick={() => void toggle()} onPointerEnter={preload} onFocus={preload}>
      <HeartIcon />
    </button>
  );
}

/** One name whatever the state (aria-pressed tells it), and each card's heart its own. */
export function heartLabel(name: string | undefined): string {
  return name ? `Bewaar ${name} in je verlanglijst` : 'Bewaar in je verlanglijst';
}
