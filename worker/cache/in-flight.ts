// Upstream loads running in this isolate, by cache key: concurrent misses (and background
// refreshes) of one key share one upstream call.
//
// It also closes a purge race. A load that started before a purge may carry data from before the
// change the webhook announced; if it stored its result after the purge, the purge would be
// undone until the entry expires. purge.ts therefore marks the running loads of the purged tags
// as superseded: they still answer the requests waiting on them, but are not stored, and later
// callers start a fresh load (every load carries the tag `all`, so a full purge reaches them
// all). Tracking running loads rather than a log of purge times needs no clock and no pruning.
// It only covers loads in the isolate that handled the webhook; see
// docs/decisions/002-edge-cache.md.
export interface InFlightLoad<T> {
  readonly promise: Promise<T>;
  readonly tags: ReadonlySet<string>;
  /** Set by a purge of one of the tags: the result must not be stored. */
  superseded: boolean;
}

const loads = new Map<string, InFlightLoad<unknown>>();

/** The running load of `key`, if any. */
export function runningLoad<T>(key: string): InFlightLoad<T> | undefined {
  return loads.get(key) as InFlightLoad<T> | undefined;
}

/** Registers the load of `key` until it settles. */
export function trackLoad<T>(key: string, tags: Iterable<string>, promise: Promise<T>): InFlightLoad<T> {
  const load: InFlightLoad<T> = { promise, tags: new Set(tags), superseded: false };
  loads.set(key, load);
  const forget = () => {
    if (loads.get(key) === load) loads.delete(key);
  };
  promise.then(forget, forget);
  return load;
}

/**
 * A settled load's result waiting to be written to KV (it waits until the answer is out,
 * request/response-sent.ts). Its tags include those its answer added (tagsOf), so a purge of a
 * product that a listing shows stops the listing's write too.
 */
export interface WaitingStore {
  readonly tags: ReadonlySet<string>;
  /** Set by a purge of one of the tags: the result must not be written. */
  superseded: boolean;
  /** Superseded by a purge of any tag (a whole page, waitToStorePage). */
  readonly anyPurge?: boolean;
  /** The write happened or was given up. */
  done(): void;
}

const waitingStores = new Set<WaitingStore>();

export function waitToStore(tags: Iterable<string>): WaitingStore {
  const store: WaitingStore = { tags: new Set(tags), superseded: false, done: () => { waitingStores.delete(store); } };
  waitingStores.add(store);
  return store;
}

/**
 * A whole page waiting to be stored (page-store.ts), from the moment its render begins: any purge
 * in this isolate supersedes it, whatever the tags. Its tags are known only once it has streamed,
 * and a read it made may have loaded data from before a purge yet been answered after it.
 */
export function waitToStorePage(): WaitingStore {
  const store: WaitingStore = { tags: new Set(), anyPurge: true, superseded: false, done: () => { waitingStores.delete(store); } };
  waitingStores.add(store);
  return store;
}

/**
 * Marks every running load and waiting write carrying one of `tags` as superseded, and lets the
 * next caller start afresh.
 */
export function supersedeLoads(tags: readonly string[]): void {
  for (const [key, load] of loads) {
    if (tags.some((tag) => load.tags.has(tag))) {
      load.superseded = true;
      loads.delete(key);
    }
  }
  for (const store of waitingStores) {
    if (store.anyPurge || tags.some((tag) => store.tags.has(tag))) store.superseded = true;
  }
}
