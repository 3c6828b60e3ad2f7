// Shop the look (spec 'Shop-the-look overview'): look cards (2 columns on mobile, 3 on large
// screens), a filter all / dames / heren that starts again at page 1, 12 looks a page with
// pagination, and desktop-only USP slides below. Gender and page live in the query string.
// Reloading with looks on screen fades them out for 300 ms with a spinner, then shows the new
// ones; a failure is stored and logged, loading stops, and the shopper sees no message.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOOK_PAGE_SIZE } from '../../../shared/content/listings';
import { LOOK_FADE_MS, LOOK_FILTERS, looksSearch, parseLooksState } from '../../../shared/content/looks';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { looksQuery } from '../../queries';
import { LookCard } from '../looks/LookCard';
import { Pagination } from '../ui/Pagination';
import { PartBoundary } from '../ui/PartBoundary';
import { useReducedMotion } from './use-reduced-motion';
import { useShownQuery } from './use-shown-query';
import { FilterButtons } from '../ui/FilterButtons';
import { useSnippets } from '../../lib/snippets';

const FAILURE = 'Shop-the-look failed to load';
const DESKTOP = '(min-width: 1024px)';

const LookUspSlides = lazy(() => import('../looks/LookUspSlides'));

/**
 * The USP slides are for desktop only and sit below the looks: their code (the slider) loads
 * when the slot comes near the viewport on a desktop screen, never on a phone.
 */
function DesktopUspSlides() {
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = slot.current;
    if (!el || shown) return;
    const desktop = window.matchMedia(DESKTOP);
    const observer = new IntersectionObserver((entries) => {
      if (desktop.matches && entries.some((e) => e.isIntersecting)) setShown(true);
    }, { rootMargin: '300px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={slot} className="look-usps">
      {shown && <Suspense fallback={null}><LookUspSlides /></Suspense>}
    </div>
  );
}

export default function LooksOverview({ block }: { block: BlockOfType<'LooksOverview'> }) {
  const { text } = useSnippets();
  return (
    <section className="looks-overview container" aria-label={block.title ?? text('looks.eyebrow', 'Shop the look')}>
      {block.title && <h2 className="section-title">{block.title}</h2>}
      <PartBoundary message={FAILURE} fallback={null}>
        <LookGrid headingLevel={block.title ? 'h3' : 'h2'} />
      </PartBoundary>
      <DesktopUspSlides />
    </section>
  );
}

function LookGrid({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { text } = useSnippets();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = parseLooksState(params);
  const reducedMotion = useReducedMotion();
  const { data, pending, error } = useShownQuery(
    looksQuery(useApi(), { ...state, itemsPerPage: LOOK_PAGE_SIZE }),
    { minDelayMs: reducedMotion ? 0 : LOOK_FADE_MS },
  );

  useEffect(() => {
    if (error) console.error(FAILURE, error);
  }, [error]);

  const choose = (event: React.MouseEvent<HTMLButtonElement>, gender: string) => {
    // Without JavaScript the form submits (GET ?gender=…, page 1); with it, the route navigates in place.
    event.preventDefault();
    const next = parseLooksState(new URLSearchParams({ gender }));
    void navigate(`${pathname}${looksSearch({ gender: next.gender, page: 1 })}`, { preventScrollReset: true });
  };

  const { looks, pagination } = data;
  return (
    <div className="looks-overview__body">
      <FilterButtons label={text('looks.filterLabel', 'Filter looks')} snippetPrefix="looks.filter" action={pathname} name="gender" options={LOOK_FILTERS} selected={state.gender} onChoose={choose} />
      <div className="looks-overview__results" aria-busy={pending}>
        {looks.length > 0 ? (
          <ul className={`look-grid${pending ? ' is-fading' : ''}`}>
            {looks.map((look, i) => (
              <li key={look.id}><LookCard look={look} headingLevel={headingLevel} priority={i < 2} /></li>
            ))}
          </ul>
        ) : (
          <p className="overview-empty">{text('looks.none', 'There are no looks here. View')} <a href={pathname}>{text('looks.noneLink', 'all looks')}</a>.</p>
        )}
        {pending && (
          <div className="overview-spinner" role="status">
            <span className="overview-spinner__wheel" aria-hidden="true" />
            <span className="visually-hidden">{text('looks.loading', 'Loading looks')}</span>
          </div>
        )}
      </div>
      <Pagination
        page={Math.min(pagination.page, Math.max(pagination.totalPages, 1))}
        totalPages={pagination.totalPages}
        hrefFor={(page) => `${pathname}${looksSearch({ gender: state.gender, page })}`}
      />
    </div>
  );
}
