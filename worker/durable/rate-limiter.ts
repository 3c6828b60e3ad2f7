// The rate limit's engine: one Durable Object per (action, client). A Durable Object runs one
// request at a time, so a burst of concurrent posts from one client is counted exactly, across
// isolates and locations (a KV counter is eventually consistent and let 11–22 of 50 through a
// limit of 5). The Workers Rate Limiting binding was considered: it only knows periods of 10
// or 60 seconds (our limits are per 10 minutes and longer) and is approximate by design.
import { DurableObject } from 'cloudflare:workers';
import { countHit, type RateLimitResult } from '../rate-limit/limits';
import { clockNow } from '../../shared/clock';

const HITS_KEY = 'hits';

/**
 * A sliding-window log of one client's hits for one action. `hit` is synchronous between the
 * load and the write, so concurrent calls never interleave; the log is kept in storage, so an
 * evicted object remembers it.
 */
export class RateLimiter extends DurableObject {
  private hits: number[] | undefined;

  async hit(max: number, windowSeconds: number): Promise<RateLimitResult> {
    // The first call loads the log; the input gate holds other calls until it is loaded.
    this.hits ??= (await this.ctx.storage.get<number[]>(HITS_KEY)) ?? [];
    const { hits, result } = countHit(this.hits, max, windowSeconds, clockNow());
    this.hits = hits;
    if (result.allowed) {
      // Not awaited: the output gate holds the answer until the write is stored.
      void this.ctx.storage.put(HITS_KEY, hits);
      // The alarm is the platform's: set by its clock, not the shop's (which tests move ahead).
      void this.ctx.storage.setAlarm(Date.now() + windowSeconds * 1000 + 1000);
    }
    return result;
  }

  /** Forgets every hit (a login that succeeded, limits.ts `forgetRateLimit`). */
  async forget(): Promise<void> {
    this.hits = [];
    await this.ctx.storage.deleteAll();
  }

  /** The window has passed since the last counted hit: nothing left to remember. */
  override async alarm(): Promise<void> {
    this.hits = undefined;
    await this.ctx.storage.deleteAll();
  }
}
