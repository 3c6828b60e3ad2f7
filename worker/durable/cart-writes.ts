// One Durable Object per context token: the cart writes of one shopper, one at a time across
// every isolate and location, and once per press (worker/shopware/cart-gate.ts). Its state is
// in memory: a Durable Object stays alive while a request holds it, and the ids it remembers
// only need to outlive a shopper's retry. The same gate makes placing an order once per attempt
// (one object per attempt key: worker/shopware/operations/place-order.ts).
import { DurableObject } from 'cloudflare:workers';
import { CartGate, type Entry, type WriteOutcome } from '../shopware/cart-gate';

export class CartWrites extends DurableObject {
  private readonly gate = new CartGate();

  enter(key: string | null, leaseMs: number, maxWaitMs?: number): Promise<Entry> {
    return this.gate.enter(key, leaseMs, maxWaitMs);
  }

  leave(ticket: string, outcome: WriteOutcome, memo?: string): void {
    this.gate.leave(ticket, outcome, memo);
  }

  recall(key: string): Promise<string | undefined> {
    return this.gate.recall(key);
  }

  forget(key: string): void {
    this.gate.forget(key);
  }
}
