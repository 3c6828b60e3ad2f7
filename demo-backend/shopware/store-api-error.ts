// Shopware's error format: route modules and helpers throw StoreApiError, and the Store API
// app's error handler (middleware.ts) answers it as Shopware would. Its own module: the
// shopper's data layer (validation.ts) throws it too, and taking it from middleware.ts closed a
// runtime import cycle of six modules (middleware → shopper/context → db → … → validation).
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One entry of Shopware's `errors` array. */
export interface StoreApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  meta: { parameters: ErrorParameters };
  source?: { pointer: string };
}

/** An error's parameters: an object, or `[]` when there are none. */
export type ErrorParameters = Record<string, unknown> | never[];

/**
 * Shopware's ErrorResponseFactory writes an exception's getParameters() as is: a PHP array, which
 * json_encode writes as `[]` when it is empty and as an object otherwise.
 */
export function errorParameters(parameters: Record<string, unknown> = {}): ErrorParameters {
  return Object.keys(parameters).length > 0 ? parameters : [];
}

/** A constraint violation, reported as `VIOLATION::<code>` with a JSON pointer into the body. */
export interface Violation {
  code: string;
  message: string;
  pointer: string;
  parameters?: Record<string, unknown>;
}

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found',
  405: 'Method Not Allowed', 409: 'Conflict', 410: 'Gone', 412: 'Precondition Failed',
  429: 'Too Many Requests', 500: 'Internal Server Error',
};

/** A failure in Shopware's error format; thrown anywhere below the Store API app. */
export class StoreApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly entries: StoreApiErrorEntry[],
  ) {
    super(entries.map((e) => `${e.code}: ${e.detail}`).join('; '));
    this.name = 'StoreApiError';
  }

  /** A ShopwareHttpException: one error with an error code such as CHECKOUT__CART_EMPTY. */
  static of(status: ContentfulStatusCode, code: string, detail: string, parameters: Record<string, unknown> = {}) {
    return StoreApiError.at(status, code, detail, undefined, parameters);
  }

  /** The same, pointing into the request where it says what is wrong (a criteria's `/limit`, `/sort/0`). */
  static at(status: ContentfulStatusCode, code: string, detail: string, pointer: string | undefined, parameters: Record<string, unknown> = {}) {
    return new StoreApiError(status, [{
      status: String(status), code, title: REASON_PHRASES[status] ?? 'Error', detail, meta: { parameters: errorParameters(parameters) },
      ...(pointer ? { source: { pointer } } : {}),
    }]);
  }

  /** A ConstraintViolationException: 400 with one entry per violation. */
  static violations(violations: Violation[]) {
    return new StoreApiError(400, violations.map((v) => ({
      status: '400',
      code: `VIOLATION::${v.code}`,
      title: 'Constraint violation error',
      detail: v.message,
      meta: { parameters: errorParameters(v.parameters) },
      source: { pointer: v.pointer },
    })));
  }
}

/** The routes marked `_loginRequired` answer this when the context has no customer. */
export function customerNotLoggedIn() {
  return StoreApiError.of(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
}

/** Symfony's own HTTP errors (unknown route, wrong method, no access key) carry code "0". */
export function symfonyError(status: ContentfulStatusCode, detail: string) {
  return StoreApiError.of(status, '0', detail);
}
