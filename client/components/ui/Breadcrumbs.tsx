import { useLocation } from 'react-router';
import { Link } from '../../router/Link';
import type { Breadcrumb } from '../../../shared/breadcrumbs';
import { useSnippets } from '../../lib/snippets';

/** schema.org BreadcrumbList for search engines (a data block, never executed). */
function structuredData(items: Breadcrumb[], path: string): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem', position: i + 1, name: item.label, item: item.href ?? path,
    })),
  };
  return JSON.stringify(list).replace(/</g, '\\u003c');
}

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { text } = useSnippets();
  const { pathname } = useLocation();
  return (
    <nav className="breadcrumbs" aria-label={text('breadcrumbs.label', 'Breadcrumb')}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData(items, pathname) }} />
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
