// Content banners are promotions (GA4's view_promotion / select_promotion, decision 012). The
// server marks a banner with data attributes; the analytics runtime, loaded after consent,
// watches the marked elements (client/analytics/promotions.ts). A banner needs no code of its
// own for it, so it stays a block without JavaScript until the shopper reaches for it.
import type { Promotion } from './events';

export const PROMOTION_SELECTOR = '[data-promotion-id]';

/** The attributes that mark an element as a promotion. */
export function promotionAttributes(promotion: Pick<Promotion, 'id' | 'name' | 'creative'>): Record<string, string> {
  return {
    'data-promotion-id': promotion.id,
    'data-promotion-name': promotion.name,
    'data-promotion-creative': promotion.creative,
  };
}

/** The promotion a marked element shows, on the page at `slot`; null when it is not marked. */
export function promotionOf(el: Element, slot: string): Promotion | null {
  const id = el.getAttribute('data-promotion-id');
  if (!id) return null;
  return {
    id,
    name: el.getAttribute('data-promotion-name') ?? '',
    creative: el.getAttribute('data-promotion-creative') ?? '',
    slot,
  };
}
