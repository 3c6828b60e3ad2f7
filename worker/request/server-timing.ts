// Collects, per request, what each backend call cost and how the cache answered it, for the
// Server-Timing header (visible in the browser's devtools and in the bench).

/** 'negative': a recent "nothing here" answer held in memory (memory-layer.ts). */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass' | 'error' | 'stale-if-error' | 'negative';

export interface BackendTiming {
  /** What the call is for, in the shop's words: 'listing', 'navigation', 'page'. */
  name: string;
  outcome: CacheOutcome;
  durationMs: number;
  backend: 'shopware' | 'sanity';
}

export interface ServerTiming {
  add(timing: BackendTiming): void;
  /** A phase of the request that is not one backend call ('loaders', 'head'), to find where a miss spends its time. */
  phase(name: string, durationMs: number, desc?: string): void;
  /** The Server-Timing header value, e.g. `shopware-listing;desc="miss";dur=12.3`; '' when nothing was added. */
  header(): string;
  /** How the cache answered each backend read so far, in order (the request's log line counts them). */
  outcomes(): CacheOutcome[];
}

export function createServerTiming(): ServerTiming {
  const timings: BackendTiming[] = [];
  const phases: string[] = [];
  return {
    add(timing) {
      timings.push(timing);
    },
    phase(name, durationMs, desc) {
      phases.push(formatMetric(name, durationMs, desc));
    },
    header() {
      return [...phases, ...timings.map(backendMetric)].join(', ');
    },
    outcomes() {
      return timings.map((t) => t.outcome);
    },
  };
}

/** One Server-Timing metric: `name;desc="…";dur=12.3` (duration in milliseconds, one decimal). */
export function formatMetric(name: string, durationMs: number, desc?: string): string {
  const duration = Math.max(0, Math.round(durationMs * 10) / 10);
  const quotedDesc = desc ? `;desc="${desc.replace(/["\\]/g, '\\$&')}"` : '';
  return `${toMetricName(name)}${quotedDesc};dur=${duration}`;
}

/** 'listing' on shopware becomes 'shopware-listing', so the backend shows in devtools. */
function backendMetric(timing: BackendTiming): string {
  return formatMetric(`${timing.backend}-${timing.name}`, timing.durationMs, timing.outcome);
}

/** A metric name must be an HTTP token (RFC 9110): anything else becomes '-'. */
function toMetricName(name: string): string {
  return name.replace(/[^A-Za-z0-9!#$%&'*+\-.^_`|~]+/g, '-');
}
