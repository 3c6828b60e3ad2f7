// The catch-all route's decision (spec: /:slug, any depth): what a path is, in one round trip.
// Content (Sanity page, blog post) and commerce (Shopware SEO URL) are asked at once, never one
// after the other; an editor's page wins over a commerce path of the same name. Technical
// Shopware paths come back as redirects to their SEO URL (resolveSeoPath); /category/{id} is
// the fallback path of a category; anything else is not found.
import { normalisePath, type ResolvedPath } from '../../shared/routing';
import type { SeoTarget } from '../shopware/operations/seo';

/** Paths a shop can have: letters, digits and -_./~ (anything else cannot match). */
const PLAUSIBLE_PATH = /^[\p{L}\p{N}\-_./~]{1,300}$/u;
const CATEGORY_FALLBACK = /^\/category\/([0-9a-f]{32})$/i;
/** Blog posts live at /blog/{slug} (shared/content/paths.ts). */
const BLOG_POST = /^\/blog\/([a-z0-9][a-z0-9-]{0,200})$/i;

export interface PathLookups {
  /** The slug of the page served at '/'. */
  homeSlug: string;
  hasContentPage(slug: string): Promise<boolean>;
  /** The post's canonical slug, or null. */
  blogPostSlug(slug: string): Promise<string | null>;
  seoTarget(path: string): Promise<SeoTarget | null>;
}

export async function resolvePath(rawPath: string, lookups: PathLookups): Promise<ResolvedPath> {
  const path = normalisePath(rawPath);
  if (path === '/') return { type: 'content', slug: lookups.homeSlug };
  const fallback = CATEGORY_FALLBACK.exec(path);
  if (fallback) return { type: 'category', categoryId: fallback[1]!.toLowerCase() };
  if (!PLAUSIBLE_PATH.test(path)) return { type: 'not-found' };
  const slug = path.slice(1);
  const blogSlug = BLOG_POST.exec(path)?.[1];
  const [page, seo, post] = await Promise.all([
    lookups.hasContentPage(slug),
    lookups.seoTarget(path),
    blogSlug ? lookups.blogPostSlug(blogSlug) : null,
  ]);
  if (page) return { type: 'content', slug };
  if (post) return { type: 'blog', slug: post };
  if (!seo) return { type: 'not-found' };
  switch (seo.route) {
    case 'redirect': return { type: 'redirect', location: seo.location };
    case 'category': return { type: 'category', categoryId: seo.id };
    case 'product': return { type: 'product', productId: seo.id };
    case 'landing': return { type: 'landing', landingPageId: seo.id };
    case 'gone': return { type: 'gone' };
  }
}
