// Add to cart from the product page (in the lazy chunk, fetched when the pointer or focus
// reaches the buy box): the cart the server answers replaces the cached cart in every tab.
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../shared/cart/types';
import type { ProductDetail } from '../../../shared/catalogue/types';
import type { StorefrontApi } from '../../../shared/storefront-api';
import { itemFromProduct } from '../../../shared/analytics/events';
import { ApiRequestError } from '../../lib/api-error';
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
  const cart = await api.addToCart({ productId: product.id, quantity, ...(requestId ? { requestId } : {}) }).catch((error: unknown) => {
    // Not made (409: stock reached, product gone; worker/api/index.ts): the cart may still have
    // changed (lowered to the stock), so every tab reads it again.
    if (error instanceof ApiRequestError && error.status === 409) cartChanged(queryClient);
    throw error;
  });
  cartChanged(queryClient, cart);
  shopEvent({ type: 'add_to_cart', items: [itemFromProduct(product, quantity)] });
  return { cart, product, quantity, key: Date.now() };
}
