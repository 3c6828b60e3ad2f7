import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../router/Link';
import { BLOG_PAGE_SIZE, parsePageParam } from '../../../shared/content/listings';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { blogsQuery } from '../../queries/content';
import { BlogCard } from '../blog/BlogCard';
import { Pagination } from '../ui/Pagination';
import { pageSearch } from './overview-links';
import { useShownQuery } from './use-shown-query';
import { useSnippets } from '../../lib/snippets';

/**
 * The journal: 9 posts a page (3 columns on desktop), the page in `?p=`. The pagination is
 * plain links, so it works before and without JavaScript; a page change scrolls to the top.
 */
export default function BlogOverview({ block }: { block: BlockOfType<'BlogOverview'> }) {
  const { text } = useSnippets();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePageParam(params);
  const { data, pending, error } = useShownQuery(blogsQuery(useApi(), page, BLOG_PAGE_SIZE));
  const { blogs, pagination } = data;
  const hrefFor = (target: number) => `${pathname}${pageSearch(params, target)}`;
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <section className="blog-overview container" aria-label={block.title ?? text('blog.all', 'All stories')} aria-busy={pending}>
      {block.title && <h2 className="section-title">{block.title}</h2>}
      {blogs.length > 0 ? (
        <ul className={`blog-grid${pending ? ' is-pending' : ''}`}>
          {blogs.map((blog, i) => <li key={blog.id}><BlogCard blog={blog} headingLevel={Heading} priority={i < 3} /></li>)}
        </ul>
      ) : pagination.totalPages > 0 ? (
        <div className="overview-empty">
          <p>{text('blog.pageMissing', 'This page of the journal does not exist.')}</p>
          <Link className="button button--secondary" to={hrefFor(1)}>{text('blog.toNewest', 'To the latest stories')}</Link>
        </div>
      ) : (
        <p className="overview-empty">{text('blog.none', 'There are no stories yet.')}</p>
      )}
      {error != null && <p className="overview-error" role="status">{text('blog.pageError', 'This page could not be loaded. Please try again.')}</p>}
      <Pagination page={Math.min(pagination.page, Math.max(pagination.totalPages, 1))} totalPages={pagination.totalPages} hrefFor={hrefFor} />
    </section>
  );
}
