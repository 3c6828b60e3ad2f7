import { describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY_AFTER_SECONDS, CartGate, MAX_WAITING, REMEMBER_MS } from './cart-gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CartGate (one Durable Object per context token)', () => {
  it('lets one write in at a time, in arrival order', async () => {
    const gate = new CartGate();
    const order: string[] = [];
    const first = await gate.enter(null, 10_000);
    const second = gate.enter(null, 10_000).then((e) => { order.push('second in'); return e; });
    await tick();
    expect(order).toEqual([]);
    order.push('first out');
    gate.leave((first as { ticket: string }).ticket, 'done');
    const entry = await second;
    expect(order).toEqual(['first out', 'second in']);
    gate.leave((entry as { ticket: string }).ticket, 'done');
  });

  it('frees the cart after the lease when a write never leaves (its isolate died)', async () => {
    vi.useFakeTimers();
    try {
      const gate = new CartGate();
      await gate.enter(null, 1_000);
      const next = gate.enter(null, 1_000);
      await vi.advanceTimersByTimeAsync(1_001);
      expect(await next).toHaveProperty('ticket');
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a press once: the same id again waits for the first and replays', async () => {
    const gate = new CartGate();
    const first = await gate.enter('press-1', 10_000);
    expect(first).toHaveProperty('ticket');
    let replayed = false;
    const again = gate.enter('press-1', 10_000).then((e) => { replayed = true; return e; });
    await tick();
    expect(replayed).toBe(false);
    // The first timed out for the shopper (outcome unknown): it may have landed.
    gate.leave((first as { ticket: string }).ticket, 'unknown');
    expect(await again).toEqual({ replay: true });
    expect(await gate.enter('press-1', 10_000)).toEqual({ replay: true });
    // Another press is a new write.
    expect(await gate.enter('press-2', 10_000)).toHaveProperty('ticket');
  });

  it('forgets a refused press, so trying again tries again; remembers the rest for a while', async () => {
    let now = 0;
    const gate = new CartGate(() => now);
    const refused = await gate.enter('a', 10_000) as { ticket: string };
    gate.leave(refused.ticket, 'refused');
    const retry = await gate.enter('a', 10_000) as { ticket: string };
    expect(retry).toHaveProperty('ticket');
    gate.leave(retry.ticket, 'done');
    now = REMEMBER_MS + 1;
    expect(await gate.enter('a', 10_000)).toHaveProperty('ticket');
  });

  it('keeps what a write left for its repeats (an order\'s id), and forgets a settled id on request', async () => {
    const gate = new CartGate();
    const first = await gate.enter('attempt-1', 10_000) as { ticket: string };
    const again = gate.enter('attempt-1', 10_000);
    gate.leave(first.ticket, 'done', 'order-7');
    expect(await again).toEqual({ replay: true, memo: 'order-7' });
    // A repeat that found the write changed nothing lets the next press write.
    const second = await gate.enter('attempt-2', 10_000) as { ticket: string };
    gate.forget('attempt-2'); // still running: kept
    gate.leave(second.ticket, 'unknown', 'before:none');
    expect(await gate.enter('attempt-2', 10_000)).toEqual({ replay: true, memo: 'before:none' });
    expect(await gate.recall('attempt-2')).toBe('before:none');
    gate.forget('attempt-2');
    expect(await gate.recall('attempt-2')).toBeUndefined();
    expect(await gate.enter('attempt-2', 10_000)).toHaveProperty('ticket');
  });

  it(`refuses at once, with when to come back, a write past the ${MAX_WAITING} one cart may queue (#49)`, async () => {
    const gate = new CartGate();
    const first = await gate.enter(null, 60_000) as { ticket: string };
    const admitted: string[] = [];
    const waiting = Array.from({ length: MAX_WAITING }, () => gate.enter(null, 60_000).then((e) => { admitted.push((e as { ticket: string }).ticket); return e; }));
    expect(gate.queued).toBe(MAX_WAITING);
    expect(await gate.enter(null, 60_000)).toEqual({ busy: true, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    expect(await gate.enter('press-x', 60_000)).toEqual({ busy: true, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    // The refused press wrote nothing: the same id again is a new write, not a replay.
    gate.leave(first.ticket, 'done');
    for (const entry of waiting) gate.leave(((await entry) as { ticket: string }).ticket, 'done');
    expect(admitted).toHaveLength(MAX_WAITING);
    expect(await gate.enter('press-x', 60_000)).toHaveProperty('ticket');
  });

  it('gives a write whose turn does not come within its wait up (busy), never lets it in, and lets the next one in', async () => {
    vi.useFakeTimers();
    try {
      const gate = new CartGate();
      const first = await gate.enter(null, 60_000) as { ticket: string };
      const impatient = gate.enter('press-1', 60_000, 1_000);
      const patient = gate.enter(null, 60_000, 5_000);
      await vi.advanceTimersByTimeAsync(1_001);
      expect(await impatient).toEqual({ busy: true, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
      expect(gate.queued).toBe(1);
      gate.leave(first.ticket, 'done');
      expect(await patient).toHaveProperty('ticket');
      // The press that gave up wrote nothing: trying it again writes.
      gate.leave(((await patient) as { ticket: string }).ticket, 'done');
      expect(await gate.enter('press-1', 60_000)).toHaveProperty('ticket');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a write that can wait no time while another runs; lets it in when the cart is free', async () => {
    const gate = new CartGate();
    const first = await gate.enter(null, 60_000, 0) as { ticket: string };
    expect(first).toHaveProperty('ticket');
    expect(await gate.enter(null, 60_000, 0)).toHaveProperty('busy', true);
    gate.leave(first.ticket, 'done');
    expect(gate.idle).toBe(true);
  });
});
