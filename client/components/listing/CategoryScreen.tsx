import { useSuspenseQuery } from '@tanstack/react-query';
import { breadcrumbsFor } from '../../../shared/breadcrumbs';
import { lastPageLocation, parseListingState, usesParentCategory, type ListingState } from '../../../shared/catalogue/listing-state';
import type { CategoryPage } from '../../../shared/catalogue/types';
import { useApi } from '../../app';
import { categoryQuery } from '../../queries/catalogue';
import { listingQuery } from '../../queries/listing';
import type { LoaderArgs, RouteDeps, RouteHead } from '../../router/types';
import { redirect } from '../../router/outcomes';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { preloadListing } from './listing-results';
import { ListingView } from './ListingView';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../queries';

export interface CategoryScreenData {
  categoryId: string;
  listingCategoryId: string;
  state: ListingState;
}

const NEW_ARRIVALS_SORT = 'nieuw-binnen';

/** A 'nieuw binnen' sort or a new-arrivals path lists the parent category, newest first. */
function listingTarget(pathname: string, category: CategoryPage, state: ListingState) {
  if (!usesParentCategory(pathname, state.sort) || !category.parentId) return { id: category.id, state };
  return { id: category.parentId, state: state.sort ? state : { ...state, sort: NEW_ARRIVALS_SORT } };
}

/** The category's SEO title, else its name. */
export function head(data: CategoryScreenData, queryClient: QueryClient): RouteHead | undefined {
  const category = queryClient.getQueryData<CategoryPage>(queryKeys.category(data.categoryId));
  return category && { title: category.seo.title ?? category.name };
}

/** A category page is stored up to 5 minutes, as long as its shortest read allows (its listing's: a minute). */
export const storedFor = 5 * 60;

export async function load(args: LoaderArgs, { queryClient, api }: RouteDeps, target: { categoryId: string }): Promise<CategoryScreenData> {
  const url = new URL(args.request.url);
  const state = parseListingState(url.searchParams);
  const categoryId = target.categoryId;
  if (url.pathname.startsWith('/category/')) {
    // The fallback address of a category (spec section 2): one with an SEO URL lives there,
    // so a link or bookmark by id lands on the one address crawlers and shoppers share.
    const category = await queryClient.ensureQueryData(categoryQuery(api, categoryId));
    if (category.href !== url.pathname) return redirect(category.href + url.search, 301);
  }
  if (!usesParentCategory(url.pathname, state.sort)) {
    // The usual case: category and listing in parallel, no waterfall.
    const [, shown] = await Promise.all([
      queryClient.ensureQueryData(categoryQuery(api, categoryId)),
      queryClient.ensureQueryData(listingQuery(api, { categoryId, state })),
      preloadListing(),
    ]);
    const last = lastPageLocation(url, shown);
    if (last) return redirect(last, 302);
    return { categoryId, listingCategoryId: categoryId, state };
  }
  const category = await queryClient.ensureQueryData(categoryQuery(api, categoryId));
  const listing = listingTarget(url.pathname, category, state);
  const [shown] = await Promise.all([queryClient.ensureQueryData(listingQuery(api, { categoryId: listing.id, state: listing.state })), preloadListing()]);
  const last = lastPageLocation(url, shown);
  if (last) return redirect(last, 302);
  return { categoryId, listingCategoryId: listing.id, state: listing.state };
}

export function Screen({ data }: { data: CategoryScreenData }) {
  const api = useApi();
  const { data: category } = useSuspenseQuery(categoryQuery(api, data.categoryId));
  const { data: listing } = useSuspenseQuery(listingQuery(api, { categoryId: data.listingCategoryId, state: data.state }));
  return (
    <ListingView
      title={category.name}
      listing={listing}
      state={data.state}
      chips={category.children}
      intro={<Breadcrumbs items={breadcrumbsFor(category.href)} />}
      list={{ id: category.id, name: category.name, categories: breadcrumbsFor(category.href).slice(1).map((b) => b.label) }}
    >
      {(category.seo.title || category.seo.html) && (
        <section className="seo-block" aria-labelledby="seo-title">
          {category.seo.title && <h2 id="seo-title">{category.seo.title}</h2>}
          {category.seo.html && <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.seo.html }} />}
        </section>
      )}
    </ListingView>
  );
}
