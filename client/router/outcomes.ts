// How a loader ends other than with data: a redirect, or an HTTP answer such as the spec's
// 404. Both are thrown, so a screen's `load` can end the route from any depth. Errors travel
// from the worker to the browser in the document, so they have a plain serialised form.
import { isMaintenance, isOutage, MAINTENANCE_MESSAGE, OUTAGE_MESSAGE } from '../../shared/errors';
import { notFoundMessage } from '../../shared/routing';

/** Thrown by a loader: the path lives elsewhere (technical Shopware paths → SEO URLs). */
export class Redirect {
  constructor(readonly location: string, readonly status: 301 | 302 | 307 | 308 = 302) {}
}

/** Thrown by a loader: the route answers with this status and message instead of a page. */
export class HttpError {
  constructor(readonly status: number, readonly message: string) {}
}

/**
 * A route's code could not be loaded (in the browser: a chunk of an older build, gone after a
 * deploy). The router answers it with a full page load (client/lib/build-check.ts).
 */
export class ChunkLoadError extends Error {
  readonly chunk = true;
  constructor(readonly module: string, readonly reason: unknown) {
    super(`Route module ${module} failed to load`);
  }
}

export function redirect(location: string, status: Redirect['status'] = 302): never {
  throw new Redirect(location, status);
}

/** Ends a loader with the spec's 404: 'Page not found: {path}'. */
export function notFound(pathname: string): never {
  throw new HttpError(404, notFoundMessage(pathname));
}

/**
 * Ends a loader with 410 Gone: the path was a page once (its entity was deleted). The same
 * not-found page shows, with its own words (ErrorScreen); crawlers drop a 410 at once.
 */
export function gone(pathname: string): never {
  throw new HttpError(410, notFoundMessage(pathname));
}

/**
 * The status a route error gives the document: its own, 503 in maintenance and when a backend
 * is down (#34: an outage is no fault of the page; crawlers come back after Retry-After), else 500.
 */
export function errorStatus(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  return isMaintenance(error) || isOutage(error) ? 503 : 500;
}

/** What the browser learns of a route error: its status, and a message only when it is ours. */
export interface SerialisedError {
  status: number;
  message?: string;
  /** A backend was down (503, but not maintenance). */
  outage?: true;
}

export function serialiseError(error: unknown): SerialisedError {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  // An unexpected error's message may tell more than a shopper should read.
  return { status: errorStatus(error), ...(isOutage(error) ? { outage: true as const } : {}) };
}

export function reviveError(error: SerialisedError): unknown {
  if (error.message !== undefined) return new HttpError(error.status, error.message);
  if (error.outage) return new Error(OUTAGE_MESSAGE);
  return error.status === 503 ? new Error(MAINTENANCE_MESSAGE) : new Error('Route failed');
}
