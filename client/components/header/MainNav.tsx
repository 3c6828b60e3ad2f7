import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from '../../router/Link';
import type { NavItem } from '../../../shared/site/types';
import { navigationPanel, type NavTopItem } from '../../../shared/site/navigation-top';
import { useApi } from '../../app';
import { mainNavigationQuery, navigationTopQuery, siteConfigQuery } from '../../queries';
import { ArrowRight } from '../ui/icons';
import { HydrateLater } from '../ui/HydrateLater';
import { PartBoundary } from '../ui/PartBoundary';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { useSnippets } from '../../lib/snippets';

interface NavLinkProps {
  item: Pick<NavItem, 'label' | 'href' | 'external'>;
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

/**
 * The panel of a top item. Its links are the whole tree's, which the page's state leaves out
 * (mainNavigationQuery): on the first HTML the server's markup stands as it is — every link
 * works, with and without JavaScript — and the panel's code wakes when the shopper points at,
 * touches or tabs into it (HydrateLater, which replays a press that landed on the markup).
 * The keys and the pick are heard on the panel's own element, which hydrates with the page.
 */
function Submenu({ item, id, onKeyDown, onPick }: { item: NavTopItem; id: string; onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void; onPick: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const load = useCallback(() => queryClient.ensureQueryData(mainNavigationQuery(api)), [queryClient, api]);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated from the links and keys inside, which are the controls
    <div id={id} className={`submenu${item.megaMenu ? ' submenu--mega' : ''}`} onKeyDown={onKeyDown}
      onClick={(e) => { if ((e.target as Element).closest('a')) onPick(); }}>
      <HydrateLater name="submenu" when="intent" load={load} ready={queryClient.getQueryData(mainNavigationQuery(api).queryKey) !== undefined}>
        <PartBoundary message="Menu panel failed to load">
          <Suspense fallback={null}>
            <SubmenuPanel item={item} />
          </Suspense>
        </PartBoundary>
      </HydrateLater>
    </div>
  );
}

function SubmenuPanel({ item }: { item: NavTopItem }) {
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
  const { data: items } = useSuspenseQuery(navigationTopQuery(useApi()));
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

function TopItem({ item, submenuId, open, onOpenChange }: { item: NavTopItem; submenuId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const li = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const api = useApi();
  const queryClient = useQueryClient();
  if (!item.hasPanel) {
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
  const prefetchPanels = () => void queryClient.prefetchQuery(mainNavigationQuery(api));
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
        onClick={() => onOpenChange(!open)} onKeyDown={onKeyDown}
        // About to open: the panels' links start loading, so the panel's code wakes at once.
        onPointerEnter={prefetchPanels} onFocus={prefetchPanels}>{item.label}</button>
      <Submenu item={item} id={submenuId} onKeyDown={onSubmenuKey} onPick={() => onOpenChange(false)} />
    </li>
  );
}

export function MainNavSkeleton() {
  const { text } = useSnippets();
  return <nav className="main-nav main-nav--loading" aria-label={text('menu.main', 'Main menu')} aria-busy="true" />;
}
