import { describe, expect, it } from 'vitest';
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
    await Promise.all(Array.from({ length: 20 }, (_, i) => serialCartWrite('token-a', () => cart.add(`line-${i}`), { maxWaitMs: 60_000 })));
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
    const slow = serialCartWrite('token-a', async () => { await sleep(30); order.push('a'); }, { maxWaitMs: 1000 });
    const fast = serialCartWrite('token-b', async () => { order.push('b'); }, { maxWaitMs: 1000 });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['b', 'a']);
  });

  it('goes on after a failed write, and passes the failure to its own caller only', async () => {
    const failed = serialCartWrite('token-c', async () => { throw new Error('backend down'); }, { maxWaitMs: 1000 });
    const next = serialCartWrite('token-c', async () => 'ok', { maxWaitMs: 1000 });
    await expect(failed).rejects.toThrow('backend down');
    await expect(next).resolves.toBe('ok');
  });

  it('does not let a hanging write hold the next one back for longer than the limit', async () => {
    void serialCartWrite('token-d', () => new Promise(() => {}), { maxWaitMs: 20 });
    await expect(serialCartWrite('token-d', async () => 'went ahead', { maxWaitMs: 20 })).resolves.toBe('went ahead');
  });

  it('does not queue requests without a token, and keeps their requests alive until written', async () => {
    const kept: Promise<unknown>[] = [];
    await serialCartWrite('token-e', async () => 1, { maxWaitMs: 1000, waitUntil: (p) => kept.push(p) });
    expect(kept).toHaveLength(1);
    await expect(serialCartWrite(undefined, async () => 2, { maxWaitMs: 1000 })).resolves.toBe(2);
  });
});
