// Shop events, raised in one place for whoever listens (the analytics issue's GA4 mapper and
// consent gate will): a DOM event 'shop-event' on window with { type, ...detail }. Nothing
// leaves the browser here.
export type ShopEventType = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase' | 'sign_up' | 'login'
  | 'add_to_wishlist' | 'remove_from_wishlist';

export interface ShopEventDetail {
  type: ShopEventType;
  [field: string]: unknown;
}

export const SHOP_EVENT = 'shop-event';

export function shopEvent(type: ShopEventType, detail: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ShopEventDetail>(SHOP_EVENT, { detail: { type, ...detail } }));
}
