// The customer's wishlist (Shopware's /customer/wishlist routes): registered customers only —
// visitors and guests keep theirs in the browser (client/lib/wishlist.ts), which is merged in
// here on login. Always the shopper's own client, never cached. Additions and removals are
// made idempotent: a double click or a second tab must not turn into an error message.
import type { ProductCard } from '../../../shared/catalogue/types';
import { NotFoundError } from '../../../shared/storefront-api';
import { READ, retryRead, WRITE } from '../client';
import type { ShopwareContext } from '../context';
import { errorStatus, hasErrorCode, rethrowClassified } from '../errors';
import { toProductCard } from '../mappers/product';
import { productAssociations } from './product-criteria';

/** Shopware answers 404 with this until the customer's first addition or merge. */
export const WISHLIST_NOT_FOUND = 'CHECKOUT__WISHLIST_NOT_FOUND';
const DUPLICATE = 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT';
const PRODUCT_NOT_ON_LIST = 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND';
/** The most a wishlist shows (the Store API's own page limit). */
export const WISHLIST_LIMIT = 100;

/** The saved products, newest addition first; an empty list when there is none yet. */
export async function readWishlist(ctx: ShopwareContext): Promise<ProductCard[]> {
  try {
    const { data } = await retryRead(() => ctx.shopper.invoke('readCustomerWishlist post /customer/wishlist', {
      body: { limit: WISHLIST_LIMIT, associations: productAssociations },
      headers: { 'sw-include-seo-urls': true },
      fetchOptions: READ,
    }));
    const products = data.products?.elements ?? [];
    return products.map(toProductCard);
  } catch (error) {
    if (hasErrorCode(error, WISHLIST_NOT_FOUND)) return [];
    return rethrowClassified(error);
  }
}

export async function addToWishlist(ctx: ShopwareContext, productId: string): Promise<void> {
  await ctx.shopper.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', {
    pathParams: { productId }, fetchOptions: WRITE,
  }).catch((error: unknown) => {
    if (hasErrorCode(error, DUPLICATE)) return;
    if (errorStatus(error) === 404) throw new NotFoundError('Product');
    rethrowClassified(error);
  });
}

export async function removeFromWishlist(ctx: ShopwareContext, productId: string): Promise<void> {
  await ctx.shopper.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', {
    pathParams: { productId }, fetchOptions: WRITE,
  }).catch((error: unknown) => {
    // Already gone (another tab, or no list made yet): what the shopper wanted.
    if (hasErrorCode(error, WISHLIST_NOT_FOUND) || hasErrorCode(error, PRODUCT_NOT_ON_LIST)) return;
    rethrowClassified(error);
  });
}

/** Adds the browser-kept products to the account's list (Shopware skips duplicates and unknown ids). */
export async function mergeWishlist(ctx: ShopwareContext, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await ctx.shopper.invoke('mergeProductOnWishlist post /customer/wishlist/merge', {
    body: { productIds }, fetchOptions: WRITE,
  }).catch(rethrowClassified);
}
