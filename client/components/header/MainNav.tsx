import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { NavItem } from '../../../shared/site/types';
import { useApi } from '../../app';
import { mainNavigationQuery, siteConfigQuery } from '../../queries';
import { ArrowRight } from '../ui/icons';

export function NavLink({ item, className, onClick, arrow = false }: { item: NavItem; className?: string | undefined; onClick?: () => void; arrow?: boolean }) {
  const content = arrow ? <>{item.label} <ArrowRight /></> : item.label;
  if (item.external) {
    return <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>{content}</a>;
  }
  return <Link to={item.href} className={className} onClick={onClick}>{content}</Link>;
}

function Submenu({ item }: { item: NavItem }) {
  const { data: config } = useSuspenseQuery(siteConfigQuery(useApi()));
  const twoColumns = item.children.length > TWO_COLUMN_THRESHOLD;
  return (
    <div className={`submenu${item.megaMenu ? ' submenu--mega' : ''}`}>
      <div className="submenu__inner container">
        <ul className={`submenu__columns${twoColumns ? ' submenu__columns--two' : ''}`}>
          {item.children.map((child) => (
            <li key={child.id} className={`submenu__group${child.children.length > TWO_COLUMN_THRESHOLD ? ' submenu__group--wide' : ''}`}>
              <NavLink item={child} className={child.asLink ? 'submenu__as-link' : 'submenu__title'} />
              {child.asLink && <ArrowRight />}
              {child.children.length > 0 && (
                <ul className={`submenu__links${child.children.length > TWO_COLUMN_THRESHOLD ? ' submenu__links--two' : ''}`}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      {/* asLink at any depth: underlined, with an arrow (spec section 2). */}
                      <NavLink item={grandchild} className={grandchild.asLink ? 'submenu__as-link' : undefined} arrow={grandchild.asLink} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {item.megaMenu && config.appointment && (
          <a className="advice-tile" href={config.appointment.href}>
            <span className="advice-tile__eyebrow">Advies op maat</span>
            <span className="advice-tile__title">{config.appointment.title || 'Maak een afspraak'}</span>
            {config.appointment.text && <span className="advice-tile__text">{config.appointment.text}</span>}
          </a>
        )}
      </div>
    </div>
  );
}

/** A category with more than 7 children lays them out in two columns (spec section 2). */
export const TWO_COLUMN_THRESHOLD = 7;

/** Desktop navigation: submenus open on hover and on keyboard focus (CSS :focus-within). */
export function MainNav() {
  const { data: items } = useSuspenseQuery(mainNavigationQuery(useApi()));
  return (
    <nav className="main-nav" aria-label="Hoofdmenu">
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.id} className="main-nav__item">
            <NavLink item={item} className="main-nav__link" />
            {item.children.length > 0 && <Submenu item={item} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MainNavSkeleton() {
  return <nav className="main-nav main-nav--loading" aria-label="Hoofdmenu" aria-busy="true" />;
}
