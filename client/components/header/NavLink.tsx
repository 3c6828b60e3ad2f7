import { Link } from '../../router/Link';
import type { NavItem } from '../../../shared/site/types';
import { ArrowRight } from '../ui/icons';

interface NavLinkProps {
  item: Pick<NavItem, 'label' | 'href' | 'external'>;
  className?: string | undefined;
  onClick?: () => void;
  /** Underlined with an arrow: an `asLink` item below the first level (spec section 2). */
  arrow?: boolean;
}

/** A menu's link: the site's own through the router, another site's in a new tab. */
export function NavLink({ item, className, onClick, arrow = false }: NavLinkProps) {
  const content = arrow ? <>{item.label} <ArrowRight /></> : item.label;
  if (item.external) {
    return <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>{content}</a>;
  }
  return <Link to={item.href} className={className} onClick={onClick}>{content}</Link>;
}
