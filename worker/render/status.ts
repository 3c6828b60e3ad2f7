// What crawlers are told about a page that is not there (yet).

/** Maintenance answers 503 with this Retry-After (seconds): come back in five minutes. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** Headers that go with a document's status: Retry-After on 503. */
export function statusHeaders(status: number): Record<string, string> {
  return status === 503 ? { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) } : {};
}
