import { Link } from '../../router/Link';
import { pageWindow } from '../../../shared/pagination';
import { useSnippets } from '../../lib/snippets';
import { ChevronLeft, ChevronRight } from './icons';

interface Props {
  page: number;
  totalPages: number;
  /** The href of a page: plain links, so pagination works without JavaScript too. */
  hrefFor: (page: number) => string;
}

/** Hidden for a single page; previous disabled on page 1, next on the last page. */
export function Pagination({ page, totalPages, hrefFor }: Props) {
  const { text } = useSnippets();
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  const edge = (target: number, disabled: boolean, label: string, icon: React.ReactNode) =>
    disabled
      ? <button type="button" className="pagination__step" disabled aria-label={label}>{icon}</button>
      : <Link className="pagination__step" to={hrefFor(target)} aria-label={label} preventScrollReset={false}>{icon}</Link>;
  return (
    <nav className="pagination" aria-label={text('pagination.label', 'Pagination')}>
      {edge(page - 1, page <= 1, text('pagination.previous', 'Previous page'), <ChevronLeft />)}
      <ol className="pagination__pages">
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`e${i}`} className="pagination__ellipsis" aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              {item === page
                ? <span className="pagination__page pagination__page--current" aria-current="page">{item}</span>
                : <Link className="pagination__page" to={hrefFor(item)} aria-label={text('pagination.page', 'Page {page}', { page: String(item) })}>{item}</Link>}
            </li>
          ),
        )}
      </ol>
      <p className="pagination__mobile-label">{text('pagination.pageOf', 'Page {page} of {total}', { page: String(page), total: String(totalPages) })}</p>
      {edge(page + 1, page >= totalPages, text('pagination.next', 'Next page'), <ChevronRight />)}
    </nav>
  );
}
