// When the shopper's answer is out (decision 011, "The miss path"). The KV writes of a miss wait
// for it: one index key per tag (a listing or the home page carries a tag per product it shows)
// and the entry's serialisation run on the same thread as the page's render, and done at once
// they delayed a purged home's first byte by about half. The isolate's memory layer holds the
// entry meanwhile, and a purge in between still stops the write (in-flight.ts).

export interface ResponseSent {
  /** Resolves once the answer is out: the handler returned, or its streamed body ended. */
  readonly promise: Promise<void>;
  /**
   * The answer's status, once the handler returned (a streamed document's is decided before its
   * body streams). "Nothing here" answers are kept in KV only as part of a page answered 200
   * (kv-cache.ts, decision 011).
   */
  readonly status: Promise<number>;
  /**
   * The body streams: the answer is out when `ended` settles, or after `maxWaitMs` at the
   * latest (a client that stops reading must not hold the writes back for ever).
   */
  streamsUntil(ended: Promise<unknown>, maxWaitMs: number): void;
  /** The handler returned (or threw) with this status: the answer is out unless its body streams. */
  handled(status: number): void;
}

export function createResponseSent(): ResponseSent {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  let answered!: (status: number) => void;
  const status = new Promise<number>((r) => { answered = r; });
  let streaming = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sent = () => {
    clearTimeout(timer);
    resolve();
  };
  return {
    promise,
    status,
    streamsUntil(ended, maxWaitMs) {
      streaming = true;
      timer = setTimeout(sent, maxWaitMs);
      ended.then(sent, sent);
    },
    handled(code) {
      answered(code);
      if (!streaming) sent();
    },
  };
}
