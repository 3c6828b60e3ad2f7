import type { BlogCard, BlogList, BlogPost } from '../../shared/content/listings';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import type { Config } from '../env';
import { cachedQuery } from './client';
import { createImageResolver, withImageUrls } from './images';
import { BLOG_BY_SLUG_QUERY, BLOG_LIST_QUERY, RELATED_BLOGS_QUERY } from './queries/blogs';

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

/** A journal post with its author, body (internal links resolved) and related posts; null when none. */
export async function blogPost(config: Config, cache: CacheContext, slug: string): Promise<BlogPost | null> {
  const resolve = createImageResolver(config);
  return cachedQuery<BlogPost | null, BlogPost | null>(config, cache, {
    name: 'blog-post', query: BLOG_BY_SLUG_QUERY, params: { slug }, types: ['blog'], strategy: cacheLong(),
  }, (raw) => raw && withImageUrls({
    ...raw,
    author: raw.author ?? null,
    body: raw.body ?? [],
    related: (raw.related ?? []).filter(Boolean),
  }, resolve));
}
