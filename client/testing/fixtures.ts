// Shop data for client unit tests: a product with colour and size variants, and a cart.
// Test support only: nothing in the shop imports it.
import type { Cart, CartLineItem } from '../../shared/cart/types';
import type { ConfiguratorOption, ProductDetail } from '../../shared/catalogue/types';

export const hexId = (n: number) => n.toString(16).padStart(32, '0');

const option = (id: string, name: string, selected: boolean, extra: Partial<ConfiguratorOption> = {}): ConfiguratorOption => ({
  id, name, colorHex: null, selected, state: 'available', target: null, ...extra,
});

/**
 * The linen blouse in white, size M (variant 'blouse-wit-m'); black M leads to 'blouse-zwart-m',
 * size L to 'blouse-wit-l' (sold out), S has no known target.
 */
export function blouse(extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'blouse-wit-m', parentId: 'blouse', productNumber: 'VB-1-WM', name: 'Linnen blouse', brand: 'VELD', href: '/linnen-blouse-wit-m',
    image: null, price: 59.95, listPrice: null, discountPercent: null, createdAt: null, sustainable: false, available: true,
    description: null, images: [], properties: [], optionIds: ['wit', 'm'],
    configurator: [
      { id: 'kleur', name: 'Kleur', displayType: 'color', options: [
        option('wit', 'Wit', true),
        option('zwart', 'Zwart', false, { target: { id: 'blouse-zwart-m', href: '/linnen-blouse-zwart-m', optionIds: ['zwart', 'm'] } }),
      ] },
      { id: 'maat', name: 'Maat', displayType: 'text', options: [
        option('s', 'S', false),
        option('m', 'M', true),
        option('l', 'L', false, { state: 'sold-out', target: { id: 'blouse-wit-l', href: '/linnen-blouse-wit-l', optionIds: ['wit', 'l'] } }),
      ] },
    ],
    stock: 12, minPurchase: 1, maxPurchase: 5, purchaseSteps: 1, deliveryTime: '1-2 werkdagen', categoryIds: [], breadcrumbs: [], variantOffers: [],
    ...extra,
  };
}

export function cartLine(extra: Partial<CartLineItem> = {}): CartLineItem {
  return {
    id: 'line-1', referencedId: 'blouse-wit-m', href: '/detail/blouse-wit-m', type: 'product', label: 'Linnen blouse', quantity: 1, good: true, isDownload: false,
    removable: true, stackable: true, image: null, unitPrice: 59.95, totalPrice: 59.95, listPrice: null, options: [],
    productNumber: 'VB-1-WM', maxQuantity: 5, ...extra,
  };
}

export function cartWith(lines: CartLineItem[], extra: Partial<Cart> = {}): Cart {
  const total = lines.reduce((sum, l) => sum + l.totalPrice, 0);
  return { lineItems: lines, positionPrice: total, shippingCosts: 0, totalPrice: total, errors: [], ...extra };
}
