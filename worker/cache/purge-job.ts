// A webhook's purge as a job in slices (decision 022). One Worker invocation may make at most
// 1,000 KV operations, and a tag can index thousands of entries (each costs a read and a
// write to mark), so no invocation purges a whole tag: each runs one slice of at most
// SLICE_KV_BUDGET operations (listing a page of the tag's index and marking what it lists),
// saves its cursor, and hands on to the next invocation.
//
// The engine is a Durable Object per job (worker/durable/purge-job.ts): the webhook's call runs
// the first slice, the object's alarm runs each next one. The job is named after the webhook's
// signature, which covers its body and timestamp, so a sender's retry of the same webhook finds
// the same job: it resumes a job that was cut off, or reports a finished one, and purges nothing
// twice. The job remembers the signature until its timestamp has left the 5-minute window, after
// which the webhook is refused for its age; that is the replay protection (decision 009).
//
// PurgeJobRunner holds the logic, so unit tests run it without workerd; the Durable Object gives
// it its storage and alarm.
import { PAGE_KEY_PREFIX } from './page-key';
import { KV_OPERATIONS_PER_MARK, MARK_BATCH, markPurged } from './purge';
import { countKvOperations } from './kv-operations';
import { tagIndexPrefix } from './tag-index';
import { WEBHOOK_MAX_AGE_MS } from './webhook-signatures';
import { writeLine } from '../logging/log';
import { clockNow } from '../../shared/clock';

/** Index keys listed per page (KV lists at most 1,000 per call). */
export const PAGE_SIZE = 200;
/**
 * The most KV operations one slice may make: a full page listed and every entry of it marked
 * with its worst case (read, refused write, delete). Far below the 1,000 an invocation may make.
 */
export const SLICE_KV_BUDGET = 1 + KV_OPERATIONS_PER_MARK * PAGE_SIZE;
/** A slice does not start a page smaller than this with what is left of its budget. */
const MIN_PAGE = 20;
/**
 * Set before the webhook's call runs its slice: if that invocation is cut off, the alarm carries
 * the job on by itself this much later.
 */
export const WATCHDOG_MS = 30_000;
/** The job (and so the signature) is remembered this long past the end of the replay window. */
const KEEP_MARGIN_MS = 60_000;
/**
 * How long after its first sweep a purge sweeps its tags' stored pages once more. A page made
 * while the purge ran, in another isolate or location, may come from data the purge had not
 * reached there yet: an isolate's memory copy (MEMORY_TTL_MS, 5 s), or a KV read of the old
 * entry, which Cloudflare's KV may answer for up to 60 s after a write elsewhere (its cache).
 * Stored after the first sweep listed its tag, such a page is out of its reach; the second sweep,
 * once both have passed (twice KV's 60 s, for its list as well as its reads), lists the tags'
 * stored pages alone (their index keys share the prefix `tag:<tag>/page1:`) and marks every one
 * stored before it began. A route may then keep its page longer than KV takes to
 * settle (its module's `storedFor`): a purge still reaches every stored page (decision 025).
 */
export const RESWEEP_AFTER_MS = 2 * 60_000 + 5_000;

export interface PurgeJobState {
  tags: string[];
  /** The tag whose index is being listed (an index into `tags`). */
  tagIndex: number;
  /** Where the listing of that tag goes on; null at its start. */
  cursor: string | null;
  /** Entries this job marked purged. */
  purged: number;
  /** Index keys listed: entries reached, including those already purged or gone. */
  reached: number;
  slices: number;
  /** The most KV operations one slice of this job made. */
  kvOpsMax: number;
  startedAt: number;
  /** When the first sweep was done: the purge is done as far as its sender is told. */
  doneAt: number | null;
  /**
   * Sweeps done: 0 while the first runs, 1 while the second waits for RESWEEP_AFTER_MS or runs
   * (over the stored pages alone), 2 when both are done.
   */
  sweeps: number;
  /** When the second sweep may begin; it marks the pages stored before then. */
  resweepAt: number | null;
  /** Until then the job answers a repeat of its webhook; afterwards the webhook is too old anyway. */
  keepUntil: number;
}

export interface PurgeRequest {
  tags: string[];
  /** The webhook's signed timestamp (ms). */
  signedAtMs: number;
}

export interface PurgeJobStatus {
  done: boolean;
  tags: string[];
  purged: number;
  reached: number;
  slices: number;
  kvOpsMax: number;
}

export function newPurgeJob(request: PurgeRequest, now: number): PurgeJobState {
  const tags = [...new Set(request.tags)];
  tags.forEach(tagIndexPrefix);
  return {
    tags, tagIndex: 0, cursor: null, purged: 0, reached: 0, slices: 0, kvOpsMax: 0, startedAt: now, doneAt: null, sweeps: 0, resweepAt: null,
    keepUntil: Math.max(request.signedAtMs, now) + WEBHOOK_MAX_AGE_MS + KEEP_MARGIN_MS,
  };
}

/**
 * One slice: lists pages of the job's tags from its cursor and marks what they list, while the
 * budget allows a page of at least MIN_PAGE entries. A slice cut off midway saved nothing: the
 * next one lists the same page again, and the entries already marked are left as they are. The
 * second sweep marks only stored pages, and only those stored before it began: a page made
 * since comes from data the purge had reached everywhere.
 */
