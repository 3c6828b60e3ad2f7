import { lazy, Suspense, useEffect, useState } from 'react';
import { PartBoundary } from '../ui/PartBoundary';
import { useSnippets } from '../../lib/snippets';
import { MenuIcon } from '../ui/icons';

const loadDrawer = () => import('./MobileMenuDrawer');
/** Announcements are removed after 1000 ms (spec section 4). */
const ANNOUNCEMENT_MS = 1000;
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * Mobile menu (under 1024 px): the hamburger button is part of every page; the drawer
 * (drill-down, announcements, scroll lock) loads on first open or when the button is touched.
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [loaded, setLoaded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { text } = useSnippets();
  useEffect(() => {
    if (!announcement) return;
    const t = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(t);
  }, [announcement]);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">{announcement}</div>
      <button type="button" className="icon-button mobile-menu-button" aria-label={text('menu.open', 'Open menu')} aria-haspopup="dialog"
        onClick={() => { setLoaded(true); onOpenChange(true); }}
        onPointerEnter={() => void loadDrawer()} onFocus={() => void loadDrawer()} onTouchStart={() => void loadDrawer()}>
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
