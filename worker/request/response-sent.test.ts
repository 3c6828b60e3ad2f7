import { afterEach, expect, it, vi } from 'vitest';
import { createResponseSent } from './response-sent';

afterEach(() => { vi.useRealTimers(); });

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => { done = true; });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

it('is out when the handler returned, for an answer that does not stream', async () => {
  const sent = createResponseSent();
  expect(await settled(sent.promise)).toBe(false);
  sent.handled(200);
  expect(await settled(sent.promise)).toBe(true);
});

it('waits for a streamed body to end, not for the handler', async () => {
  const sent = createResponseSent();
  let end!: () => void;
  sent.streamsUntil(new Promise<void>((resolve) => { end = resolve; }), 8_000);
  sent.handled(200);
  expect(await settled(sent.promise)).toBe(false);
  end();
  expect(await settled(sent.promise)).toBe(true);
});

it('gives up waiting on a body that never ends (a client that stopped reading)', async () => {
  vi.useFakeTimers();
  const sent = createResponseSent();
  sent.streamsUntil(new Promise<void>(() => {}), 8_000);
  sent.handled(200);
  let done = false;
  void sent.promise.then(() => { done = true; });
  await vi.advanceTimersByTimeAsync(7_999);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

it('tells the answer\'s status once the handler returned, before a streamed body ends', async () => {
  const sent = createResponseSent();
  sent.streamsUntil(new Promise<void>(() => {}), 8_000);
  sent.handled(404);
  expect(await sent.status).toBe(404);
  expect(await settled(sent.promise)).toBe(false);
});
