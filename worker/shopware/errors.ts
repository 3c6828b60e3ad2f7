// What a failed Store API call becomes in the storefront. @shopware/api-client already
// writes the spec's messages ('Failed request' + title/pointer/detail lines, 'Unknown error',
// 'No error details provided.'); this module classifies them.
import { ApiClientError } from '@shopware/api-client';
import { MAINTENANCE_MESSAGE } from '../../shared/errors';

export const MAINTENANCE_CODE = 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE';

/** The sales channel is closed: every page answers 503 with the maintenance page. */
export class MaintenanceModeError extends Error {
  override name = 'MaintenanceModeError';
  readonly status = 503;
  readonly fatal = true;
  /** Closed on purpose: the edge cache's stored copies do not stand in (kv-cache.ts). */
  readonly staleIfError = false;
  constructor() {
    super(MAINTENANCE_MESSAGE);
  }
}

/**
 * The shopper's cart has as many writes waiting as it may (cart-gate.ts MAX_WAITING), or this
 * one waited as long as its request can spare: nothing was written. 503 with Retry-After in
 * the shop's words (worker/api/index.ts, worker/app.ts), and a line in the log.
 */
export class CartBusyError extends Error {
  override name = 'CartBusyError';
  readonly status = 503;
  constructor(readonly retryAfterSeconds: number) {
    super('The cart has too many writes waiting; nothing was written');
  }
}

/**
 * An addition the backend answered without making it (whole): the product's stock or the most
 * one order may hold was reached, or it is gone. 409 with the cart as it is, so that a 200 for
 * an addition always means the units are in the cart (#49).
 */
export class CartAdditionRefusedError extends Error {
  override name = 'CartAdditionRefusedError';
  readonly status = 409;
  constructor(readonly cart: import('../../shared/cart/types').Cart, readonly reason: string) {
    super(`The addition was not made: ${reason}`);
  }
}

export interface StoreApiErrorEntry {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string };
  meta?: { parameters?: Record<string, unknown> };
}

export function storeApiErrors(error: unknown): StoreApiErrorEntry[] {
  if (!(error instanceof ApiClientError)) return [];
  const details = error.details as { errors?: StoreApiErrorEntry[] } | undefined;
  return Array.isArray(details?.errors) ? details.errors : [];
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiClientError ? error.status : undefined;
}

/** A refusal from the shop (4xx) is the shopper's to fix; a failure (5xx, offline) is ours. */
export function refusedByShop(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return storeApiErrors(error).some((e) => e.code === code);
}

/** Turns the maintenance answer into the storefront's fatal error; everything else passes. */
export function rethrowClassified(error: unknown): never {
  if (hasErrorCode(error, MAINTENANCE_CODE)) throw new MaintenanceModeError();
  throw error;
}

export { ApiClientError };
