// Content pages and blog posts for the sitemaps, through the edge cache with the same type
// tags as the pages and posts themselves (sanity:type:page, sanity:type:blog).
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import type { Config } from '../env';
import { sitemapFileRange, URLS_PER_SITEMAP } from '../seo/sitemap-paging';
import type { SitemapEntry } from '../seo/sitemap-xml';
import { cachedQuery } from './client';
import { SITEMAP_BLOGS_QUERY, SITEMAP_CONTENT_COUNTS_QUERY, SITEMAP_PAGES_QUERY } from './queries/sitemap';

export async function contentCounts(config: Config, cache: CacheContext): Promise<{ pages: number; blogs: number }> {
  return cachedQuery(config, cache, {
    name: 'sitemap-content-counts', query: SITEMAP_CONTENT_COUNTS_QUERY, types: ['page', 'blog'], strategy: cacheLong(),
  });
}

export async function contentSitemap(config: Config, cache: CacheContext, kind: 'pages' | 'blogs', file: number, total: number): Promise<SitemapEntry[]> {
  const { start, end } = sitemapFileRange(file, total, URLS_PER_SITEMAP);
  if (end <= start) return [];
  return cachedQuery<SitemapEntry[] | null, SitemapEntry[]>(config, cache, {
    name: `sitemap-${kind}`,
    query: kind === 'pages' ? SITEMAP_PAGES_QUERY : SITEMAP_BLOGS_QUERY,
    params: { start, end },
    types: [kind === 'pages' ? 'page' : 'blog'],
    strategy: cacheLong(),
  }, (raw) => (raw ?? []).filter((e) => typeof e?.path === 'string'));
}
