// One cart write at a time per shopper. Shopware reads, changes and stores the whole cart in
// each request, so two writes for one context token at the same moment can lose one of them
// (shopware/shopware#8724: quickly added products disappear). Here the writes of a token wait
// for each other, in arrival order, within this isolate.
//
// Limits: isolates do not share this queue, so two writes of one shopper that land in two
// isolates at once are not ordered by it (a Durable Object per token would be); a shopper's
// requests usually reach the same location and isolate. A write that hangs holds the next one
// back for at most `maxWaitMs` (then it goes ahead rather than hang the shopper's request).

const queues = new Map<string, Promise<void>>();

export interface SerialOptions {
  /** Keeps the request alive until its write has finished (the next write waits for it). */
  waitUntil?: (promise: Promise<unknown>) => void;
  maxWaitMs: number;
}

export function serialCartWrite<T>(token: string | undefined, write: () => Promise<T>, options: SerialOptions): Promise<T> {
  // Without a token Shopware makes a new cart for the request: nothing to wait for.
  if (!token) return write();
  const previous = queues.get(token);
  const turn = previous ? waitAtMost(previous, options.maxWaitMs) : Promise.resolve();
  const result = turn.then(write);
  const done = result.then(() => undefined, () => undefined);
  queues.set(token, done);
  void done.then(() => { if (queues.get(token) === done) queues.delete(token); });
  options.waitUntil?.(done);
  return result;
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([promise, new Promise<void>((resolve) => { timer = setTimeout(resolve, ms); })])
    .finally(() => clearTimeout(timer));
}

/** Tokens with writes under way (for tests). */
export function pendingCartWrites(): number {
  return queues.size;
}
