// One deadline per request (decision 011, "One deadline per request"). Every backend call made
// for a request gets the request's signal (withCache combines it with the call's own timeout),
// so a call started late in a chain gets only what is left, and every call still running when
// the deadline passes is cancelled. The document render extends the deadline once its loaders
// (the critical data the head needs) are done: sections streamed after the head get their own,
// later bound, the same one the render aborts at.

/** Critical data: what the loaders need before the head (and every /api answer). */
export const CRITICAL_DEADLINE_MS = 3_000;
/** Deferred data streamed after the head: the render stops waiting at this point too. */
export const STREAM_DEADLINE_MS = 8_000;
/**
 * A request that changes something (POST, PUT, PATCH, DELETE): one bound for every call it makes,
 * the shopper's calls included (login, cart, placing an order). Longer than a read's: a write
 * cut short leaves the shopper unsure whether it landed.
 */
export const WRITE_DEADLINE_MS = 8_000;

export class RequestDeadlineError extends Error {
  override name = 'RequestDeadlineError';
  constructor(readonly afterMs: number) {
    super(`The request's deadline of ${afterMs} ms passed`);
  }
}

export interface RequestDeadline {
  /** Aborts (with a RequestDeadlineError) when the deadline passes. */
  readonly signal: AbortSignal;
  /** Milliseconds left (0 once passed). */
  remainingMs(): number;
  /**
   * Milliseconds until `totalMs` after the request began (0 once that passed), whether or not
   * the deadline was moved there: a bound for work that calls no backend (the render of a page
   * whose critical data the deadline cut off).
   */
  untilMs(totalMs: number): number;
  /**
   * Moves the deadline to `totalMs` after the request began (never earlier than it is, and
   * not once it has passed).
   */
  extendTo(totalMs: number): void;
  /** Stops the timer without aborting (the request is done). */
  dispose(): void;
}

/**
 * The timer is armed when the signal is first asked for: a request that calls no backend (a
 * stored page, a refusal) sets no timer at all, and a timer was a tenth of a stored page's CPU.
 */
export function createRequestDeadline(ms: number, now: () => number = () => performance.now()): RequestDeadline {
  const startedAt = now();
  let controller: AbortController | undefined;
  let endsAt = startedAt + ms;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const passed = () => new RequestDeadlineError(endsAt - startedAt);
  const arm = (signal: AbortController) => {
    clearTimeout(timer);
    if (disposed) return;
    const left = endsAt - now();
    if (left <= 0) signal.abort(passed());
    else timer = setTimeout(() => signal.abort(passed()), left);
  };
  return {
    get signal() {
      if (!controller) {
        controller = new AbortController();
        arm(controller);
      }
      return controller.signal;
    },
    remainingMs: () => (controller?.signal.aborted ? 0 : Math.max(0, endsAt - now())),
    untilMs: (totalMs) => Math.max(0, startedAt + totalMs - now()),
    extendTo(totalMs) {
      if (controller?.signal.aborted || startedAt + totalMs <= endsAt) return;
      // Not once it has passed, whether or not anyone was listening.
      if (endsAt <= now()) return;
      endsAt = startedAt + totalMs;
      if (controller) arm(controller);
    },
    dispose: () => {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
