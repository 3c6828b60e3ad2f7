// GROQ for the content sitemaps: every published page (except the error page) and blog post,
// in a stable order, with _updatedAt as lastmod.
import { defineQuery } from 'groq';
import { HOME_SLUG } from './pages';

const PAGES = /* groq */ `*[_type == "page" && defined(slug.current) && title != "Error" && slug.current != "error"]`;
const BLOGS = /* groq */ `*[_type == "blog" && defined(slug.current)]`;

export const SITEMAP_CONTENT_COUNTS_QUERY = defineQuery(`{ "pages": count(${PAGES}), "blogs": count(${BLOGS}) }`);

export const SITEMAP_PAGES_QUERY = defineQuery(`${PAGES} | order(_id asc) [$start...$end]{
  "path": select(slug.current == "${HOME_SLUG}" => "/", "/" + slug.current), "lastmod": _updatedAt
}`);

export const SITEMAP_BLOGS_QUERY = defineQuery(`${BLOGS} | order(_id asc) [$start...$end]{
  "path": "/blog/" + slug.current, "lastmod": coalesce(_updatedAt, publishedAt)
}`);
