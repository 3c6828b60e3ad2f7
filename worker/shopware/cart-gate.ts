// Cart writes of one shopper, in order across isolates, and once per press (#15, decision 004).
// The gate is a Durable Object per context token (worker/durable/cart-writes.ts); this is its
// logic, with no runtime imports, so it is unit-tested as it is.
//
// - One write at a time: `enter` waits for the previous write's `leave` (or its lease: a write
//   whose isolate died never blocks the cart for more than `leaseMs`).
// - Idempotent: a write may carry the shopper's request id (one per press of "In winkelwagen",
//   kept by the browser until an answer arrives). The same id again — the shopper following
//   "probeer het opnieuw" after a timeout, or a resent request — does not write again: it waits
//   for the first to finish and then answers with the cart as it is. A definite refusal (4xx:
//   out of stock, a wrong quantity) forgets the id, so trying again tries again.
// - A memo: what the write left for its repeats to find (placing an order leaves the order's id,
//   worker/shopware/operations/place-order.ts). `forget` drops a settled id whose write, as its
//   repeat found out, changed nothing, so that the next press with it runs.

export type WriteOutcome = 'done' | 'refused' | 'unknown';
export type Entry = { ticket: string } | { replay: true; memo?: string };

interface Turn {
  ticket: string;
  key: string | null;
  finished: Promise<void>;
  finish: () => void;
  lease: ReturnType<typeof setTimeout>;
}

/** How long an id is remembered after its write. */
export const REMEMBER_MS = 15 * 60_000;

export class CartGate {
  private tail: Promise<void> = Promise.resolve();
  private readonly turns = new Map<string, Turn>();
  /** id → when its write finished (or when it began, while it runs). */
  private readonly seen = new Map<string, number>();
  private readonly running = new Map<string, Promise<void>>();
  /** id → what its write left for a repeat (leave's memo). */
  private readonly memos = new Map<string, string>();
  private counter = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async enter(key: string | null, leaseMs: number): Promise<Entry> {
    this.forgetOld();
    if (key && this.seen.has(key)) {
      await this.running.get(key);
      const memo = this.memos.get(key);
      return memo === undefined ? { replay: true } : { replay: true, memo };
    }
    const ticket = `t${++this.counter}`;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => { finish = resolve; });
    const previous = this.tail;
    this.tail = previous.then(() => finished);
    if (key) {
      this.seen.set(key, this.now());
      this.running.set(key, this.tail);
    }
    await previous;
    const lease = setTimeout(() => this.leave(ticket, 'unknown'), leaseMs);
    this.turns.set(ticket, { ticket, key, finished, finish, lease });
    return { ticket };
  }

  leave(ticket: string, outcome: WriteOutcome, memo?: string): void {
    const turn = this.turns.get(ticket);
    if (!turn) return;
    this.turns.delete(ticket);
    clearTimeout(turn.lease);
    if (turn.key) {
      this.running.delete(turn.key);
      if (outcome === 'refused') this.forgetKey(turn.key);
      else {
        this.seen.set(turn.key, this.now());
        if (memo !== undefined) this.memos.set(turn.key, memo);
      }
    }
    turn.finish();
  }

  /** What the write of this id left (once it has finished); undefined for an id unknown or without a memo. */
  async recall(key: string): Promise<string | undefined> {
    this.forgetOld();
    await this.running.get(key);
    return this.memos.get(key);
  }

  /** Drops a settled id (never one whose write runs): the next press with it writes. */
  forget(key: string): void {
    if (!this.running.has(key)) this.forgetKey(key);
  }

  private forgetKey(key: string): void {
    this.seen.delete(key);
    this.memos.delete(key);
  }

  private forgetOld(): void {
    const before = this.now() - REMEMBER_MS;
    for (const [key, at] of this.seen) if (at < before && !this.running.has(key)) this.forgetKey(key);
  }
}
