// The shopper's cart as the storefront shows it (reshaped from Shopware's cart).

export interface CartLineItem {
  id: string;
  referencedId: string | null;
  /**
   * The line's product page, with the line's choices (`?maat=M`), so it opens on the size in the
   * cart (#50); made by the worker (worker/shopware/mappers/cart.ts). Null for what is no product.
   */
  href: string | null;
  type: 'product' | 'promotion' | (string & {});
  label: string;
  quantity: number;
  /** Shopware's `good` flag: only goods count towards the item count. */
  good: boolean;
  /** The line item is a download (its states include 'is-download'). */
  isDownload: boolean;
  removable: boolean;
  stackable: boolean;
  image: string | null;
  unitPrice: number;
  totalPrice: number;
  listPrice: number | null;
  options: { group: string; option: string }[];
  productNumber: string | null;
  /** The payload's manufacturerName (analytics' item_brand). */
  brand?: string | null;
  maxQuantity: number;
}

export type CartMessageLevel = 'notice' | 'warning' | 'error';

export interface CartMessage {
  id: string;
  key: string;
  level: CartMessageLevel;
  message: string;
  messageKey: string;
  parameters: Record<string, unknown>;
}

export interface Cart {
  lineItems: CartLineItem[];
  /** price.totalPrice */
  totalPrice: number;
  /** price.positionPrice: the subtotal of the line items */
  positionPrice: number;
  /** deliveries[0].shippingCosts.totalPrice, 0 when there is no delivery yet */
  shippingCosts: number;
  errors: CartMessage[];
}

/** Sum of the quantities of the items flagged good (spec section 3). */
export function cartItemCount(cart: Pick<Cart, 'lineItems'> | null | undefined): number {
  return (cart?.lineItems ?? []).reduce((sum, item) => (item.good ? sum + item.quantity : sum), 0);
}

export function isCartEmpty(cart: Pick<Cart, 'lineItems'> | null | undefined): boolean {
  return cartItemCount(cart) <= 0;
}

/** Virtual when every non-promotion item is a download (nothing to ship). */
export function isCartVirtual(cart: Pick<Cart, 'lineItems'> | null | undefined): boolean {
  const items = (cart?.lineItems ?? []).filter((i) => i.type !== 'promotion');
  return items.length > 0 && items.every((i) => i.isDownload);
}
