// The brand index itself (Brands.tsx): the filter All / Dames / Heren, the letter bar a–z and
// '#', and a section per letter with its brands. A part on intent: its markup works without
// its code (the filter is a GET form, the letters jump to their sections 100 px below the top,
// scroll-margin-top), and it wakes at once on an arrival at a letter (/merken#merken-k) to
// land on it or on the next letter with brands.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useNavigate } from '../../router/hooks';
import { Link } from '../../router/Link';
import {
  BRAND_FILTERS, BRAND_LETTER_OFFSET, BRAND_LETTERS, brandFilterSearch, groupBrands, letterFromHash, letterSectionId,
  letterTarget, parseBrandFilter, type BrandLetter,
} from '../../../shared/content/brands';
import { useApi } from '../../app';
import { brandsQuery } from '../../queries/content';
import { EARLY_HOLD_ATTRIBUTE } from '../../../shared/page/early-press';
import { useShownQuery } from './use-shown-query';
import { FilterButtons } from '../ui/FilterButtons';
import { useSnippets } from '../../lib/snippets';

const letterLabel = (letter: BrandLetter) => (letter === '#' ? '#' : letter.toUpperCase());

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function BrandIndex({ headingLevel: Heading }: { headingLevel: 'h2' | 'h3' }) {
  const [params] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const filter = parseBrandFilter(params);
  const { data: brands, pending, error } = useShownQuery(brandsQuery(useApi(), filter));
  const groups = useMemo(() => groupBrands(brands), [brands]);
  const withBrands = useMemo(() => new Set(groups.map((g) => g.letter)), [groups]);
  const root = useRef<HTMLDivElement>(null);
  const { text } = useSnippets();
  const letterName = (letter: BrandLetter) =>
    letter === '#' ? text('brands.otherLetter', 'Other brands') : text('brands.letter', 'Letter {letter}', { letter: letterLabel(letter) });

  useEffect(() => {
    if (error) console.error('Failed to load brands', error);
  }, [error]);

  /** Scrolls to the letter's section (or its fallback); focus moves to its heading on a click. */
  const goTo = (letter: BrandLetter, { focus, smooth }: { focus: boolean; smooth: boolean }) => {
    const target = letterTarget(letter, withBrands);
    const section = target && root.current?.querySelector<HTMLElement>(`#${letterSectionId(target)}`);
    if (!target || !section) return;
    const top = section.getBoundingClientRect().top + window.scrollY - BRAND_LETTER_OFFSET;
    window.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
    if (focus) section.querySelector<HTMLElement>('.brands__letter-heading')?.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${letterSectionId(target)}`);
  };

  // A link to a letter (/merken#merken-k, on arrival or within the page) lands on it, with the
  // same offset and fallback. This runs after the router's own scroll handling.
  useEffect(() => {
    const letter = letterFromHash(hash);
    if (!letter) return;
    goTo(letter, { focus: false, smooth: false });
    // Once more after the frame: the router's scroll restoration and late layout (the sticky
    // letter bar, the header's state) can still move the page on arrival.
    let frame = requestAnimationFrame(() => { frame = requestAnimationFrame(() => goTo(letter, { focus: false, smooth: false })); });
    return () => cancelAnimationFrame(frame);
    // Only when the router's hash changes (the letter bar's own clicks only replace the URL).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  const choose = (event: React.MouseEvent<HTMLElement>, value: string) => {
    // Without JavaScript the form submits (GET ?filter=…); with it, the route navigates in place.
    event.preventDefault();
    void navigate(`${pathname}${brandFilterSearch(parseBrandFilter(new URLSearchParams({ filter: value })))}`, { preventScrollReset: true });
  };

  return (
    <div ref={root} className={`brands__index${pending ? ' is-pending' : ''}`} aria-busy={pending}>
      <FilterButtons label={text('brands.filterLabel', 'Filter brands')} snippetPrefix="brands.filter" action={pathname} name="filter" options={BRAND_FILTERS} selected={filter} onChoose={choose} />
      {/* A letter pressed before the code runs is held for it (EARLY_HOLD_ATTRIBUTE): it lands as any later press. */}
      <nav className="letter-bar" aria-label={text('brands.letterBar', 'Brands by letter')} {...{ [EARLY_HOLD_ATTRIBUTE]: '' }}>
        <ul>
          {BRAND_LETTERS.map((letter) => (
            <li key={letter}>
              {/* A letter without brands is greyed, and leads to the next letter with brands, else the previous one. */}
              <a
                className={`letter-bar__letter${withBrands.has(letter) ? '' : ' letter-bar__letter--empty'}`}
                href={`#${letterSectionId(letterTarget(letter, withBrands) ?? letter)}`}
                aria-label={withBrands.has(letter) ? letterName(letter) : text('brands.letterEmpty', '{letter}: no brands', { letter: letterName(letter) })}
                onClick={(event) => { event.preventDefault(); goTo(letter, { focus: true, smooth: true }); }}
              >
                {letterLabel(letter)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 ? (
        <p className="overview-empty">{text('brands.none', 'No brands found.')}</p>
      ) : (
        <div className="brands__sections">
          {groups.map((group) => (
            <section key={group.letter} id={letterSectionId(group.letter)} className="brands__section" aria-labelledby={`${letterSectionId(group.letter)}-title`}>
              <Heading id={`${letterSectionId(group.letter)}-title`} className="brands__letter-heading" tabIndex={-1}>
                <span aria-hidden="true">{letterLabel(group.letter)}</span>
                <span className="visually-hidden">{group.letter === '#' ? text('brands.otherLetter', 'Other brands') : text('brands.letterHeading', 'Brands starting with {letter}', { letter: letterLabel(group.letter) })}</span>
              </Heading>
              <ul className="brands__list">
                {group.brands.map((brand) => (
                  <li key={brand.id}><Link to={brand.href} className="brands__link">{brand.name}</Link></li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
