// A desktop menu panel's links (the whole tree's, MainNav): its own chunk, which loads when the
// shopper reaches for the menu. The first HTML carries the panels' markup, so the page needs
// this code only once a panel wakes (or on a client-side render).
import { useSuspenseQuery } from '@tanstack/react-query';
import { navigationPanel, type NavTopItem } from '../../../shared/site/navigation-top';
import { useApi } from '../../app';
import { mainNavigationQuery, siteConfigQuery } from '../../queries';
import { useSnippets } from '../../lib/snippets';
import { ArrowRight } from '../ui/icons';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { NavLink } from './NavLink';

/** A category with more than 7 children lays them out in two columns (spec section 2). */
export const TWO_COLUMN_THRESHOLD = 7;

export default function SubmenuPanel({ item }: { item: NavTopItem }) {
  const { text } = useSnippets();
  const api = useApi();
  const { data: config } = useSuspenseQuery(siteConfigQuery(api));
  const { data: tree } = useSuspenseQuery(mainNavigationQuery(api));
  const children = navigationPanel(tree, item.id)?.children ?? [];
  const twoColumns = children.length > TWO_COLUMN_THRESHOLD;
  return (
    <div className="submenu__inner container">
      {/* The top item is the panel's button; its own page is the panel's first link. */}
      {item.href !== '#' && (
        <p className="submenu__all"><NavLink item={{ ...item, label: text('menu.allIn', 'All in {label}', { label: item.label }) }} arrow /></p>
      )}
      <ul className={`submenu__columns${twoColumns ? ' submenu__columns--two' : ''}`}>
        {children.map((child) => (
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
          {/* Decorative: the tile's text names the link. */}
          {config.appointment.image && <ResponsiveImage image={{ ...config.appointment.image, alt: '' }} sizes="280px" className="advice-tile__image" />}
          <span className="advice-tile__eyebrow">{text('menu.appointmentTitle', 'Personal advice')}</span>
          <span className="advice-tile__title">{config.appointment.title || text('menu.appointmentFallback', 'Make an appointment')}</span>
          {config.appointment.text && <span className="advice-tile__text">{config.appointment.text}</span>}
        </a>
      )}
    </div>
  );
}
