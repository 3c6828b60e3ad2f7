// The looks of Shop the look (LooksOverview.tsx): the filter all / dames / heren, the cards and
// the pages. A part on intent (LooksOverview.tsx): its server markup works until the shopper
// reaches for it (the filter is a GET form, the cards and pages are links), and a press on it
// is held for the live part. Reloading with looks on screen fades them out for 300 ms with a
// spinner, then shows the new ones; a failure is logged, loading stops, and the shopper sees
// no message.
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useNavigate } from '../../router/hooks';
import { LOOK_PAGE_SIZE } from '../../../shared/content/listings';
import { LOOK_FADE_MS, LOOK_FILTERS, looksSearch, parseLooksState } from '../../../shared/content/looks';
import { useApi } from '../../app';
import { looksQuery } from '../../queries/content';
import { LookCard } from './LookCard';
import { Pagination } from '../ui/Pagination';
import { useReducedMotion } from '../blocks/use-reduced-motion';
import { useShownQuery } from '../blocks/use-shown-query';
import { FilterButtons } from '../ui/FilterButtons';
import { useSnippets } from '../../lib/snippets';

export const LOOKS_FAILURE = 'Shop-the-look failed to load';

export default function LookGrid({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
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
    if (error) console.error(LOOKS_FAILURE, error);
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
