import { notFoundMessage } from '../../shared/routing';
import { HttpError } from '../router/outcomes';

/** Ends a loader with the spec's 404: 'Page not found: {path}'. */
export function notFound(pathname: string): never {
  throw new HttpError(404, notFoundMessage(pathname));
}
