// The product page's parts that hydrate on intent (decision 005): the images, and the choice
// and purchase (sizes, quantity, add to cart, share). Until the shopper reaches for them their
// server markup works as it is — the row of images scrolls, every size is a link to its
// variant, the add-to-cart form posts — and a press on it is held for the live part (the add
// to cart too: EARLY_HOLD_ATTRIBUTE), so the first press ends as any later one.
import { onIntent } from '../../lib/preloadable';

export const ProductGallery = onIntent(async () => ({ default: (await import('./Gallery')).Gallery }));
export const ProductPurchase = onIntent(() => import('./ProductPurchase'));

/**
 * Loads both parts: on the server before the render (their HTML stands in place), in the
 * browser before a client-side page change (shown at once).
 */
export const preloadProductParts = (): Promise<unknown> => Promise.all([ProductGallery.preload(), ProductPurchase.preload()]);
