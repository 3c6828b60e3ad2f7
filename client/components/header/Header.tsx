import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BagIcon, SearchIcon, UserIcon } from '../ui/icons';
import { CalloutBar } from './CalloutBar';
import { CartButton } from './CartButton';
import { MainNav, MainNavSkeleton } from './MainNav';
import { MobileMenu } from './MobileMenu';

/** Fixed header; 'scrolled' once the page scrolls past the header's own offset. */
export function Header() {
  const ref = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const offset = ref.current?.offsetTop ?? 0;
    const onScroll = () => setScrolled(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <>
      <Suspense fallback={null}>
        <CalloutBar />
      </Suspense>
      <header ref={ref} className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
        <div className="site-header__inner container">
          <Suspense fallback={<span className="mobile-menu-slot" />}>
            <MobileMenu />
          </Suspense>
          <Link to="/" className="logo" aria-label="VELD, naar de homepage">VELD</Link>
          <Suspense fallback={<MainNavSkeleton />}>
            <MainNav />
          </Suspense>
          <div className="site-header__actions">
            <Link to="/products" className="icon-button" aria-label="Zoeken">
              <SearchIcon />
            </Link>
            <Link to="/login" className="icon-button icon-button--hide-sm" aria-label="Inloggen">
              <UserIcon />
            </Link>
            <CartButton icon={<BagIcon />} />
          </div>
        </div>
      </header>
    </>
  );
}
