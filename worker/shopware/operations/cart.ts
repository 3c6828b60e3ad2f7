// The shopper's cart: always the shopper's own client, never cached. Every action returns
// the cart Shopware answers with, so the browser replaces its cart with the server's. Writes
// of one shopper run one at a time (cart-writes.ts), so concurrent additions all count.
import type { Cart } from '../../../shared/cart/types';
import type { AddToCartInput } from '../../../shared/storefront-api';
import { serialCartWrite } from '../cart-writes';
import { READ, retryRead, UPSTREAM_TIMEOUT_MS, WRITE } from '../client';
import type { ShopwareContext } from '../context';
import { rethrowClassified } from '../errors';
import { toCart } from '../mappers/cart';
import type { SwCart } from '../types';

const asCart = (data: unknown) => toCart(data as SwCart);

function write(ctx: ShopwareContext, run: () => Promise<Cart>): Promise<Cart> {
  return serialCartWrite(ctx.session.token, run, { waitUntil: (p) => ctx.cache.waitUntil(p), maxWaitMs: UPSTREAM_TIMEOUT_MS });
}

export async function readCart(ctx: ShopwareContext): Promise<Cart> {
  const { data } = await retryRead(() => ctx.shopper.invoke('readCart get /checkout/cart', { fetchOptions: READ }))
    .catch(rethrowClassified);
  return asCart(data);
}

export async function addToCart(ctx: ShopwareContext, input: AddToCartInput): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ id: input.productId, referencedId: input.productId, type: 'product', quantity: input.quantity }] },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    return asCart(data);
  });
}

export async function addPromotionCode(ctx: ShopwareContext, code: string): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ referencedId: code, type: 'promotion' }] } as never,
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    return asCart(data);
  });
}

export async function changeQuantity(ctx: ShopwareContext, lineItemId: string, quantity: number): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('updateLineItem patch /checkout/cart/line-item', {
      body: { items: [{ id: lineItemId, quantity }] },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    return asCart(data);
  });
}

export async function removeLineItem(ctx: ShopwareContext, lineItemId: string): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('removeLineItem post /checkout/cart/line-item/delete', {
      body: { ids: [lineItemId] },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    return asCart(data);
  });
}
