// Placing an order once per attempt, and never hiding one that exists (#34, decision 007).
//
// An attempt is one checkout page: its key is made where the page is rendered and comes back
// with the form (JSON or posted). The same key again (a double press, a resubmission, "probeer
// het opnieuw" after a timeout) goes through the gate that makes cart writes once per press
// (cart-gate.ts, a CART_WRITES Durable Object). The gate keeps, as the attempt's memo, the
// order's id once it is known, so a repeat leads to that order instead of a second.
//
// The key travels in the address (?poging=, so a resubmission without JavaScript keeps it), so
// it is no secret: a key alone must never lead to an order (#49, finding 3: a stranger placed an
// order under a key and sent the link; the victim's press answered the stranger's order and
// placed nothing). The gate is therefore one per session and key: `order-attempt:<the SHA-256 of
// the context token>:<key>`. A guest's registration changes the token in the middle of an
// attempt, so an attempt that saw its token change leaves its memo in the new token's gate too:
// the repeat, which comes with the new token's cookie, finds it there.
//
// Shopware writes the order before it answers, so a call that gets no answer (a timeout, a lost
// connection, a 5xx) may have placed it. The shopper's latest order is read before the order
// call; after such a failure it is read again, and a newer one is this attempt's order.
import type { Entry, WriteOutcome } from '../cart-gate';
import { READ, UPSTREAM_TIMEOUT_MS, WRITE } from '../client';
import type { ShopwareContext } from '../context';
import { CartBusyError, errorStatus, MaintenanceModeError, rethrowClassified } from '../errors';
import { sha256Hex } from '../../cache/cache-key';
import { logWarn } from '../../logging/log';

/** How long looking for an order whose answer was lost may take (its own bound: it runs after a timeout). */
export const ORDER_LOOKUP_MS = 4_000;
/** The registration, the methods, the latest order, the order call and the lookup: a dead isolate frees the attempt after this. */
const LEASE_MS = 3 * UPSTREAM_TIMEOUT_MS + ORDER_LOOKUP_MS;

/** What an attempt leaves in its gate: its order's id, or (no answer) the latest order before it. */
export type AttemptMemo = { orderId: string } | { before: string | null };

/** The order call got no answer, and no order of this attempt could be found (yet). */
export class OrderUnconfirmedError extends Error {
  override name = 'OrderUnconfirmedError';
  constructor(readonly attemptKey: string | undefined, options?: { cause: unknown }) {
    super('The order call got no answer and no order of this attempt was found', options);
  }
}

export interface PlaceOnceInput {
  /** The checkout page's attempt key; without one, nothing recognises a repeat. */
  attemptKey?: string | undefined;
  /** What comes before the order call (a guest's registration, the methods): run once per attempt too. */
  prepare: () => Promise<void>;
  customerComment?: string | undefined;
}

/** A refusal: the order was not written, and the same attempt may try again. */
const refused = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && ![408, 425, 429].includes(status);
};

type Gate = ReturnType<NonNullable<ShopwareContext['cartWrites']>['get']>;

/**
 * The gate of this session's attempt; null without a key, a session or the binding. A request
 * without a context token has no cart to order from: nothing to place twice.
 */
async function attemptGate(ctx: ShopwareContext, key: string | undefined, token = ctx.session.token): Promise<Gate | null> {
  if (!key || !token || !ctx.cartWrites) return null;
  return ctx.cartWrites.get(ctx.cartWrites.idFromName(`order-attempt:${await sha256Hex(token)}:${key}`));
}

/**
 * The attempt's memo in the gate of the token the attempt changed to (a guest's registration),
 * where its repeat will look: the cookie it comes back with carries the new token.
 */
async function leaveInRotatedGate(ctx: ShopwareContext, key: string, outcome: WriteOutcome, memo: string | undefined): Promise<void> {
  const { token, rotatedTo } = ctx.session;
  if (!rotatedTo || rotatedTo === token || outcome === 'refused' || memo === undefined) return;
  const gate = await attemptGate(ctx, key, rotatedTo);
  const entry = await gate?.enter(key, LEASE_MS);
  if (gate && entry && 'ticket' in entry) await gate.leave(entry.ticket, outcome, memo);
}

function readMemo(memo: string | undefined): AttemptMemo | null {
  if (!memo) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(memo);
  } catch {
    return null;
  }
  // The gate keeps what this module wrote; read back, it is checked all the same.
  if (typeof parsed !== 'object' || parsed === null) return null;
  if ('orderId' in parsed && typeof parsed.orderId === 'string') return { orderId: parsed.orderId };
  if ('before' in parsed && (typeof parsed.before === 'string' || parsed.before === null)) return { before: parsed.before };
  return null;
}

/** The id of the shopper's latest order; null when they have none (or no customer yet). */
export async function latestOrderId(ctx: ShopwareContext, signal?: AbortSignal): Promise<string | null> {
  try {
    const { data } = await ctx.shopper.invoke('readOrder post /order', {
      body: { page: 1, limit: 1, sort: [{ field: 'orderDateTime', order: 'DESC' }] },
      fetchOptions: signal ? { ...READ, signal } : READ,
    });
    const first = data.orders?.elements?.[0];
    return first?.id ?? null;
  } catch (error) {
    if (errorStatus(error) === 403) return null; // no customer: no orders
    return rethrowClassified(error);
  }
}

