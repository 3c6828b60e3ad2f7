// The shopper's cart: always the shopper's own client, never cached. Every action returns
// the cart Shopware answers with, so the browser replaces its cart with the server's. Writes
// of one shopper run one at a time, in every isolate, through the shopper's Durable Object
// (cart-gate.ts; the isolate's own queue, cart-writes.ts, if that cannot be reached), so
// concurrent additions all count; an addition carrying the press's request id runs once.
import type { Cart } from '../../../shared/cart/types';
import type { AddToCartInput } from '../../../shared/storefront-api';
import { serialCartWrite } from '../cart-writes';
import { READ, retryRead, UPSTREAM_TIMEOUT_MS, WRITE } from '../client';
import type { ShopwareContext } from '../context';
import { errorStatus, rethrowClassified } from '../errors';
import type { WriteOutcome } from '../cart-gate';
import { toCart } from '../mappers/cart';
import type { SwCart } from '../types';
import { logError } from '../../logging/log';

const asCart = (data: unknown) => toCart(data as SwCart);

/** How long a write may hold the shopper's cart before the next one goes ahead. */
const LEASE_MS = UPSTREAM_TIMEOUT_MS + 2_000;

/** A refusal that leaves the cart as it was (the same press may try again). */
const refused = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && ![408, 425, 429].includes(status);
};

async function write(ctx: ShopwareContext, run: () => Promise<Cart>, requestId?: string): Promise<Cart> {
  const token = ctx.session.token;
  const inIsolate = () => serialCartWrite(token, run, { waitUntil: (p) => ctx.cache.waitUntil(p), maxWaitMs: UPSTREAM_TIMEOUT_MS });
  // Without a token Shopware makes a new cart for the request: nothing to order or repeat.
  if (!token || !ctx.cartWrites) return inIsolate();
  const gate = ctx.cartWrites.get(ctx.cartWrites.idFromName(token));
  let entry;
  try {
    entry = await gate.enter(requestId ?? null, LEASE_MS);
  } catch (error) {
    logError('Cart writes: the Durable Object failed, ordering in this isolate', error);
    return inIsolate();
  }
  // The same press again: its write ran (or is settled); the cart as it is now, unchanged.
  if ('replay' in entry) return readCart(ctx);
  let outcome: WriteOutcome = 'unknown';
  try {
    const cart = await run();
    outcome = 'done';
    return cart;
  } catch (error) {
    if (refused(error)) outcome = 'refused';
    throw error;
  } finally {
    try {
      await gate.leave(entry.ticket, outcome);
    } catch (error) {
      logError('Cart writes: leave failed (the lease frees the cart)', error);
    }
  }
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
  }, input.requestId);
}

export async function addPromotionCode(ctx: ShopwareContext, code: string): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ referencedId: code, type: 'promotion' }] },
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
