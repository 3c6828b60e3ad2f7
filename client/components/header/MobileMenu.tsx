import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from '../../router/Link';
import { useApi } from '../../app';
import { mainNavigationQuery } from '../../queries';
import { HydrateLater } from '../ui/HydrateLater';
import { PartBoundary } from '../ui/PartBoundary';
import { useSnippets } from '../../lib/snippets';
import { lazyWithShopTexts } from '../../lib/page-snippets';
import { MenuIcon } from '../ui/icons';
import { preloadable } from '../../lib/preloadable';

/** Announcements are removed after 1000 ms (spec section 4). */
const ANNOUNCEMENT_MS = 1000;
/** The drawer: its code and the shop's whole texts (the page carried its own). */
const MobileMenuDrawer = lazyWithShopTexts(() => import('./MobileMenuDrawer'));
/** The menu's list without JavaScript: needed only where the page's code does not run. */
export const NoScriptMenuList = preloadable(() => import('./NoScriptMenuList'));

/**
 * Mobile menu (under 1024 px): the hamburger button is part of every page; the drawer
 * (drill-down, announcements, scroll lock) loads on first open or when the button is touched.
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [loaded, setLoaded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { text } = useSnippets();
  const api = useApi();
  const queryClient = useQueryClient();
  // The drawer's code and the whole tree it walks (left out of the page's state) load together.
  const prepare = () => {
    void MobileMenuDrawer.preload();
    void queryClient.prefetchQuery(mainNavigationQuery(api));
  };
  useEffect(() => {
    if (!announcement) return;
    const t = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(t);
  }, [announcement]);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">{announcement}</div>
      <PartBoundary message="Menu without JavaScript failed to load">
        <Suspense fallback={null}>
          <NoScriptMenu />
        </Suspense>
      </PartBoundary>
      <button type="button" className="icon-button mobile-menu-button needs-js" aria-label={text('menu.open', 'Open menu')} aria-haspopup="dialog"
        onClick={() => { prepare(); setLoaded(true); onOpenChange(true); }}
        onPointerEnter={prepare} onFocus={prepare} onTouchStart={prepare}>
        <MenuIcon />
      </button>
      {loaded && (
        <PartBoundary message="Mobile menu failed to load">
          <Suspense fallback={null}>
            <MobileMenuDrawer open={open} onOpenChange={onOpenChange} announce={setAnnouncement} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}

/**
 * The menu without JavaScript (#32): a disclosure under the hamburger with the categories two
 * levels deep (each with its own page first), login and customer service; deeper levels are
 * the category pages' own chips. Hidden once the page's code runs (the drawer takes over), so
 * its list keeps the server's markup (HydrateLater) and the page's state need not carry the
 * whole tree for it.
 */
function NoScriptMenu() {
  const { text } = useSnippets();
  const api = useApi();
  const queryClient = useQueryClient();
  const load = useCallback(() => Promise.all([queryClient.ensureQueryData(mainNavigationQuery(api)), NoScriptMenuList.preload()]), [queryClient, api]);
  const ready = NoScriptMenuList.isLoaded() && queryClient.getQueryData(mainNavigationQuery(api).queryKey) !== undefined;
  return (
    <details className="nojs-menu mobile-menu-button no-js-only">
      <summary className="icon-button" aria-label={text('menu.open', 'Open menu')}><MenuIcon /></summary>
      <nav className="nojs-menu__panel" aria-label={text('menu.label', 'Menu')}>
        <HydrateLater name="nojs-menu" when="intent" load={load} ready={ready}>
          <Suspense fallback={null}>
            <NoScriptMenuList />
          </Suspense>
        </HydrateLater>
        <p className="nojs-menu__footer">
          <Link to="/login">{text('account.login', 'Log in')}</Link>
          <Link to="/contact/">{text('menu.customerService', 'Customer service')}</Link>
        </p>
      </nav>
    </details>
  );
}
