import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { NavItem } from '../../../shared/site/types';
import { useApi } from '../../app';
import { mainNavigationQuery, siteConfigQuery } from '../../queries';
import { ArrowRight } from '../ui/icons';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { useSnippets } from '../../lib/snippets';

interface NavLinkProps {
  item: NavItem;
  className?: string | undefined;
  onClick?: () => void;
  /** Underlined with an arrow: an `asLink` item below the first level (spec section 2). */
  arrow?: boolean;
}

export function NavLink({ item, className, onClick, arrow = false }: NavLinkProps) {
  const content = arrow ? <>{item.label} <ArrowRight /></> : item.label;
  if (item.external) {
    return <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>{content}</a>;
  }
  return <Link to={item.href} className={className} onClick={onClick}>{content}</Link>;
}

function Submenu({ item, id, onKeyDown, onPick }: { item: NavItem; id: string; onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void; onPick: () => void }) {
  const { text } = useSnippets();
  const { data: config } = useSuspenseQuery(siteConfigQuery(useApi()));
  const twoColumns = item.children.length > TWO_COLUMN_THRESHOLD;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated from the links and keys inside, which are the controls
    <div id={id} className={`submenu${item.megaMenu ? ' submenu--mega' : ''}`} onKeyDown={onKeyDown}
      onClick={(e) => { if ((e.target as Element).closest('a')) onPick(); }}>
      <div className="submenu__inner container">
        {/* The top item is the panel's button; its own page is the panel's first link. */}
        {item.href !== '#' && (
          <p className="submenu__all"><NavLink item={{ ...item, label: text('menu.allIn', 'All in {label}', { label: item.label }) }} arrow /></p>
        )}
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
            {/* Decorative: the tile's text names the link. */}
            {config.appointment.image && <ResponsiveImage image={{ ...config.appointment.image, alt: '' }} sizes="280px" className="advice-tile__image" />}
            <span className="advice-tile__eyebrow">{text('menu.appointmentTitle', 'Personal advice')}</span>
            <span className="advice-tile__title">{config.appointment.title || text('menu.appointmentFallback', 'Make an appointment')}</span>
            {config.appointment.text && <span className="advice-tile__text">{config.appointment.text}</span>}
          </a>
        )}
      </div>
    </div>
  );
}

/** A category with more than 7 children lays them out in two columns (spec section 2). */
export const TWO_COLUMN_THRESHOLD = 7;

/**
 * Desktop navigation: a submenu shows on hover; from the keyboard a top item with a submenu is
 * a disclosure button (WAI-ARIA disclosure navigation, #32): Enter, Space or a click opens it,
 * Tab walks on into the open panel (its first link is the category's own page), Escape closes
 * it and gives focus back to the button, and focus leaving the item closes it. Arrow down
 * opens it and moves in at once. A closed submenu's links are out of the tab order, so Tab
 * walks the top items only. Without JavaScript the panel shows on hover and on focus within.
 */
export function MainNav() {
  const { text } = useSnippets();
  const { data: items } = useSuspenseQuery(mainNavigationQuery(useApi()));
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  return (
    <nav className="main-nav" aria-label={text('menu.main', 'Main menu')}>
      <ul className="main-nav__list">
        {items.map((item) => (
          <TopItem key={item.id} item={item} submenuId={`${id}-${item.id}`} open={open === item.id}
            onOpenChange={(next) => setOpen((current) => (next ? item.id : current === item.id ? null : current))} />
        ))}
      </ul>
    </nav>
  );
}

function TopItem({ item, submenuId, open, onOpenChange }: { item: NavItem; submenuId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const li = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (item.children.length === 0) {
    return <li className="main-nav__item"><NavLink item={item} className="main-nav__link" /></li>;
  }
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onOpenChange(true);
      // Visible in the same frame: the submenu's visibility follows the class at once.
      li.current?.classList.add('main-nav__item--open');
      li.current?.querySelector<HTMLElement>('.submenu a[href]')?.focus();
    } else if (e.key === 'Escape' && open) {
      onOpenChange(false);
    }
  };
  const onSubmenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onOpenChange(false);
    button.current?.focus();
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (open && !li.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
  };
  return (
    <li ref={li} className={`main-nav__item${open ? ' main-nav__item--open' : ''}`} onBlur={onBlur}>
      <button ref={button} type="button" className="main-nav__link" aria-expanded={open} aria-controls={submenuId}
        onClick={() => onOpenChange(!open)} onKeyDown={onKeyDown}>{item.label}</button>
      <Submenu item={item} id={submenuId} onKeyDown={onSubmenuKey} onPick={() => onOpenChange(false)} />
    </li>
  );
}

export function MainNavSkeleton() {
  const { text } = useSnippets();
  return <nav className="main-nav main-nav--loading" aria-label={text('menu.main', 'Main menu')} aria-busy="true" />;
}
