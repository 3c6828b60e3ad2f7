import type { BlogCard, BlogList } from '../../shared/content/listings';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import type { Config } from '../env';
import { cachedQuery } from './client';
import { createImageResolver, withImageUrls } from './images';
import { BLOG_LIST_QUERY, RELATED_BLOGS_QUERY } from './queries/blogs';

export async function blogs(config: Config, cache: CacheContext, page: number, limit: number): Promise<BlogList> {
  const resolve = createImageResolver(config);
  return cachedQuery<{ blogs: BlogCard[]; total: number }, BlogList>(config, cache, {
    name: 'blogs', query: BLOG_LIST_QUERY, params: { start: (page - 1) * limit, end: page * limit }, types: ['blog'], strategy: cacheLong(),
  }, (raw) => ({
    blogs: withImageUrls(raw.blogs, resolve),
    pagination: { page, totalBlogs: raw.total, totalPages: Math.ceil(raw.total / limit) },
  }));
}

export async function relatedBlogs(config: Config, cache: CacheContext, blogId: string): Promise<BlogCard[]> {
  const resolve = createImageResolver(config);
  return cachedQuery<BlogCard[] | null, BlogCard[]>(config, cache, {
    name: 'related-blogs', query: RELATED_BLOGS_QUERY, params: { id: blogId }, types: ['blog'], strategy: cacheLong(),
  }, (raw) => withImageUrls((raw ?? []).filter(Boolean), resolve));
}
