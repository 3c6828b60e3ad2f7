// Cart writes of one shopper, in order across isolates, and once per press (#15, decision 004).
// The gate is a Durable Object per context token (worker/durable/cart-writes.ts); this is its
// logic, with no runtime imports, so it is unit-tested as it is.
//
// - One write at a time: `enter` waits for the previous write's `leave` (or its lease: a write
//   whose isolate died never blocks the cart for more than `leaseMs`).
// - Bounded (#49, decision 032): at most MAX_WAITING writes wait behind the one that runs, each
//   for at most the `maxWaitMs` its caller can spare. Past either bound `enter` answers `busy`
//   at once, and the write is not made: the shopper gets a 503 with Retry-After, never a write
//   that runs after its request gave up, nor a request that hangs until something resets it.
//   Cloudflare bounds a Durable Object's queue the same way ("Durable Object is overloaded"),
//   but by a number it does not publish; this bound is ours, well inside it.
// - Idempotent: a write may carry the shopper's request id (one per press of "In winkelwagen",
//   kept by the browser until an answer arrives). The same id again — the shopper following
//   "probeer het opnieuw" after a timeout, or a resent request — does not write again: it waits
//   for the first to finish and then answers with the cart as it is. A definite refusal (4xx:
//   out of stock, a wrong quantity) forgets the id, so trying again tries again.
// - A memo: what the write left for its repeats to find (placing an order leaves the order's id,
//   worker/shopware/operations/place-order.ts). `forget` drops a settled id whose write, as its
//   repeat found out, changed nothing, so that the next press with it runs.

export type WriteOutcome = 'done' | 'refused' | 'unknown';
export type Entry = { ticket: string } | { replay: true; memo?: string } | { busy: true; retryAfterSeconds: number };

/** Writes of one cart that may wait behind the one that runs; one more is refused (busy). */
export const MAX_WAITING = 128;
/** What a refused write is told: come back when the writes ahead of it have had their turn. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

interface Turn {
  ticket: string;
  key: string | null;
  lease: ReturnType<typeof setTimeout>;
}

interface Waiter {
  ticket: string;
  key: string | null;
  leaseMs: number;
  admit: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** How long an id is remembered after its write. */
export const REMEMBER_MS = 15 * 60_000;

export class CartGate {
  private current: Turn | null = null;
  private readonly waiting: Waiter[] = [];
  /** id → when its write finished (or when it began, while it runs). */
  private readonly seen = new Map<string, number>();
  /** id → resolves when its write has finished (or gave up waiting). */
  private readonly running = new Map<string, { done: Promise<void>; finish: () => void }>();
  /** id → what its write left for a repeat (leave's memo). */
  private readonly memos = new Map<string, string>();
  private counter = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Writes waiting behind the one that runs (for tests and the busy line's log). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Nothing runs, nothing waits. */
  get idle(): boolean {
    return !this.current && this.waiting.length === 0;
  }

  async enter(key: string | null, leaseMs: number, maxWaitMs = Infinity): Promise<Entry> {
    this.forgetOld();
    if (key && this.seen.has(key)) {
      await this.running.get(key)?.done;
      // The first with this id gave up waiting (busy) or was refused: it wrote nothing.
      if (!this.seen.has(key)) return this.enter(key, leaseMs, maxWaitMs);
      const memo = this.memos.get(key);
      return memo === undefined ? { replay: true } : { replay: true, memo };
    }
    const busy = { busy: true, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS } as const;
    const free = !this.current && this.waiting.length === 0;
    if (!free && (this.waiting.length >= MAX_WAITING || maxWaitMs <= 0)) return busy;
    const ticket = `t${++this.counter}`;
    if (key) {
      this.seen.set(key, this.now());
      let finish!: () => void;
      const done = new Promise<void>((resolve) => { finish = resolve; });
      this.running.set(key, { done, finish });
    }
    if (free) {
      this.start(ticket, key, leaseMs);
      return { ticket };
    }
    return new Promise<Entry>((resolve) => {
      const waiter: Waiter = {
        ticket, key, leaseMs, timer: undefined,
        admit: () => resolve({ ticket }),
      };
      if (Number.isFinite(maxWaitMs)) {
        waiter.timer = setTimeout(() => {
          // Its turn did not come in time: out of the queue, nothing written.
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          if (key) this.settle(key, 'refused');
          resolve(busy);
        }, maxWaitMs);
      }
      this.waiting.push(waiter);
    });
  }

  leave(ticket: string, outcome: WriteOutcome, memo?: string): void {
    const turn = this.current;
    if (!turn || turn.ticket !== ticket) return;
    this.current = null;
    clearTimeout(turn.lease);
    if (turn.key) this.settle(turn.key, outcome, memo);
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      this.start(next.ticket, next.key, next.leaseMs);
      next.admit();
    }
  }

  /** What the write of this id left (once it has finished); undefined for an id unknown or without a memo. */
  async recall(key: string): Promise<string | undefined> {
    this.forgetOld();
    await this.running.get(key)?.done;
    return this.memos.get(key);
  }

  /** Drops a settled id (never one whose write runs): the next press with it writes. */
  forget(key: string): void {
    if (!this.running.has(key)) this.forgetKey(key);
  }

  private start(ticket: string, key: string | null, leaseMs: number): void {
    this.current = { ticket, key, lease: setTimeout(() => this.leave(ticket, 'unknown'), leaseMs) };
  }

  private settle(key: string, outcome: WriteOutcome, memo?: string): void {
    const run = this.running.get(key);
    this.running.delete(key);
    if (outcome === 'refused') this.forgetKey(key);
    else {
      this.seen.set(key, this.now());
      if (memo !== undefined) this.memos.set(key, memo);
    }
    run?.finish();
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
