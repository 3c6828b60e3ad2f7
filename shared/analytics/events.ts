// Shop events: what happened in the shop, in the shop's own words (decision 012). The page
// raises them in one place (client/lib/shop-events.ts); after consent, the analytics runtime
// maps them to GA4's shapes (ga4.ts). No DOM here.
import type { Cart, CartLineItem } from '../cart/types';
import type { OrderDetail, OrderLine } from '../account/types';
import type { ProductCard, ProductDetail } from '../catalogue/types';

/** The tracking line item of the spec: label, quantity, unit price and the payload's fields. */
export interface TrackedItem {
  productNumber: string;
  name: string;
  /** manufacturerName */
  brand?: string | null;
  /** The category trail, top first (at most five are reported). */
  categories?: string[];
  /** The variant's options, e.g. ['Zwart', 'M']. */
  options?: string[];
  /** Gross unit price in euros. */
  price: number;
  quantity: number;
  /** Position in a list (0-based). */
  index?: number;
  /** Gross discount per unit in euros (list price − price). */
  discount?: number;
}

export interface ItemList {
  id: string;
  name: string;
}

/** A content banner as a promotion (GA4's promotion fields; promotions.ts marks them in the page). */
export interface Promotion {
  id: string;
  name: string;
  /** What the banner is (its block type). */
  creative: string;
  /** Where it was shown (the page's path). */
  slot: string;
}

export type ShopEvent =
  | { type: 'view_item_list'; list: ItemList; items: TrackedItem[] }
  | { type: 'select_item'; list: ItemList; item: TrackedItem }
  | { type: 'view_item'; item: TrackedItem }
  | { type: 'add_to_cart' | 'remove_from_cart'; items: TrackedItem[] }
  | { type: 'view_cart' | 'begin_checkout'; items: TrackedItem[] }
  | { type: 'add_shipping_info'; shippingTier: string; items: TrackedItem[] }
  | { type: 'add_payment_info'; paymentType: string; items: TrackedItem[] }
  | { type: 'purchase'; transactionId: string; value: number; tax: number; shipping: number; items: TrackedItem[] }
  /** A whole order given back: the shopper cancelled it (GA4 reverses the purchase's revenue). */
  | { type: 'refund'; transactionId: string; value: number; tax: number; shipping: number; items: TrackedItem[] }
  | { type: 'add_to_wishlist' | 'remove_from_wishlist'; item: TrackedItem }
  | { type: 'sign_up' | 'login'; method: string }
  | { type: 'generate_lead'; source: 'contact_form' | 'newsletter' }
  | { type: 'view_promotion' | 'select_promotion'; promotion: Promotion }
  | { type: 'share'; method: 'web_share' | 'copy_link'; contentType: 'product'; itemId: string };

export type ShopEventType = ShopEvent['type'];

const cents = (n: number) => Math.round(n * 100) / 100;

function discountOf(price: number, listPrice: number | null | undefined): number | undefined {
  return listPrice && listPrice > price ? cents(listPrice - price) : undefined;
}

/** Without the fields that hold nothing (undefined, null, an empty list). */
function compact(item: TrackedItem): TrackedItem {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0))) as unknown as TrackedItem;
}

/** A product card in a list (listing, slider, search). */
export function itemFromCard(card: ProductCard, index?: number, categories?: string[]): TrackedItem {
  return compact({
    productNumber: card.productNumber, name: card.name, brand: card.brand, categories,
    price: cents(card.price), quantity: 1, index, discount: discountOf(card.price, card.listPrice),
  });
}

/** The product page's product (its trail from the breadcrumbs, its variant's selected options). */
export function itemFromProduct(product: ProductDetail, quantity = 1): TrackedItem {
  const categories = product.breadcrumbs.slice(1).map((b) => b.label);
  const options = product.configurator.flatMap((g) => g.options.filter((o) => o.selected).map((o) => o.name));
  return compact({
    productNumber: product.productNumber, name: product.name, brand: product.brand, categories, options,
    price: cents(product.price), quantity, discount: discountOf(product.price, product.listPrice),
  });
}

/** A product line of the cart. */
export function itemFromCartLine(line: CartLineItem, quantity = line.quantity): TrackedItem {
  return compact({
    productNumber: line.productNumber ?? line.referencedId ?? line.id, name: line.label, brand: line.brand,
    options: line.options.map((o) => o.option), price: cents(line.unitPrice), quantity,
    discount: discountOf(line.unitPrice, line.listPrice),
  });
}

export function itemFromOrderLine(line: OrderLine): TrackedItem {
  return compact({
    productNumber: line.productNumber ?? line.id, name: line.label, brand: line.brand,
    options: line.options.map((o) => o.option), price: cents(line.unitPrice), quantity: line.quantity,
  });
}

/** The cart's products as tracked items (promotions are no items). */
export function cartItems(cart: Pick<Cart, 'lineItems'>): TrackedItem[] {
  return cart.lineItems.filter((l) => l.type === 'product').map((l) => itemFromCartLine(l));
}

export function orderItems(order: Pick<OrderDetail, 'lines'>): TrackedItem[] {
  return order.lines.filter((l) => l.type === 'product').map(itemFromOrderLine);
}

/**
 * What changed between two carts as add_to_cart / remove_from_cart events: a line that grew
 * or is new is an addition of the difference, one that shrank or went a removal of it.
 */
export function cartChangeEvents(before: Pick<Cart, 'lineItems'>, after: Pick<Cart, 'lineItems'>): ShopEvent[] {
  const products = (cart: Pick<Cart, 'lineItems'>) => new Map(cart.lineItems.filter((l) => l.type === 'product').map((l) => [l.id, l]));
  const was = products(before);
  const now = products(after);
  const added: TrackedItem[] = [];
  const removed: TrackedItem[] = [];
  for (const [id, line] of now) {
    const delta = line.quantity - (was.get(id)?.quantity ?? 0);
    if (delta > 0) added.push(itemFromCartLine(line, delta));
    if (delta < 0) removed.push(itemFromCartLine(line, -delta));
  }
  for (const [id, line] of was) if (!now.has(id)) removed.push(itemFromCartLine(line));
  return [
    ...(added.length ? [{ type: 'add_to_cart' as const, items: added }] : []),
    ...(removed.length ? [{ type: 'remove_from_cart' as const, items: removed }] : []),
  ];
}
