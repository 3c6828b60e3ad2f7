// The data of a content page's overview blocks, started by the page's loader without waiting
// for it (those sections stream in). Each block reads the same query options from the URL.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { parseListingState } from '../../../shared/catalogue/listing-state';
import { resolveCategoryPath } from '../../../shared/catalogue/category-path';
import { parseBrandFilter } from '../../../shared/content/brands';
import { BLOG_PAGE_SIZE, LOOK_PAGE_SIZE, parsePageParam } from '../../../shared/content/listings';
import { parseLooksState } from '../../../shared/content/looks';
import type { PageBuilderBlock } from '../../../shared/content/types';
import { blogsQuery, brandsQuery, listingQuery, looksQuery, mainNavigationQuery, relatedBlogsQuery } from '../../queries';
import type { RouteDeps } from '../../routes';

/** Looks and posts shown side by side in a LooksBlogsOverview. */
export const LOOKS_BESIDE_BLOGS = 4;
export const BLOGS_BESIDE_LOOKS = 3;

export function prefetchOverviewData({ queryClient, api }: RouteDeps, blocks: PageBuilderBlock[], url: URL) {
  const params = url.searchParams;
  const prefetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => { void queryClient.prefetchQuery(options); };
  for (const block of blocks) {
    switch (block._type) {
      case 'Brands':
        prefetch(brandsQuery(api, parseBrandFilter(params)));
        break;
      case 'BlogOverview':
        prefetch(blogsQuery(api, parsePageParam(params), BLOG_PAGE_SIZE));
        break;
      case 'BlogSlider':
        prefetch(blogsQuery(api, 1, BLOG_PAGE_SIZE));
        break;
      case 'BlogRelated': {
        const ref = (block.blog as { _ref?: unknown } | undefined)?._ref;
        if (typeof ref === 'string') prefetch(relatedBlogsQuery(api, ref));
        break;
      }
      case 'LooksOverview':
        prefetch(looksQuery(api, { ...parseLooksState(params), itemsPerPage: LOOK_PAGE_SIZE }));
        break;
      case 'LooksBlogsOverview':
        prefetch(looksQuery(api, { gender: '', page: 1, itemsPerPage: LOOK_PAGE_SIZE }));
        prefetch(blogsQuery(api, 1, BLOG_PAGE_SIZE));
        break;
      case 'ProductListing': {
        const categoryId = block.categoryId;
        if (typeof categoryId !== 'string') break;
        void queryClient.ensureQueryData(mainNavigationQuery(api)).then((nav) => {
          const id = resolveCategoryPath(categoryId, nav);
          if (id) prefetch(listingQuery(api, { categoryId: id, state: parseListingState(params) }));
        }).catch(() => { /* the block shows its fallback */ });
        break;
      }
    }
  }
}
