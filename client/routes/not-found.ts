import { notFoundMessage } from '../../shared/routing';
import { HttpError } from '../router/outcomes';

/**
 * Ends a loader with 410 Gone: the path was a page once (its entity was deleted). The same
 * not-found page shows, with its own words (ErrorScreen); crawlers drop a 410 at once.
 */
export function gone(pathname: string): never {
  throw new HttpError(410, notFoundMessage(pathname));
}

/** Ends a loader with the spec's 404: 'Page not found: {path}'. */
export function notFound(pathname: string): never {
  throw new HttpError(404, notFoundMessage(pathname));
}
