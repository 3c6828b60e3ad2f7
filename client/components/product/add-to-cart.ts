// Add to cart from the product page (in the lazy chunk, fetched when the pointer or focus
// reaches the buy box): the cart the server answers replaces the cached cart in every tab.
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../shared/cart/types';
import type { ProductDetail } from '../../../shared/catalogue/types';
import type { StorefrontApi } from '../../../shared/storefront-api';
import { itemFromProduct } from '../../../shared/analytics/events';
import { cartChanged } from '../../lib/cart-sync';
import { shopEvent } from '../../lib/shop-events';

export interface Addition {
  cart: Cart;
  product: ProductDetail;
  quantity: number;
  key: number;
}

/**
 * `requestId`: one per press, the same when the shopper tries the same addition again after a
 * failure, so an addition that landed despite a timeout is not made twice.
 */
export async function addToCart(api: StorefrontApi, queryClient: QueryClient, product: ProductDetail, quantity: number, requestId?: string): Promise<Addition> {
  const cart = await api.addToCart({ productId: product.id, quantity, ...(requestId ? { requestId } : {}) });
  cartChanged(queryClient, cart);
  shopEvent({ type: 'add_to_cart', items: [itemFromProduct(product, quantity)] });
  return { cart, product, quantity, key: Date.now() };
}
