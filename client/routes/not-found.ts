import { data } from 'react-router';
import { notFoundMessage } from '../../shared/routing';

/** Ends a loader with the spec's 404: 'Page not found: {path}'. */
export function notFound(pathname: string): never {
  throw data(notFoundMessage(pathname), { status: 404 });
}
