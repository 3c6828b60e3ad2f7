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
import { CartAdditionRefusedError, CartBusyError, errorStatus, rethrowClassified } from '../errors';
import { WRITE_DEADLINE_MS } from '../../request/deadline';
import { BUSY_RETRY_AFTER_SECONDS, type Entry, type WriteOutcome } from '../cart-gate';
import { toCart } from '../mappers/cart';
import { logError } from '../../logging/log';


/** How long a write may hold the shopper's cart before the next one goes ahead. */
const LEASE_MS = UPSTREAM_TIMEOUT_MS + 2_000;

/**
 * The longest a write waits for its turn (cart-gate.ts): half the write's deadline, so the turn
 * that comes leaves the write itself the other half. A write still waiting then is refused
 * (503, nothing written) rather than started too late to finish: a write cut off by the
 * deadline leaves the shopper unsure whether it landed.
 */
export const MAX_WAIT_MS = WRITE_DEADLINE_MS / 2;

/** A refusal that leaves the cart as it was (the same press may try again). */
const refused = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && ![408, 425, 429].includes(status);
};

async function write(ctx: ShopwareContext, run: () => Promise<Cart>, requestId?: string): Promise<Cart> {
  const token = ctx.session.token;
  const inIsolate = () => serialCartWrite(token, run, { waitUntil: (p) => ctx.cache.waitUntil(p), maxWaitMs: MAX_WAIT_MS, leaseMs: LEASE_MS });
  // Without a token Shopware makes a new cart for the request: nothing to order or repeat.
  if (!token || !ctx.cartWrites) return inIsolate();
  const gate = ctx.cartWrites.get(ctx.cartWrites.idFromName(token));
  let entry;
  try {
    entry = await beforeDeadline(gate.enter(requestId ?? null, LEASE_MS, MAX_WAIT_MS), ctx, (late) => {
      // The turn came after this request gave up: hand it on at once, nothing written.
      if ('ticket' in late) void gate.leave(late.ticket, 'refused');
    });
  } catch (error) {
    if (error instanceof CartBusyError) throw error;
    // An overloaded object is not to be asked again (Cloudflare: "should not be retried"), nor
    // passed by: the shopper is told to come back, nothing is written.
    if (typeof error === 'object' && error !== null && 'overloaded' in error && error.overloaded === true) throw new CartBusyError(BUSY_RETRY_AFTER_SECONDS);
    logError('Cart writes: the Durable Object failed, ordering in this isolate', error);
    return inIsolate();
  }
  if ('busy' in entry) throw new CartBusyError(entry.retryAfterSeconds);
  // The same press again: its write ran (or is settled); the cart as it is now, unchanged.
  if ('replay' in entry) return readCart(ctx);
  let outcome: WriteOutcome = 'unknown';
  try {
    const cart = await run();
    outcome = 'done';
    return cart;
  } catch (error) {
    if (refused(error) || error instanceof CartAdditionRefusedError) outcome = 'refused';
    throw error;
  } finally {
    try {
      await gate.leave(entry.ticket, outcome);
    } catch (error) {
      logError('Cart writes: leave failed (the lease frees the cart)', error);
    }
  }
}

/**
 * The gate's answer, or CartBusyError once the request's deadline passes first (an object that
 * does not answer in time: nothing was written, and the shopper hears so within the deadline
 * and the log has the request's line). A turn that comes later is given to `late`.
 */
function beforeDeadline(entering: Promise<Entry>, ctx: ShopwareContext, late: (entry: Entry) => void): Promise<Entry> {
  const deadline = ctx.cache.deadline;
  if (!deadline) return entering;
  return new Promise<Entry>((resolve, reject) => {
    const passed = () => {
      reject(new CartBusyError(BUSY_RETRY_AFTER_SECONDS));
      ctx.cache.waitUntil(entering.then(late, () => undefined));
    };
    if (deadline.aborted) return passed();
    deadline.addEventListener('abort', passed, { once: true });
    entering.then(resolve, reject).finally(() => deadline.removeEventListener('abort', passed));
  });
}

export async function readCart(ctx: ShopwareContext): Promise<Cart> {
  const { data } = await retryRead(() => ctx.shopper.invoke('readCart get /checkout/cart', { fetchOptions: READ }))
    .catch(rethrowClassified);
  return toCart(data);
}

export async function addToCart(ctx: ShopwareContext, input: AddToCartInput): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ id: input.productId, referencedId: input.productId, type: 'product', quantity: input.quantity }] },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    const cart = toCart(data);
    const notMade = additionNotMade(cart, input.productId);
    if (notMade) throw new CartAdditionRefusedError(cart, notMade);
    return cart;
  }, input.requestId);
}

/**
 * Why Shopware answered an addition without making it, or null when it made it. Shopware
 * answers 200 and lowers the line to what may be bought (`product-stock-reached`: the stock or
 * the most one order may hold), or drops it (`product-out-of-stock`, `product-not-found`), and
 * says so in the cart's errors under the line's id (the product's id: the line is added under
 * it). #49's lost unit: 200 concurrent additions over 40 products, some with less stock than
 * their share, were confirmed 200 and lowered by the calculation after them.
 */
export function additionNotMade(cart: Cart, lineId: string): string | null {
  for (const kind of ['product-stock-reached', 'product-out-of-stock', 'product-not-found']) {
    // Keyed by the message key and the line's id (Shopware's Error::getKey()), or by the line's id alone.
    const about = (e: Cart['errors'][number]) => e.id === `${kind}${lineId}` || e.key === `${kind}${lineId}`
      || (e.messageKey === kind && (e.id === lineId || e.key === lineId));
    if (cart.errors.some(about)) return kind;
  }
  return null;
}

export async function addPromotionCode(ctx: ShopwareContext, code: string): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ referencedId: code, type: 'promotion' }] },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    return toCart(data);
  });
}

export async function changeQuantity(ctx: ShopwareContext, lineItemId: string, quantity: number): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('updateLineItem patch /checkout/cart/line-item', {
      body: { items: [{ id: lineItemId, quantity }] },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    return toCart(data);
  });
}

export async function removeLineItem(ctx: ShopwareContext, lineItemId: string): Promise<Cart> {
  return write(ctx, async () => {
    const { data } = await ctx.shopper.invoke('removeLineItem post /checkout/cart/line-item/delete', {
      body: { ids: [lineItemId] },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
    return toCart(data);
  });
}
