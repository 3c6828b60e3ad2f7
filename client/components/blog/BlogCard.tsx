import { Link } from '../../router/Link';
import type { BlogCard as BlogCardData } from '../../../shared/content/listings';
import { formatDate } from '../../../shared/format';
import { ContentImage } from '../blocks/ContentImage';
import { NoImage } from '../ui/ResponsiveImage';
import { blogCategoryLabel } from './blog-category';


interface Props {
  blog: BlogCardData;
  /** h2 in an overview under the page's h1, h3 in a titled section (sliders), h4 one level deeper. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  sizes?: string;
}

/**
 * A journal post: image (its box reserved), category, date dd-mm-yyyy, title and excerpt. The
 * title is the link; it covers the whole card, so the card is one target with a short name.
 */
export function BlogCard({ blog, headingLevel: Heading = 'h3', priority = false, sizes = '(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 85vw' }: Props) {
  return (
    <article className="blog-card">
      <div className="blog-card__media">
        {blog.image ? <ContentImage image={blog.image} sizes={sizes} className="blog-card__image" priority={priority} /> : <NoImage className="blog-card__image" />}
      </div>
      <p className="blog-card__meta">
        {blog.category && <span className="blog-card__category">{blogCategoryLabel(blog.category)}</span>}
        <time dateTime={blog.publishedAt}>{formatDate(blog.publishedAt)}</time>
      </p>
      <Heading className="blog-card__title"><Link to={blog.href} className="blog-card__link">{blog.title}</Link></Heading>
      {blog.excerpt && <p className="blog-card__excerpt">{blog.excerpt}</p>}
    </article>
  );
}
