import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '../../router/outcomes';
import type { ContentPage } from '../../../shared/storefront-api';
import { isContentBlock } from '../../../shared/content/types';
import { useApi } from '../../app';
import { contentPageQuery } from '../../queries/content';
import type { LoaderArgs, RouteDeps, RouteHead } from '../../router/types';
import { BlockList } from '../blocks/BlockList';
import { blockModuleSources, hasOverviewBlocks, preloadableBlockTypes, preloadBlocks, preloadBlocksForServerRender } from '../blocks/block-preload';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../queries';

export interface ContentScreenData {
  slug: string;
  /** Blocks whose chunks load before hydration (see block-preload.ts). */
  preload?: string[];
}

/**
 * Starts the data of a page's product sliders without waiting for it: those sections stream in.
 * The catalogue's reads come with a page that has one, not with every content page's first view.
 */
function prefetchBlockData({ queryClient, api }: RouteDeps, page: ContentPage) {
  const sliders = page.blocks.flatMap((b) => (isContentBlock(b) && b._type === 'ProductSlider' && typeof b.streamId === 'string' ? [b] : []));
  if (sliders.length === 0) return;
  void import('../../queries/catalogue').then(({ productGroupQuery }) => {
    for (const slider of sliders) void queryClient.prefetchQuery(productGroupQuery(api, slider));
  });
}

/** The page's title and its description for search engines. */
export function head(data: ContentScreenData, queryClient: QueryClient): RouteHead | undefined {
  const page = queryClient.getQueryData<ContentPage | null>(queryKeys.content(data.slug));
  return page ? { title: page.title, description: page.metaDescription } : undefined;
}

/** A content page is stored up to an hour, as long as its shortest read allows: an editor's change purges it at once. */
export const storedFor = 60 * 60;

export async function load(args: LoaderArgs, deps: RouteDeps, target: { slug: string }): Promise<ContentScreenData> {
  const page = await deps.queryClient.ensureQueryData(contentPageQuery(deps.api, target.slug));
  if (!page) notFound(new URL(args.request.url).pathname);
  prefetchBlockData(deps, page);
  await preloadBlocksForServerRender(page.blocks);
  const preload = preloadableBlockTypes(page.blocks);
  // Only pages with overviews load the code that readies their data (what they read from the
  // URL); a first view in the browser never does: it hydrates from the server's data.
  if (hasOverviewBlocks(page.blocks)) {
    const { loadOverviewData } = await import('../blocks/overview-data');
    await loadOverviewData(deps, page.blocks, new URL(args.request.url));
  }
  return preload.length ? { slug: target.slug, preload } : { slug: target.slug };
}

/** The worker's modulepreload list: the page's preloadable block chunks. */
export function modulesFor(data: ContentScreenData): string[] {
  return blockModuleSources(data.preload);
}

/** In the browser before hydration: those chunks, so their blocks hydrate with the page. */
export function prepareHydration(data: ContentScreenData): Promise<void> {
  return preloadBlocks(data.preload);
}

export function Screen({ data }: { data: ContentScreenData }) {
  const { data: page } = useSuspenseQuery(contentPageQuery(useApi(), data.slug));
  if (!page) return null;
  return (
    <article className="content-page">
      <BlockList blocks={page.blocks} />
    </article>
  );
}
