// The home page: the content page with slug 'home'.
import { load, Screen } from '../components/content/ContentScreen';
import type { LoaderArgs, RouteDeps } from '../router/types';

const HOME = { slug: 'home' } as const;

export function loader(args: LoaderArgs, deps: RouteDeps) {
  return load(args, deps, HOME);
}

export function Component() {
  return <Screen data={HOME} />;
}
