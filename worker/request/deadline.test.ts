import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestDeadline, RequestDeadlineError } from './deadline';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createRequestDeadline', () => {
  it('aborts its signal with a RequestDeadlineError when the time is up', async () => {
    const deadline = createRequestDeadline(20);
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.remainingMs()).toBeGreaterThan(0);
    await sleep(40);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toBeInstanceOf(RequestDeadlineError);
    expect(deadline.remainingMs()).toBe(0);
  });

  it('counts what is left from when the request began', () => {
    let time = 1_000;
    const deadline = createRequestDeadline(3_000, () => time);
    time += 1_200;
    expect(deadline.remainingMs()).toBe(1_800);
    deadline.extendTo(8_000);
    expect(deadline.remainingMs()).toBe(6_800);
    // Never earlier than it is.
    deadline.extendTo(2_000);
    expect(deadline.remainingMs()).toBe(6_800);
    deadline.dispose();
  });

  it('says how long until a later bound, also once it passed and could not be moved there', () => {
    let time = 1_000;
    const deadline = createRequestDeadline(3_000, () => time);
    time += 3_500;
    deadline.extendTo(8_000);
    expect(deadline.remainingMs()).toBe(0);
    expect(deadline.untilMs(8_000)).toBe(4_500);
    time += 5_000;
    expect(deadline.untilMs(8_000)).toBe(0);
    deadline.dispose();
  });

  it('can be extended before it passes, not after', async () => {
    const early = createRequestDeadline(20);
    early.extendTo(200);
    await sleep(40);
    expect(early.signal.aborted).toBe(false);
    early.dispose();

    const late = createRequestDeadline(10);
    await sleep(30);
    late.extendTo(1_000);
    expect(late.signal.aborted).toBe(true);
  });

  it('does not abort once disposed', async () => {
    const deadline = createRequestDeadline(10);
    deadline.dispose();
    await sleep(30);
    expect(deadline.signal.aborted).toBe(false);
  });

  describe('its timer', () => {
    afterEach(() => { vi.useRealTimers(); });

    it('is armed only once the signal is asked for, with what is left of the time', () => {
      vi.useFakeTimers();
      const deadline = createRequestDeadline(3_000);
      deadline.extendTo(8_000);
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(5_000);
      expect(deadline.remainingMs()).toBe(3_000);
      const { signal } = deadline;
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(2_999);
      expect(signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(signal.reason).toBeInstanceOf(RequestDeadlineError);
    });

    it('first asked for after the deadline, the signal is aborted already', () => {
      vi.useFakeTimers();
      const deadline = createRequestDeadline(100);
      vi.advanceTimersByTime(150);
      // Too late to extend, though nobody was listening.
      deadline.extendTo(1_000);
      expect(deadline.signal.aborted).toBe(true);
      expect(deadline.signal.reason).toBeInstanceOf(RequestDeadlineError);
    });

    it('is never armed once disposed', () => {
      vi.useFakeTimers();
      const deadline = createRequestDeadline(100);
      deadline.dispose();
      vi.advanceTimersByTime(150);
      expect(deadline.signal.aborted).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
