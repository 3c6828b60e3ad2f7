// The home page: the content page with slug 'home'.
import type { LoaderFunctionArgs } from 'react-router';
import { load, Screen } from '../components/content/ContentScreen';
import type { RouteDeps } from '../routes';

const HOME = { slug: 'home' } as const;

export function loader(args: LoaderFunctionArgs, deps: RouteDeps) {
  return load(args, deps, HOME);
}

export function Component() {
  return <Screen data={HOME} />;
}
