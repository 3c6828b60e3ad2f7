// Content reads (pages, the journal, looks, brands): a module of their own so that every page's
// shell does not carry them.
import { queryOptions } from '@tanstack/react-query';
import type { StorefrontApi } from '../../shared/storefront-api';
import type { BrandFilter } from '../../shared/content/listings';
import type { LooksQuery } from '../../shared/storefront-api';
import { queryKeys } from './index';

export const contentPageQuery = (api: StorefrontApi, slug: string) =>
  queryOptions({ queryKey: queryKeys.content(slug), queryFn: () => api.contentPage(slug) });

export const errorPageQuery = (api: StorefrontApi) =>
  queryOptions({ queryKey: queryKeys.content('error-page'), queryFn: () => api.errorPage(), staleTime: 10 * 60_000 });

export const brandsQuery = (api: StorefrontApi, filter: BrandFilter) =>
  queryOptions({ queryKey: ['brands', filter], queryFn: () => api.brands(filter), staleTime: 10 * 60_000 });

/** A page of the journal, newest first (the blog overview, and page 1 for the blog slider). */
export const blogsQuery = (api: StorefrontApi, page: number, limit: number) =>
  queryOptions({ queryKey: ['blogs', page, limit], queryFn: () => api.blogs(page, limit), staleTime: 5 * 60_000 });

export const relatedBlogsQuery = (api: StorefrontApi, blogId: string) =>
  queryOptions({ queryKey: ['related-blogs', blogId], queryFn: () => api.relatedBlogs(blogId), staleTime: 5 * 60_000 });

export const blogPostQuery = (api: StorefrontApi, slug: string) =>
  queryOptions({ queryKey: queryKeys.blogPost(slug), queryFn: () => api.blogPost(slug), staleTime: 5 * 60_000 });

/** A page of looks for one gender. */
export const looksQuery = (api: StorefrontApi, query: LooksQuery) =>
  queryOptions({
    queryKey: ['looks', query.gender, query.page, query.itemsPerPage],
    queryFn: () => api.looks(query),
    staleTime: 60_000,
  });

export const landingPageQuery = (api: StorefrontApi, id: string) =>
  queryOptions({ queryKey: queryKeys.landingPage(id), queryFn: () => api.landingPage(id) });
