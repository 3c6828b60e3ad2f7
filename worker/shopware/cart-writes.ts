// One cart write at a time per shopper, within this isolate: the fallback when the shopper's
// Durable Object (cart-gate.ts through worker/durable/cart-writes.ts) cannot be reached, and the
// order for writes without one. Shopware reads, changes and stores the whole cart in each
// request, so two writes for one context token at the same moment can lose one of them
// (shopware/shopware#8724: quickly added products disappear).
//
// The same gate as the Durable Object's (CartGate), one per token: in arrival order, at most
// MAX_WAITING waiting, each for at most `maxWaitMs`, and a write that hangs holds the cart for
// at most `leaseMs`. A write whose turn does not come in time is refused (CartBusyError, nothing
// written): it never goes ahead beside the one still running (#49: what went ahead after a
// wait could lose the other's line).
//
// Limits: isolates do not share this queue, so two writes of one shopper that land in two
// isolates at once are not ordered by it; a shopper's requests usually reach the same location
// and isolate.
import { CartGate } from './cart-gate';
import { CartBusyError } from './errors';

const gates = new Map<string, CartGate>();

export interface SerialOptions {
  /** Keeps the request alive until its write has finished (the next write waits for it). */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The longest a write waits for its turn before it is refused. */
  maxWaitMs: number;
  /** The longest a write holds the cart (a hanging one frees it then). */
  leaseMs: number;
}

export async function serialCartWrite<T>(token: string | undefined, write: () => Promise<T>, options: SerialOptions): Promise<T> {
  // Without a token Shopware makes a new cart for the request: nothing to wait for.
  if (!token) return write();
  let gate = gates.get(token);
  if (!gate) gates.set(token, (gate = new CartGate()));
  const entry = await gate.enter(null, options.leaseMs, options.maxWaitMs);
  if ('busy' in entry) throw new CartBusyError(entry.retryAfterSeconds);
  if (!('ticket' in entry)) throw new Error('unreachable: a write without a key is never a replay');
  const result = write();
  const done = result.then(() => undefined, () => undefined).then(() => {
    gate.leave(entry.ticket, 'done');
    if (gate.idle) gates.delete(token);
  });
  options.waitUntil?.(done);
  return result;
}

/** Tokens with writes under way (for tests). */
export function pendingCartWrites(): number {
  return gates.size;
}
