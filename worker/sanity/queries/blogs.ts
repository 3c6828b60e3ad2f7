// GROQ for blog overviews and related posts. Posts live at /blog/{slug}.
const BLOG_CARD = /* groq */ `{
  "id": _id, title, "href": "/blog/" + slug.current, excerpt, "image": coverImage, publishedAt, category
}`;

const PUBLISHED_BLOGS = /* groq */ `*[_type == "blog" && defined(slug.current)]`;

export const BLOG_LIST_QUERY = /* groq */ `{
  "blogs": ${PUBLISHED_BLOGS} | order(publishedAt desc) [$start...$end] ${BLOG_CARD},
  "total": count(${PUBLISHED_BLOGS})
}`;

export const RELATED_BLOGS_QUERY = /* groq */ `*[_type == "blog" && _id == $id][0].related[]->${BLOG_CARD}`;
