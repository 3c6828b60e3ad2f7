import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PartBoundary } from '../ui/PartBoundary';
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from '../ui/icons';
import { CalloutBar } from './CalloutBar';
import { AccountLink } from './AccountLink';
import { CartButton } from './CartButton';
import { WishlistLink } from './WishlistLink';
import { MainNav, MainNavSkeleton } from './MainNav';
import { MobileMenu } from './MobileMenu';

const loadQuickSearch = () => import('../search/QuickSearch');
const QuickSearch = lazy(loadQuickSearch);

/** Which overlay of the header is open: at most one, so opening search closes the menu. */
export type HeaderPanel = 'none' | 'menu' | 'search';

/** Fixed header; 'scrolled' once the page scroll passes the header's own offset. */
export function Header() {
  const ref = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [panel, setPanel] = useState<HeaderPanel>('none');
  // The search overlay's code loads on first use (or intent), not with every page.
  const [searchLoaded, setSearchLoaded] = useState(false);
  useEffect(() => {
    const offset = ref.current?.offsetTop ?? 0;
    const onScroll = () => setScrolled(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const openSearch = () => {
    setSearchLoaded(true);
    setPanel('search');
  };
  return (
    <>
      {/* The header's data fails alone (decision 013): the rest of the header and the page work. */}
      <PartBoundary message="Callout bar failed to load">
        <Suspense fallback={null}>
          <CalloutBar />
        </Suspense>
      </PartBoundary>
      <header ref={ref} className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
        <div className="site-header__inner container">
          <MobileMenu open={panel === 'menu'} onOpenChange={(open) => setPanel(open ? 'menu' : 'none')} />
          <Link to="/" className="logo" aria-label="VELD, naar de homepage">VELD</Link>
          <PartBoundary message="Main navigation failed to load" fallback={<div className="main-nav" />}>
            <Suspense fallback={<MainNavSkeleton />}>
              <MainNav />
            </Suspense>
          </PartBoundary>
          <div className="site-header__actions">
            <button type="button" className="icon-button" aria-label="Zoeken" aria-haspopup="dialog"
              onClick={openSearch} onPointerEnter={() => void loadQuickSearch()} onFocus={() => void loadQuickSearch()}>
              <SearchIcon />
            </button>
            <AccountLink icon={<UserIcon />} />
            <WishlistLink icon={<HeartIcon />} />
            <CartButton icon={<BagIcon />} />
          </div>
        </div>
      </header>
      {searchLoaded && (
        <PartBoundary message="Quick search failed to load">
          <Suspense fallback={null}>
              <QuickSearch open={panel === 'search'} onClose={() => setPanel('none')} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
