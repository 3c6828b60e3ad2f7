import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import { BLOG_PAGE_SIZE, LOOK_PAGE_SIZE } from '../../../shared/content/listings';
import { contentPath } from '../../../shared/content/paths';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { blogsQuery, looksQuery } from '../../queries/content';
import { BlogCard } from '../blog/BlogCard';
import { LookCard } from '../looks/LookCard';
import { ArrowRight } from '../ui/icons';
import { useSnippets } from '../../lib/snippets';

/** Looks and posts shown side by side. */
const LOOKS_BESIDE_BLOGS = 4;
const BLOGS_BESIDE_LOOKS = 3;

/** The overview pages of the seed content (docs/content-model.md). */
const LOOKS_PAGE = contentPath({ _type: 'page', slug: 'shop-the-look' });
const BLOG_PAGE = contentPath({ _type: 'page', slug: 'blog' });

/** The newest looks and journal posts side by side (the first page of each overview). */
export default function LooksBlogsOverview({ block }: { block: BlockOfType<'LooksBlogsOverview'> }) {
  const { text } = useSnippets();
  const api = useApi();
  const { data: looks } = useSuspenseQuery(looksQuery(api, { gender: '', page: 1, itemsPerPage: LOOK_PAGE_SIZE }));
  const { data: blogs } = useSuspenseQuery(blogsQuery(api, 1, BLOG_PAGE_SIZE));
  return (
    <section className="looks-blogs container" aria-labelledby={`${block._key}-title`}>
      <h2 id={`${block._key}-title`} className="section-title">{block.title}</h2>
      <div className="looks-blogs__columns">
        <section className="looks-blogs__looks" aria-labelledby={`${block._key}-looks`}>
          <div className="section-head">
            <h3 id={`${block._key}-looks`} className="looks-blogs__title">{block.looksTitle}</h3>
            <Link className="text-link" to={LOOKS_PAGE}>{text('looks.filter.all', 'All looks')} <ArrowRight /></Link>
          </div>
          <ul className="look-grid look-grid--compact">
            {looks.looks.slice(0, LOOKS_BESIDE_BLOGS).map((look) => (
              <li key={look.id}><LookCard look={look} headingLevel="h4" sizes="(min-width: 1024px) 22vw, 46vw" /></li>
            ))}
          </ul>
        </section>
        <section className="looks-blogs__blogs" aria-labelledby={`${block._key}-blogs`}>
          <div className="section-head">
            <h3 id={`${block._key}-blogs`} className="looks-blogs__title">{block.blogsTitle}</h3>
            <Link className="text-link" to={BLOG_PAGE}>{text('blog.all', 'All stories')} <ArrowRight /></Link>
          </div>
          <ul className="blog-list">
            {blogs.blogs.slice(0, BLOGS_BESIDE_LOOKS).map((blog) => (
              <li key={blog.id}><BlogCard blog={blog} headingLevel="h4" sizes="(min-width: 1024px) 14vw, 35vw" /></li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
