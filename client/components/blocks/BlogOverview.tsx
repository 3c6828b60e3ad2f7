import { Link, useLocation, useSearchParams } from 'react-router';
import { BLOG_PAGE_SIZE, parsePageParam } from '../../../shared/content/listings';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { blogsQuery } from '../../queries';
import { BlogCard } from '../blog/BlogCard';
import { Pagination } from '../ui/Pagination';
import { pageSearch } from './overview-links';
import { useShownQuery } from './use-shown-query';

/**
 * The journal: 9 posts a page (3 columns on desktop), the page in `?p=`. The pagination is
 * plain links, so it works before and without JavaScript; a page change scrolls to the top.
 */
export default function BlogOverview({ block }: { block: BlockOfType<'BlogOverview'> }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePageParam(params);
  const { data, pending, error } = useShownQuery(blogsQuery(useApi(), page, BLOG_PAGE_SIZE));
  const { blogs, pagination } = data;
  const hrefFor = (target: number) => `${pathname}${pageSearch(params, target)}`;
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <section className="blog-overview container" aria-label={block.title ?? 'Alle verhalen'} aria-busy={pending}>
      {block.title && <h2 className="section-title">{block.title}</h2>}
      {blogs.length > 0 ? (
        <ul className={`blog-grid${pending ? ' is-pending' : ''}`}>
          {blogs.map((blog, i) => <li key={blog.id}><BlogCard blog={blog} headingLevel={Heading} priority={i < 3} /></li>)}
        </ul>
      ) : pagination.totalPages > 0 ? (
        <div className="overview-empty">
          <p>Deze pagina van het journal bestaat niet.</p>
          <Link className="button button--secondary" to={hrefFor(1)}>Naar de nieuwste verhalen</Link>
        </div>
      ) : (
        <p className="overview-empty">Er zijn nog geen verhalen.</p>
      )}
      {error != null && <p className="overview-error" role="status">Deze pagina kon niet worden geladen. Probeer het opnieuw.</p>}
      <Pagination page={Math.min(pagination.page, Math.max(pagination.totalPages, 1))} totalPages={pagination.totalPages} hrefFor={hrefFor} />
    </section>
  );
}
