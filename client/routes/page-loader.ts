// The catch-all route's loader (routes/page.tsx): one server round trip decides what the path
// is; its screen's module loads the screen's data. A chunk of its own: a first view hydrates
// with the data its HTML carried and never runs it.
import type { LoaderArgs, RouteDeps } from '../router/types';
import { gone, notFound, redirect } from '../router/outcomes';
import { resolvePathQuery } from '../queries/catalogue';
import { NotFoundError } from '../../shared/storefront-api';
import { placeholderTarget } from '../../shared/search-placeholders';
import { screen, type PageLoaderData, type ScreenName, type ScreenPage, type ScreenTarget } from './page';

export async function loader(args: LoaderArgs, deps: RouteDeps): Promise<PageLoaderData> {
  const url = new URL(args.request.url);
  const placeholder = placeholderTarget(url.pathname);
  if (placeholder) return redirect(placeholder, 302);
  const resolved = await deps.queryClient.ensureQueryData(resolvePathQuery(deps.api, url.pathname));
  switch (resolved.type) {
    case 'redirect':
      return redirect(resolved.location + url.search, 301);
    case 'not-found':
      return notFound(url.pathname);
    case 'gone':
      return gone(url.pathname);
    case 'category':
      return screenPage('category', resolved, args, deps);
    case 'product':
      return screenPage('product', resolved, args, deps);
    case 'content':
      return screenPage('content', resolved, args, deps);
    case 'blog':
      return screenPage('blog', resolved, args, deps);
    case 'landing':
      return screenPage('landing', resolved, args, deps);
  }
}

/** The page of one screen: its module loaded, and its data for what the path resolved to. */
async function screenPage<K extends ScreenName>(name: K, target: ScreenTarget<K>, args: LoaderArgs, deps: RouteDeps): Promise<ScreenPage<K>> {
  const mod = await screen(name);
  try {
    return { screen: name, data: await mod.load(args, deps, target) };
  } catch (error) {
    // The backend knows no such category or product (e.g. /category/{unknown id}): a real
    // 404 for crawlers, never an error page with 500 or a soft 404.
    if (error instanceof NotFoundError) return notFound(new URL(args.request.url).pathname);
    throw error;
  }
}
