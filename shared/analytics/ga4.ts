// Shop events → GA4's recommended e-commerce events, as pushed to the data layer (decision 012).
// Currency EUR, amounts in euros rounded to cents; `value` is the sum of price × quantity of
// the items, except for purchase and refund, where it is the order's total (tax and shipping
// included, both also given apart).
import type { ShopEvent, TrackedItem } from './events';

export const CURRENCY = 'EUR';

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  discount?: number;
  price: number;
  quantity: number;
}

export interface Ga4Push {
  event: string;
  ecommerce?: Record<string, unknown>;
  [field: string]: unknown;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function toGa4Item(item: TrackedItem, list?: { id: string; name: string }): Ga4Item {
  const out: Ga4Item = { item_id: item.productNumber, item_name: item.name, price: cents(item.price), quantity: item.quantity };
  if (item.brand) out.item_brand = item.brand;
  const categoryKeys = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const;
  (item.categories ?? []).slice(0, 5).forEach((c, i) => { out[categoryKeys[i]!] = c; });
  if (item.options?.length) out.item_variant = item.options.join(' / ');
  if (list) { out.item_list_id = list.id; out.item_list_name = list.name; }
  if (item.index !== undefined) out.index = item.index;
  if (item.discount) out.discount = item.discount;
  return out;
}

export function itemsValue(items: TrackedItem[]): number {
  return cents(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
}

function commerce(event: string, items: TrackedItem[], extra: Record<string, unknown> = {}): Ga4Push {
  return { event, ecommerce: { currency: CURRENCY, value: itemsValue(items), ...extra, items: items.map((i) => toGa4Item(i)) } };
}

/** Whether the push carries an `ecommerce` object (the previous one is cleared before it). */
export function isEcommerce(push: Ga4Push): boolean {
  return push.ecommerce !== undefined;
}

export function toGa4(event: ShopEvent): Ga4Push {
  switch (event.type) {
    case 'view_item_list':
      return {
        event: event.type,
        ecommerce: { item_list_id: event.list.id, item_list_name: event.list.name, items: event.items.map((i) => toGa4Item(i, event.list)) },
      };
    case 'select_item':
      return {
        event: event.type,
        ecommerce: { item_list_id: event.list.id, item_list_name: event.list.name, items: [toGa4Item(event.item, event.list)] },
      };
    case 'view_item':
    case 'add_to_wishlist':
      return commerce(event.type, [event.item]);
    case 'remove_from_wishlist':
      // Not one of GA4's recommended events: a custom one in the same shape.
      return commerce(event.type, [event.item]);
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'view_cart':
    case 'begin_checkout':
      return commerce(event.type, event.items);
    case 'add_shipping_info':
      return commerce(event.type, event.items, { shipping_tier: event.shippingTier });
    case 'add_payment_info':
      return commerce(event.type, event.items, { payment_type: event.paymentType });
    case 'purchase':
    case 'refund':
      return {
        event: event.type,
        ecommerce: {
          transaction_id: event.transactionId, currency: CURRENCY, value: cents(event.value),
          tax: cents(event.tax), shipping: cents(event.shipping), items: event.items.map((i) => toGa4Item(i)),
        },
      };
    case 'sign_up':
    case 'login':
      return { event: event.type, method: event.method };
    case 'generate_lead':
      return { event: event.type, lead_source: event.source };
    case 'share':
      return { event: event.type, method: event.method, content_type: event.contentType, item_id: event.itemId };
    case 'view_promotion':
    case 'select_promotion':
      return {
        event: event.type,
        ecommerce: {
          promotion_id: event.promotion.id, promotion_name: event.promotion.name,
          creative_name: event.promotion.creative, creative_slot: event.promotion.slot,
        },
      };
  }
}