export async function purgeSlice(kv: KVNamespace, job: PurgeJobState, now: number): Promise<{ job: PurgeJobState; kvOps: number }> {
  const counted = countKvOperations(kv);
  let next = { ...job };
  while (next.tagIndex < next.tags.length) {
    const limit = Math.min(PAGE_SIZE, Math.floor((SLICE_KV_BUDGET - counted.operations() - 1) / KV_OPERATIONS_PER_MARK));
    if (limit < MIN_PAGE) break;
    // The second sweep lists only the tag's stored pages: their index keys share a prefix.
    const tagPrefix = tagIndexPrefix(next.tags[next.tagIndex]!);
    const prefix = next.sweeps === 0 ? tagPrefix : `${tagPrefix}${PAGE_KEY_PREFIX}`;
    const page = await counted.kv.list({ prefix, limit, ...(next.cursor ? { cursor: next.cursor } : {}) });
    const keys = page.keys.map((key) => key.name.slice(tagPrefix.length));
    let marked = 0;
    for (let start = 0; start < keys.length; start += MARK_BATCH) {
      const batch = keys.slice(start, start + MARK_BATCH);
      const results = await Promise.all(next.sweeps === 0
        ? batch.map((key) => markPurged(counted.kv, key, now))
        : batch.map((key) => markPurged(counted.kv, key, now, next.resweepAt ?? now)));
      marked += results.filter(Boolean).length;
    }
    next = {
      ...next,
      purged: next.purged + marked,
      reached: next.reached + keys.length,
      ...(page.list_complete ? { tagIndex: next.tagIndex + 1, cursor: null } : { cursor: page.cursor }),
    };
  }
  const kvOps = counted.operations();
  next = { ...next, slices: next.slices + 1, kvOpsMax: Math.max(next.kvOpsMax, kvOps) };
  if (next.tagIndex < next.tags.length) return { job: next, kvOps };
  // A sweep is done. After the first, the second waits for what was made meanwhile to be stored.
  if (next.sweeps === 0) {
    const resweepAt = now + RESWEEP_AFTER_MS;
    return {
      job: { ...next, doneAt: now, sweeps: 1, resweepAt, tagIndex: 0, cursor: null, keepUntil: Math.max(next.keepUntil, resweepAt + KEEP_MARGIN_MS) },
      kvOps,
    };
  }
  return { job: { ...next, sweeps: 2 }, kvOps };
}

/** When the job's object should next wake: the next slice, the second sweep, or forgetting the job. */
function nextAlarm(job: PurgeJobState, now: number): number {
  if (job.sweeps === 0) return now;
  if (job.sweeps === 1) return Math.max(now, job.resweepAt ?? now);
  return job.keepUntil;
}

/** What the runner needs of its Durable Object: one stored job and one alarm. */
export interface PurgeJobStorage {
  load(): Promise<PurgeJobState | undefined>;
  save(job: PurgeJobState): Promise<void>;
  setAlarm(at: number): Promise<void>;
  /** Forgets the job (and any alarm). */
  clear(): Promise<void>;
}

export function jobStatus(job: PurgeJobState): PurgeJobStatus {
  return { done: job.doneAt !== null, tags: job.tags, purged: job.purged, reached: job.reached, slices: job.slices, kvOpsMax: job.kvOpsMax };
}

export class PurgeJobRunner {
  /** The slice under way in this object, if any: never two at once. */
  private running: Promise<PurgeJobState> | undefined;

  constructor(
    private readonly storage: PurgeJobStorage,
    private readonly kv: KVNamespace,
    private readonly name: string,
    private readonly clock: () => number = clockNow,
  ) {}

  /**
   * The webhook's call: starts the job, resumes one that stopped (its sender retried), or
   * reports it. Runs at most one slice; the alarm runs the rest. Throws when the slice fails
   * (the webhook then answers 503 and the sender retries; the watchdog alarm also carries on).
   */
  async run(request: PurgeRequest): Promise<PurgeJobStatus> {
    let job = await this.storage.load();
    if (!job) {
      job = newPurgeJob(request, this.clock());
      await this.storage.save(job);
    }
    if (job.doneAt !== null) return jobStatus(job);
    // A slice under way (the alarm's) carries the job on; this call reports where it got.
    if (this.running) return jobStatus(job);
    await this.storage.setAlarm(this.clock() + WATCHDOG_MS);
    job = await this.slice(job);
    await this.storage.setAlarm(nextAlarm(job, this.clock()));
    return jobStatus(job);
  }

  /** The next slice (of either sweep); once both are done, forgetting the job when the window has passed. */
  async alarm(): Promise<void> {
    if (this.running) await this.running.catch(() => undefined);
    const job = await this.storage.load();
    if (!job) return this.storage.clear();
    const now = this.clock();
    if (job.sweeps >= 2) {
      if (now >= job.keepUntil) return this.storage.clear();
      return this.storage.setAlarm(job.keepUntil);
    }
    if (job.sweeps === 1 && now < (job.resweepAt ?? now)) return this.storage.setAlarm(job.resweepAt!);
    // A failure throws: the platform retries the alarm (with backoff, up to 6 times), and a
    // retried webhook resumes the job after that (a retry of a done job's webhook reports it).
    const next = await this.slice(job);
    await this.storage.setAlarm(nextAlarm(next, this.clock()));
  }

  private slice(job: PurgeJobState): Promise<PurgeJobState> {
    const running = (async () => {
      const { job: next, kvOps } = await purgeSlice(this.kv, job, this.clock());
      await this.storage.save(next);
      writeLine('info', 'purge-slice', {
        job: this.name.slice(0, 16), slice: next.slices, kvOps,
        reached: next.reached, purged: next.purged, done: next.doneAt !== null, sweeps: next.sweeps,
      });
      return next;
    })();
    this.running = running;
    return running.finally(() => {
      if (this.running === running) this.running = undefined;
    });
  }
}
