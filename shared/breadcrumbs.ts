// Breadcrumbs from a path (spec section 2): Home plus each path segment, hyphens shown as
// spaces, skipping the language segments nl, look and en. The last item is not a link.
import { displayPath } from './routing';

export interface Breadcrumb {
  label: string;
  href: string | null;
}

const SKIPPED = new Set(['nl', 'look', 'en']);

export function breadcrumbsFor(pathname: string): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Breadcrumb[] = [{ label: 'Home', href: '/' }];
  let href = '';
  segments.forEach((segment) => {
    href += `/${segment}`;
    if (SKIPPED.has(segment.toLowerCase())) return;
    crumbs.push({ label: displayPath(segment).replace(/-/g, ' '), href: `${href}/` });
  });
  const last = crumbs.at(-1)!;
  if (crumbs.length > 1) last.href = null;
  return crumbs;
}