/**
 * The order this attempt wrote though its answer was lost: the latest one when it is not the
 * one before; null when there is none. Bounded by a timeout of its own: it runs after the order
 * call used up the request's time.
 */
async function orderSince(ctx: ShopwareContext, before: string | null): Promise<string | null> {
  const latest = await latestOrderId(ctx, AbortSignal.timeout(ORDER_LOOKUP_MS));
  return latest && latest !== before ? latest : null;
}

async function createOrder(ctx: ShopwareContext, customerComment: string | undefined): Promise<string> {
  const { data } = await ctx.shopper.invoke('createOrder post /checkout/order', {
    body: customerComment ? { customerComment } : {},
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  // An answer that broke off (a lost connection mid-body) is no answer: it names no order.
  const id = data?.id;
  if (typeof id !== 'string' || !/^[0-9a-f]{32}$/i.test(id)) throw new Error('The order call answered without an order');
  return id;
}

/** One run of the attempt: the order's id, or an error with what the gate should remember. */
async function run(ctx: ShopwareContext, input: PlaceOnceInput): Promise<Placed | { error: unknown; outcome: WriteOutcome; memo?: AttemptMemo }> {
  let before: string | null;
  try {
    await input.prepare();
    before = await latestOrderId(ctx);
  } catch (error) {
    // No order call made: nothing to find, the same attempt may run again.
    return { error, outcome: 'refused' };
  }
  try {
    return { orderId: await createOrder(ctx, input.customerComment), answered: true };
  } catch (error) {
    if (refused(error) || error instanceof MaintenanceModeError) return { error, outcome: 'refused' };
    // No answer, or a failure that may have come after the order was written: is it there?
    const found = await orderSince(ctx, before).catch(() => null);
    if (found) return { orderId: found, answered: false };
    // Not (yet) to be seen: a repeat of the attempt looks again before it places anew.
    return { error: new OrderUnconfirmedError(input.attemptKey, { cause: error }), outcome: 'unknown', memo: { before } };
  }
}

/**
 * The order an attempt placed. `answered`: the order call answered in this request (its payment
 * is still to start); false for an order found after a lost answer, or placed by an earlier
 * run of the same attempt (its payment is the shopper's to start or see, on its own page).
 */
export interface Placed {
  orderId: string;
  answered: boolean;
}

/**
 * Places the shopper's order once per attempt and answers it: the order this attempt placed,
 * whether its answer came, came late, or was lost. Throws a refusal (4xx) as it came, and
 * OrderUnconfirmedError when the order call got no answer and no order can be found.
 */
export async function placeOrderOnce(ctx: ShopwareContext, input: PlaceOnceInput): Promise<Placed> {
  const gate = await attemptGate(ctx, input.attemptKey);
  const key = input.attemptKey!;
  let entry: Entry | null = null;
  let gateFailed = false;
  // Twice at most: a repeat that finds nothing written runs the attempt itself.
  for (let round = 0; gate && round < 2 && !entry; round++) {
    let next: Entry;
    try {
      next = await gate.enter(key, LEASE_MS);
    } catch (error) {
      logWarn('Order attempts: the Durable Object failed, placing without it', error);
      gateFailed = true;
      break;
    }
    if ('ticket' in next) { entry = next; break; }
    // Presses of one attempt past the gate's bound (cart-gate.ts): nothing placed by this one.
    if ('busy' in next) throw new CartBusyError(next.retryAfterSeconds);
    const memo = readMemo(next.memo);
    if (memo && 'orderId' in memo) return { orderId: memo.orderId, answered: false };
    if (memo && 'before' in memo) {
      const found = await orderSince(ctx, memo.before).catch(() => undefined);
      if (found) return { orderId: found, answered: false };
      if (found === undefined) throw new OrderUnconfirmedError(key);
    }
    // The earlier run wrote nothing that can be seen: the attempt runs again.
    await gate.forget(key);
  }
  // Repeats of the attempt overtook this one twice: it never places beside them.
  if (gate && !entry && !gateFailed) throw new OrderUnconfirmedError(key);
  const result = await run(ctx, input);
  if (gate && entry) {
    const memo: AttemptMemo | undefined = 'orderId' in result ? { orderId: result.orderId } : result.memo;
    const outcome = 'orderId' in result ? 'done' : result.outcome;
    try {
      await gate.leave(entry.ticket, outcome, memo && JSON.stringify(memo));
      await leaveInRotatedGate(ctx, key, outcome, memo && JSON.stringify(memo));
    } catch (error) {
      logWarn('Order attempts: leave failed (the lease frees the attempt)', error);
    }
  }
  if ('error' in result) throw result.error;
  return result;
}

/**
 * The order an attempt placed, for a page that finds the cart empty behind an attempt that was
 * not confirmed (client/routes/checkout.tsx): the gate's memo, or the order found since the one
 * before it; null when there is none to be seen. Reads only: it never places. Only the session
 * that made the attempt finds it: for any other (or none) the key is unknown.
 */
export async function orderOfAttempt(ctx: ShopwareContext, attemptKey: string): Promise<string | null> {
  const gate = await attemptGate(ctx, attemptKey);
  if (!gate) return null;
  const memo = readMemo(await gate.recall(attemptKey));
  if (!memo) return null;
  return 'orderId' in memo ? memo.orderId : orderSince(ctx, memo.before);
}
