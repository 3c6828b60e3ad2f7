import type { BlogCard, BlogList, BlogPost } from '../../shared/content/listings';
import type { BLOG_BY_SLUG_QUERY_RESULT, BLOG_LIST_QUERY_RESULT, RELATED_BLOGS_QUERY_RESULT } from '../../shared/content/sanity.types';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import type { Config } from '../env';
import { cachedQuery } from './client';
import { createImageResolver, withImageUrls } from './images';
import { richTextOf } from './rich-text';
import { BLOG_BY_SLUG_QUERY, BLOG_LIST_QUERY, RELATED_BLOGS_QUERY } from './queries/blogs';

type BlogCardRow = BLOG_LIST_QUERY_RESULT['blogs'][number];

/**
 * A post's card as the storefront renders it. The Studio requires a cover, yet an image's file
 * is optional in Sanity's own type (one being uploaded has none yet): such a card shows none.
 */
function blogCard({ image, ...card }: BlogCardRow): BlogCard {
  return { ...card, image: image.asset ? { ...image, asset: image.asset } : null };
}

export async function blogs(config: Config, cache: CacheContext, page: number, limit: number): Promise<BlogList> {
  const resolve = createImageResolver(config);
  return cachedQuery<BLOG_LIST_QUERY_RESULT, BlogList>(config, cache, {
    name: 'blogs', query: BLOG_LIST_QUERY, params: { start: (page - 1) * limit, end: page * limit }, types: ['blog'], strategy: cacheLong(),
  }, (raw) => ({
    blogs: withImageUrls(raw.blogs.map(blogCard), resolve),
    pagination: { page, totalBlogs: raw.total, totalPages: Math.ceil(raw.total / limit) },
  }));
}

export async function relatedBlogs(config: Config, cache: CacheContext, blogId: string): Promise<BlogCard[]> {
  const resolve = createImageResolver(config);
  return cachedQuery<RELATED_BLOGS_QUERY_RESULT, BlogCard[]>(config, cache, {
    name: 'related-blogs', query: RELATED_BLOGS_QUERY, params: { id: blogId }, types: ['blog'], strategy: cacheLong(),
  }, (raw) => withImageUrls((raw ?? []).filter(Boolean).map(blogCard), resolve));
}

/** A journal post with its author, body (internal links resolved) and related posts; null when none. */
export async function blogPost(config: Config, cache: CacheContext, slug: string): Promise<BlogPost | null> {
  const resolve = createImageResolver(config);
  return cachedQuery<BLOG_BY_SLUG_QUERY_RESULT, BlogPost | null>(config, cache, {
    name: 'blog-post', query: BLOG_BY_SLUG_QUERY, params: { slug }, types: ['blog'], strategy: cacheLong(),
  }, (raw) => {
    if (!raw) return null;
    const { author, body, related, slug: postSlug, ...card } = raw;
    return withImageUrls({
      ...blogCard(card),
      slug: postSlug,
      author: author && { name: author.name, jobTitle: author.jobTitle },
      body: richTextOf(body),
      related: (related ?? []).filter(Boolean).map(blogCard),
    }, resolve);
  });
}
