// One Durable Object per context token: the cart writes of one shopper, one at a time across
// every isolate and location, and once per press (worker/shopware/cart-gate.ts). Its state is
// in memory: a Durable Object stays alive while a request holds it, and the ids it remembers
// only need to outlive a shopper's retry.
import { DurableObject } from 'cloudflare:workers';
import { CartGate, type Entry, type WriteOutcome } from '../shopware/cart-gate';

export class CartWrites extends DurableObject {
  private readonly gate = new CartGate();

  enter(key: string | null, leaseMs: number): Promise<Entry> {
    return this.gate.enter(key, leaseMs);
  }

  leave(ticket: string, outcome: WriteOutcome): void {
    this.gate.leave(ticket, outcome);
  }
}
