// GROQ for blog overviews, posts and related posts. Posts live at /blog/{slug}.
import { defineQuery } from 'groq';
import { richText } from './pages';

const BLOG_CARD = /* groq */ `{
  "id": _id, title, "href": "/blog/" + slug.current, excerpt, "image": coverImage, publishedAt, category
}`;

const PUBLISHED_BLOGS = /* groq */ `*[_type == "blog" && defined(slug.current)]`;

export const BLOG_LIST_QUERY = defineQuery(`{
  "blogs": ${PUBLISHED_BLOGS} | order(publishedAt desc) [$start...$end] ${BLOG_CARD},
  "total": count(${PUBLISHED_BLOGS})
}`);

export const RELATED_BLOGS_QUERY = defineQuery(`*[_type == "blog" && _id == $id][0].related[]->${BLOG_CARD}`);

export const BLOG_BY_SLUG_QUERY = defineQuery(`*[_type == "blog" && slug.current == $slug][0]{
  "id": _id, title, "slug": slug.current, "href": "/blog/" + slug.current, excerpt, "image": coverImage,
  publishedAt, category,
  "author": author->{_id, name, jobTitle},
  ${richText('body')},
  "related": related[]->${BLOG_CARD}
}`);
