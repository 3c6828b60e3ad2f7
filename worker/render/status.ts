// What crawlers are told about a page that is not there (yet).
import { isOutage } from '../../shared/errors';

/** Maintenance answers 503 with this Retry-After (seconds): come back in five minutes. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * A backend outage answers 503 with this Retry-After (seconds), #34: the stored copies stand in
 * for what was served before; a page never served comes back when the backend does.
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;

/** Headers that go with a document's status: Retry-After on 503 (`error`: what made it one). */
export function statusHeaders(status: number, error?: unknown): Record<string, string> {
  if (status !== 503) return {};
  return { 'Retry-After': String(isOutage(error) ? OUTAGE_RETRY_AFTER_SECONDS : MAINTENANCE_RETRY_AFTER_SECONDS) };
}
