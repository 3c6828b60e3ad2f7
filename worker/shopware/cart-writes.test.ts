import { describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY_AFTER_SECONDS, MAX_WAITING } from './cart-gate';
import { CartBusyError } from './errors';
import { pendingCartWrites, serialCartWrite } from './cart-writes';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fake cart store that loses updates when writes overlap, like Shopware's read-modify-write. */
function racyCart() {
  let lines: string[] = [];
  return {
    lines: () => lines,
    add: async (line: string) => {
      const read = [...lines];
      await sleep(Math.random() * 5);
      lines = [...read, line];
      return lines;
    },
  };
}

describe('serialCartWrite', () => {
  it('lets no write of one shopper overlap another, so none is lost', async () => {
    const cart = racyCart();
    // Every write's limit starts now, and the last waits for 19 others: a limit far past what
    // they take on any machine, so what is tested is the order, not the clock.
    await Promise.all(Array.from({ length: 20 }, (_, i) => serialCartWrite('token-a', () => cart.add(`line-${i}`), { maxWaitMs: 60_000, leaseMs: 60_000 })));
    expect(cart.lines()).toHaveLength(20);
    expect(cart.lines()).toEqual(Array.from({ length: 20 }, (_, i) => `line-${i}`));
    expect(pendingCartWrites()).toBe(0);
  });

  it('shows the race it prevents', async () => {
    const cart = racyCart();
    await Promise.all(Array.from({ length: 20 }, (_, i) => cart.add(`line-${i}`)));
    expect(cart.lines().length).toBeLessThan(20);
  });

  it('keeps shoppers apart: one shopper never waits for another', async () => {
    const order: string[] = [];
    const slow = serialCartWrite('token-a', async () => { await sleep(30); order.push('a'); }, { maxWaitMs: 1000, leaseMs: 1000 });
    const fast = serialCartWrite('token-b', async () => { order.push('b'); }, { maxWaitMs: 1000, leaseMs: 1000 });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['b', 'a']);
  });

  it('goes on after a failed write, and passes the failure to its own caller only', async () => {
    const failed = serialCartWrite('token-c', async () => { throw new Error('backend down'); }, { maxWaitMs: 1000, leaseMs: 1000 });
    const next = serialCartWrite('token-c', async () => 'ok', { maxWaitMs: 1000, leaseMs: 1000 });
    await expect(failed).rejects.toThrow('backend down');
    await expect(next).resolves.toBe('ok');
  });

  it('refuses a write whose turn does not come in time (CartBusyError) instead of running it beside a hanging one', async () => {
    vi.useFakeTimers();
    try {
      const cart = racyCart();
      let written = 0;
      void serialCartWrite('token-d', () => new Promise(() => {}), { maxWaitMs: 20, leaseMs: 60_000 });
      const next = serialCartWrite('token-d', async () => { written++; return cart.add('late'); }, { maxWaitMs: 20, leaseMs: 60_000 });
      const refused = expect(next).rejects.toBeInstanceOf(CartBusyError);
      await vi.advanceTimersByTimeAsync(21);
      await refused;
      expect(written).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses at once a write past the bound of what one cart may queue', async () => {
    const hold = serialCartWrite('token-f', () => new Promise(() => {}), { maxWaitMs: 60_000, leaseMs: 60_000 });
    void hold;
    const waiting = Array.from({ length: MAX_WAITING }, () => serialCartWrite('token-f', async () => 1, { maxWaitMs: 60_000, leaseMs: 60_000 }));
    void waiting;
    await expect(serialCartWrite('token-f', async () => 1, { maxWaitMs: 60_000, leaseMs: 60_000 })).rejects.toMatchObject({ status: 503, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  });

  it('does not queue requests without a token, and keeps their requests alive until written', async () => {
    const kept: Promise<unknown>[] = [];
    await serialCartWrite('token-e', async () => 1, { maxWaitMs: 1000, leaseMs: 1000, waitUntil: (p) => kept.push(p) });
    expect(kept).toHaveLength(1);
    await expect(serialCartWrite(undefined, async () => 2, { maxWaitMs: 1000, leaseMs: 1000 })).resolves.toBe(2);
  });
});
