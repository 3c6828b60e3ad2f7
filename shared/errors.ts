// Errors every side recognises, whichever way they travelled (thrown in the worker, or
// serialised by React Router, or answered by /api).
export const MAINTENANCE_MESSAGE = 'MAINTENANCE_MODE';

/** The sales channel is in maintenance mode: the whole page is a 503. */
export function isMaintenance(error: unknown): boolean {
  return error instanceof Error && error.message === MAINTENANCE_MESSAGE;
}
