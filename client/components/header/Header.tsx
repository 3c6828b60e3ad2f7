import { Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useSnippets } from '../../lib/snippets';
import { lazyWithShopTexts } from '../../lib/page-snippets';
import { Link } from '../../router/Link';
import { PartBoundary } from '../ui/PartBoundary';
import { BagIcon, CloseIcon, HeartIcon, SearchIcon, UserIcon } from '../ui/icons';
import { CalloutBar } from './CalloutBar';
import { AccountLink } from './AccountLink';
import { CartButton } from './CartButton';
import { WishlistLink } from './WishlistLink';
import { MainNav, MainNavSkeleton } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { CheckoutHeaderBar } from '../checkout/checkout-chrome';

const QuickSearch = lazyWithShopTexts(() => import('../search/QuickSearch'));

/** Which overlay of the header is open: at most one, so opening search closes the menu. */
export type HeaderPanel = 'none' | 'menu' | 'search';

/**
 * Fixed header; 'scrolled' once the page scroll passes the header's own offset. In checkout
 * (`focused`) it is the logo and help alone (CheckoutChrome).
 */
export function Header({ focused = false }: { focused?: boolean }) {
  const { text, carry } = useSnippets();
  carry(...SEARCH_SHELL_TEXTS);
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
  // What the shopper types while the overlay's code is still on its way (the shell below),
  // handed to the overlay when it arrives: a keystroke right after opening is not lost.
  const typedEarly = useRef<EarlySearch>({ term: '', submitted: false });
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    typedEarly.current = { term: '', submitted: false };
    setPanel('none');
    // The dialog gives focus back to what was focused when it opened; when that was the shell's
    // field (gone now), focus goes back to the search button as it would have.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('dialog:not([open])')) searchButton.current?.focus();
  };
  if (focused) {
    return (
      <header ref={ref} className={`site-header site-header--checkout${scrolled ? ' site-header--scrolled' : ''}`}>
        {/* Readied by the checkout's route; an error page there hydrates it as its code arrives. */}
        <Suspense fallback={null}><CheckoutHeaderBar /></Suspense>
      </header>
    );
  }
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
          <Link to="/" className="logo" aria-label={text('header.logoLabel', 'VELD, to the homepage')}>{text('header.logo', 'VELD')}</Link>
          <PartBoundary message="Main navigation failed to load" fallback={<div className="main-nav" />}>
            <Suspense fallback={<MainNavSkeleton />}>
              <MainNav />
            </Suspense>
          </PartBoundary>
          <div className="site-header__actions">
            <NoScriptSearch />
            <button ref={searchButton} type="button" className="icon-button needs-js" aria-label={text('search.dialogLabel', 'Search')} aria-haspopup="dialog"
              onClick={openSearch} onPointerEnter={() => void QuickSearch.preload()} onFocus={() => void QuickSearch.preload()}>
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
          <Suspense fallback={panel === 'search' ? <SearchShell typed={typedEarly} onClose={closeSearch} /> : null}>
            <QuickSearch open={panel === 'search'} onClose={closeSearch} typedEarly={typedEarly} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}

/**
 * The search without JavaScript (#32): a disclosure with a plain form that asks for the
 * results page (/products?search=), where the overlay's button would do nothing.
 */
function NoScriptSearch() {
  const { text } = useSnippets();
  return (
    <details className="header-search no-js-only">
      <summary className="icon-button" aria-label={text('search.dialogLabel', 'Search')}><SearchIcon /></summary>
      <form className="header-search__form container" role="search" method="get" action="/products">
        <input className="quick-search__input" type="search" name="search" required maxLength={200}
          aria-label={text('search.inputLabel', 'Search the shop')} placeholder={text('search.placeholder', 'What are you looking for?')} />
        <button type="submit" className="button button--primary">{text('header.searchSubmit', 'Search')}</button>
      </form>
    </details>
  );
}

/** What the shopper did in the stand-in: the term typed, and whether it was submitted (Enter). */
export interface EarlySearch { term: string; submitted: boolean }

/** What SearchShell says: carried by every page, as the shell shows before any code or text arrives. */
const SEARCH_SHELL_TEXTS = ['search.dialogLabel', 'search.inputLabel', 'search.placeholder', 'search.close'];

/**
 * The quick search's own look while its code loads: a modal with the search field, which
 * takes focus and keeps what is typed and a submit (the overlay starts from them, and submits
 * as it would have). Escape closes it.
 */
function SearchShell({ typed, onClose }: { typed: RefObject<EarlySearch>; onClose: () => void }) {
  const { text } = useSnippets();
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    d?.querySelector('input')?.focus();
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click on a native modal <dialog>; Escape closes it natively
    <dialog ref={dialog} className="quick-search" aria-label={text('search.dialogLabel', 'Search')} aria-busy="true"
      // A click beside the panel closes it, as it does on the overlay this stands in for.
      onClose={onClose} onClick={(e) => { if (e.target === dialog.current) dialog.current?.close(); }}>
      <div className="quick-search__panel">
        <form className="quick-search__form container" role="search" onSubmit={(e) => { e.preventDefault(); typed.current.submitted = true; }}>
          <SearchIcon />
          <input className="quick-search__input" type="search" name="search" autoComplete="off" maxLength={200}
            aria-label={text('search.inputLabel', 'Search the shop')} placeholder={text('search.placeholder', 'What are you looking for?')}
            defaultValue={typed.current.term} onChange={(e) => { typed.current = { term: e.target.value, submitted: false }; }} />
          <button type="button" className="icon-button" aria-label={text('search.close', 'Close search')} onClick={() => dialog.current?.close()}><CloseIcon /></button>
        </form>
        <div className="quick-search__body container" />
      </div>
    </dialog>
  );
}
