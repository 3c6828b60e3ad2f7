import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavTopItem } from '../../../shared/site/navigation-top';
import { useApi } from '../../app';
import { preloadable } from '../../lib/preloadable';
import { mainNavigationQuery, navigationTopQuery } from '../../queries';
import { HydrateLater } from '../ui/HydrateLater';
import { PartBoundary } from '../ui/PartBoundary';
import { useSnippets } from '../../lib/snippets';
import { NavLink } from './NavLink';

/** A panel's links: their code comes with the panel's data, when the shopper reaches for it. */
export const SubmenuPanel = preloadable(() => import('./SubmenuPanel'));

/**
 * The panel of a top item. Its links are the whole tree's, which the page's state leaves out
 * (mainNavigationQuery): on the first HTML the server's markup stands as it is — every link
 * works, with and without JavaScript — and the panel's code wakes when the shopper points at,
 * touches or tabs into it (HydrateLater, which replays a press that landed on the markup);
 * the panel's code (SubmenuPanel) comes with it.
 * The keys and the pick are heard on the panel's own element, which hydrates with the page.
 */
function Submenu({ item, id, onKeyDown, onPick }: { item: NavTopItem; id: string; onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void; onPick: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const load = useCallback(() => Promise.all([queryClient.ensureQueryData(mainNavigationQuery(api)), SubmenuPanel.preload()]), [queryClient, api]);
  const ready = SubmenuPanel.isLoaded() && queryClient.getQueryData(mainNavigationQuery(api).queryKey) !== undefined;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated from the links and keys inside, which are the controls
    <div id={id} className={`submenu${item.megaMenu ? ' submenu--mega' : ''}`} onKeyDown={onKeyDown}
      onClick={(e) => { if ((e.target as Element).closest('a')) onPick(); }}>
      <HydrateLater name="submenu" when="intent" load={load} ready={ready}>
        <PartBoundary message="Menu panel failed to load">
          <Suspense fallback={null}>
            <SubmenuPanel item={item} />
          </Suspense>
        </PartBoundary>
      </HydrateLater>
    </div>
  );
}

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
