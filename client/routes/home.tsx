// The home page: the content page with slug 'home'.
import { load, Screen } from '../components/content/ContentScreen';
import type { QueryClient } from '@tanstack/react-query';
import type { ContentPage } from '../../shared/storefront-api';
import { queryKeys } from '../queries';
import type { LoaderArgs, RouteDeps, RouteHead } from '../router/types';

const HOME = { slug: 'home' } as const;

export function loader(args: LoaderArgs, deps: RouteDeps) {
  return load(args, deps, HOME);
}

/** The shop's name and what it sells; the home page's own description where it has one. */
export function head(_data: unknown, queryClient: QueryClient): RouteHead {
  const page = queryClient.getQueryData<ContentPage | null>(queryKeys.content(HOME.slug));
  return { title: 'Mode voor dames en heren', siteFirst: true, description: page?.metaDescription };
}

/** Stored up to an hour, as long as its shortest read allows: an editor's change purges it at once. */
export const storedFor = 60 * 60;

export function Component() {
  return <Screen data={HOME} />;
}
