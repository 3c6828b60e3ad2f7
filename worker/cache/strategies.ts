// Named cache strategies, declared where each backend call is made (`withCache(…, { strategy:
// cacheShort() }, …)`), so the freshness of every piece of shop data can be read at its call site.
// All durations are in seconds, like Cache-Control.

export interface CacheStrategy {
  mode: 'cache' | 'none';
  /** Seconds an entry is served as fresh. */
  maxAge: number;
  /** Seconds after maxAge during which the stale entry is served while a refresh runs. */
  staleWhileRevalidate: number;
  /** Seconds after maxAge during which the entry may stand in for a failing backend. */
  staleIfError: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** KV refuses an expirationTtl below 60 seconds. */
const KV_MIN_TTL = 60;

/** Data that changes during the day: listings, prices, stock, search. */
export function cacheShort(): CacheStrategy {
  return { mode: 'cache', maxAge: MINUTE, staleWhileRevalidate: 10 * MINUTE, staleIfError: DAY };
}

/** Data that changes rarely and is purged by webhook when it does: navigation, snippets, CMS pages. */
export function cacheLong(): CacheStrategy {
  return { mode: 'cache', maxAge: HOUR, staleWhileRevalidate: DAY, staleIfError: 7 * DAY };
}

/** Anything that depends on the shopper (cart, account, orders, checkout) or on preview mode. */
export function cacheNone(): CacheStrategy {
  return { mode: 'none', maxAge: 0, staleWhileRevalidate: 0, staleIfError: 0 };
}

/** A strategy of its own; unspecified windows come from cacheShort(). */
export function cacheCustom(overrides: Partial<CacheStrategy>): CacheStrategy {
  const strategy = { ...cacheShort(), ...overrides };
  for (const field of ['maxAge', 'staleWhileRevalidate', 'staleIfError'] as const) {
    const seconds = strategy[field];
    if (!Number.isFinite(seconds) || seconds < 0) {
      throw new RangeError(`cacheCustom: ${field} must be a non-negative number of seconds, got ${seconds}`);
    }
  }
  return strategy;
}

/**
 * How long KV keeps an entry: as long as it can still be served in any way (fresh, stale while
 * revalidating, or stale in place of a failing backend), but never below KV's minimum.
 */
export function kvExpirationTtl(strategy: CacheStrategy): number {
  const servable = strategy.maxAge + Math.max(strategy.staleWhileRevalidate, strategy.staleIfError);
  return Math.max(KV_MIN_TTL, Math.ceil(servable));
}
