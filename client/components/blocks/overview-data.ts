// What a content page's overview blocks need before the page renders. The data that follows
// the URL (brand filter, journal page, looks filter and page, a category listing's state) is
// awaited with the blocks' chunks, so the server's first HTML holds it — filters and pages work
// without JavaScript — and a client-side page change waits for it like a listing does (except
// the looks, which fade out behind their own spinner meanwhile). Other overview data (sliders)
// only starts loading: those sections stream in.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { parseListingState } from '../../../shared/catalogue/listing-state';
import { parseBrandFilter } from '../../../shared/content/brands';
import { BLOG_PAGE_SIZE, LOOK_PAGE_SIZE, parsePageParam } from '../../../shared/content/listings';
import { parseLooksState } from '../../../shared/content/looks';
import { isContentBlock, type PageBuilderBlock } from '../../../shared/content/types';
import { blogsQuery, brandsQuery, looksQuery, relatedBlogsQuery } from '../../queries/content';
import { categoryPathQuery } from '../../queries/catalogue';
import { listingQuery } from '../../queries/listing';
import type { RouteDeps } from '../../router/types';
import { isPreloadable } from '../../lib/preloadable';
import { preloadListing } from '../listing/listing-results';
import { blockRegistry } from './registry';

export async function loadOverviewData({ queryClient, api }: RouteDeps, blocks: PageBuilderBlock[], url: URL): Promise<void> {
  const params = url.searchParams;
  const waits: Promise<unknown>[] = [];
  const ensure = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => {
    waits.push(queryClient.ensureQueryData(options));
  };
  const prefetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => {
    void queryClient.prefetchQuery(options);
  };
  for (const block of blocks) {
    if (!isContentBlock(block)) continue;
    const component = blockRegistry[block._type];
    if (isPreloadable(component)) waits.push(component.preload());
    switch (block._type) {
      case 'Brands':
        ensure(brandsQuery(api, parseBrandFilter(params)));
        // Its index is a part of its own (Brands.tsx), readied with the block.
        waits.push(import('./Brands').then((m) => m.BrandIndex.preload()));
        break;
      case 'BlogOverview':
        ensure(blogsQuery(api, parsePageParam(params), BLOG_PAGE_SIZE));
        break;
      case 'LooksOverview': {
        // In the browser the block shows its own reload (fade and spinner) instead of waiting here.
        const looks = looksQuery(api, { ...parseLooksState(params), itemsPerPage: LOOK_PAGE_SIZE });
        if (typeof document === 'undefined') ensure(looks);
        else prefetch(looks);
        // Its looks are a part of their own (LooksOverview.tsx), readied with the block.
        waits.push(import('./LooksOverview').then((m) => m.LookGrid.preload()));
        break;
      }
      case 'ProductListing': {
        const categoryId = block.categoryId;
        if (typeof categoryId !== 'string') break;
        waits.push(preloadListing());
        waits.push(queryClient.ensureQueryData(categoryPathQuery(api, categoryId)).then((id) => {
          return id ? queryClient.ensureQueryData(listingQuery(api, { categoryId: id, state: parseListingState(params) })) : null;
        }));
        break;
      }
      case 'BlogSlider':
        prefetch(blogsQuery(api, 1, BLOG_PAGE_SIZE));
        break;
      case 'BlogRelated':
        if (typeof block.blog?._ref === 'string') prefetch(relatedBlogsQuery(api, block.blog._ref));
        break;
      case 'LooksBlogsOverview':
        prefetch(looksQuery(api, { gender: '', page: 1, itemsPerPage: LOOK_PAGE_SIZE }));
        prefetch(blogsQuery(api, 1, BLOG_PAGE_SIZE));
        break;
    }
  }
  // A failure stays with its block (logged there, or its fallback shown): never the whole page.
  await Promise.allSettled(waits);
}
