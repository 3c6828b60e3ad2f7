// Errors every side recognises, whichever way they travelled (thrown in the worker, or
// serialised by React Router, or answered by /api).
export const MAINTENANCE_MESSAGE = 'MAINTENANCE_MODE';

/** The sales channel is in maintenance mode: the whole page is a 503. */
export function isMaintenance(error: unknown): boolean {
  return error instanceof Error && error.message === MAINTENANCE_MESSAGE;
}

/**
 * A backend did not answer in time or failed (5xx, lost connection, the request's deadline),
 * with nothing stored to stand in: the page answers 503 with Retry-After and says the shop is
 * briefly unreachable (#34). Not an outage: a 4xx (an answer), maintenance (closed on purpose),
 * or a fault of our own code (500).
 */
export const OUTAGE_MESSAGE = 'BACKEND_UNAVAILABLE';

/** Errors by name that only ever mean "no answer in time" (ours, the platform's, ofetch's network failure). */
const OUTAGE_NAMES = new Set(['BackendTimeoutError', 'RequestDeadlineError', 'TimeoutError', 'FetchError']);

/**
 * The HTTP status a failed call carries, whichever client made it: `status` (@shopware/api-client,
 * ofetch, the browser's API client) or `statusCode` (@sanity/client). Undefined without one.
 */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  return typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined;
}

export function isOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4 || isMaintenance(error)) return false;
  const e = error as { message?: unknown; name?: unknown; backendOutage?: unknown; cause?: unknown };
  if (e.backendOutage === true || e.message === OUTAGE_MESSAGE) return true;
  const status = failureStatus(error);
  if (status !== undefined) return status >= 500 || [408, 425, 429].includes(status);
  if (typeof e.name === 'string' && OUTAGE_NAMES.has(e.name)) return true;
  return isOutage(e.cause, depth + 1);
}
