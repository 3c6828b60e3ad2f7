import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../router/hooks';
import { Link } from '../../router/Link';
import {
  DEFAULT_POPULAR_BRANDS, DEFAULT_POPULAR_CATEGORIES, MIN_SEARCH_LENGTH, NO_RESULTS_TEXT, popularLinks, QUICK_RESULTS,
  searchTarget, SEE_ALL_TEXT,
} from '../../../shared/search';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { brandsQuery } from '../../queries/content';
import { quickSearchQuery } from '../../queries/catalogue';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { useModalDialog } from '../ui/use-modal-dialog';
import { Price } from '../ui/Price';
import type { EarlySearch } from '../header/Header';
import { useSettledTerm } from './use-settled-term';

type Text = ReturnType<typeof useSnippets>['text'];

interface Props {
  open: boolean;
  onClose: () => void;
  /** What was typed (and submitted) in the header's stand-in while this code loaded (Header's SearchShell). */
  typedEarly?: { current: EarlySearch };
}

/**
 * The quick search overlay: a modal dialog (focus trapped, Escape and outside click close it,
 * focus returns to the search button). Under 3 characters it shows the 'most searched' lists;
 * from 3 it shows up to 5 products, categories and brands.
 */
export default function QuickSearch({ open, onClose, typedEarly }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, text } = useSnippets();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [term, setTerm] = useState(() => typedEarly?.current.term ?? '');
  const { settled, waiting } = useSettledTerm(term);
  const results = useQuery({ ...quickSearchQuery(api, settled), enabled: open && settled.length >= MIN_SEARCH_LENGTH });
  const brands = useQuery({ ...brandsQuery(api, ''), enabled: open });

  // Closing clears the term, the results and the error.
  const modal = useModalDialog(open, () => {
    setTerm('');
    onClose();
  });
  const close = modal.close;
  // Before paint, so a keystroke right after this commit lands in the field; the text typed
  // into the stand-in up to this moment is taken over, caret at its end.
  useLayoutEffect(() => {
    if (!open) return;
    const early = typedEarly?.current ?? { term: '', submitted: false };
    if (early.term && early.term !== term) setTerm(early.term);
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
    if (early.submitted) {
      early.submitted = false;
      void submit(early.term);
    }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- takes over the early input once, as the dialog opens
  }, [open]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(term);
  };
  const submit = async (value: string) => {
    const clean = value.trim();
    if (!clean) return;
    // A quick Enter may come before the brand list: wait for it (a failure means no brand match).
    const allBrands = brands.data ?? (await queryClient.ensureQueryData(brandsQuery(api, '')).catch(() => []));
    void navigate(searchTarget(clean, allBrands));
    close();
  };

  const short = term.trim().length < MIN_SEARCH_LENGTH;
  const data = results.data;
  const loading = !short && (waiting || results.isFetching);
  const failed = !short && !loading && results.isError;
  const empty = !short && !loading && !failed && data !== undefined && data.products.length === 0 && data.categories.length === 0 && data.brands.length === 0;

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click on a native modal <dialog>; Escape closes it natively
    <dialog ref={modal.ref} className="quick-search" aria-label={text('search.dialogLabel', 'Search')} onClose={modal.onClose} onClick={modal.onBackdropClick}>
      <div className="quick-search__panel">
        <form className="quick-search__form container" role="search" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor={`${id}-term`}>{text('search.inputLabel', 'Search the shop')}</label>
          <SearchIcon />
          <input ref={input} id={`${id}-term`} className="quick-search__input" type="search" name="search" autoComplete="off"
            placeholder={text('search.placeholder', 'What are you looking for?')} value={term} maxLength={200}
            onChange={(e) => setTerm(e.target.value)} aria-describedby={`${id}-status`}
            // A search field's own Escape only clears it; here one Escape closes the overlay.
            onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); close(); } }} />
          <button type="button" className="icon-button" aria-label={text('search.close', 'Close search')} onClick={close}><CloseIcon /></button>
        </form>
        <div className="quick-search__body container">
          <p className="visually-hidden" id={`${id}-status`} role="status" aria-live="polite">
            {loading ? text('search.searching', 'Searching…') : data && !short ? text('search.found', { one: '{count} product found', other: '{count} products found' }, { count: data.totalProducts }) : ''}
          </p>
          {short && <MostSearched text={text} categorySnippet={t('search.popularCategories')} brandSnippet={t('search.popularBrands')} onPick={close} />}
          {loading && <p className="quick-search__loading" aria-hidden="true">{text('search.searching', 'Searching…')}</p>}
          {failed && <p className="quick-search__error" role="alert">{text('search.error', 'Something went wrong while searching.')}</p>}
          {empty && <p className="quick-search__empty">{text('search.noResults', NO_RESULTS_TEXT, { term: term.trim() })}</p>}
          {!short && !loading && !failed && data && !empty && (
            <div className="quick-search__results">
              {data.products.length > 0 && (
                <section aria-labelledby={`${id}-products`}>
                  <h2 id={`${id}-products`} className="quick-search__heading">{text('search.products', 'Products')}</h2>
                  <ul className="quick-search__products">
                    {data.products.slice(0, QUICK_RESULTS).map((p) => (
                      <li key={p.id}>
                        <Link to={p.href} className="quick-result" onClick={close}>
                          {p.image ? <img src={p.image} alt={p.alt} width={60} height={80} loading="lazy" /> : <span className="quick-result__noimage" />}
                          <span className="quick-result__text">
                            {p.brand && <span className="quick-result__brand">{p.brand}</span>}
                            <span className="quick-result__name">{p.name}</span>
                            <Price price={p.price} listPrice={p.listPrice} discountPercent={p.discountPercent} />
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {data.totalProducts > QUICK_RESULTS && (
                    <Link className="button button--secondary" to={`/products?search=${encodeURIComponent(settled)}`} onClick={close}>
                      {text('search.seeAll', SEE_ALL_TEXT, { count: data.totalProducts })}
                    </Link>
                  )}
                </section>
              )}
              <div className="quick-search__side">
                {data.categories.length > 0 && (
                  <section aria-labelledby={`${id}-categories`}>
                    <h2 id={`${id}-categories`} className="quick-search__heading">{text('search.categories', 'Categories')}</h2>
                    <ul className="quick-search__links">
                      {data.categories.map((c) => (
                        <li key={c.id}><Link to={c.href} onClick={close}>{c.name}<span className="quick-search__path">{c.path}</span></Link></li>
                      ))}
                    </ul>
                  </section>
                )}
                {data.brands.length > 0 && (
                  <section aria-labelledby={`${id}-brands`}>
                    <h2 id={`${id}-brands`} className="quick-search__heading">{text('search.brands', 'Brands')}</h2>
                    <ul className="quick-search__links">
                      {data.brands.map((b) => <li key={b.id}><Link to={b.href} onClick={close}>{b.name}</Link></li>)}
                    </ul>
                  </section>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}

function MostSearched({ text, categorySnippet, brandSnippet, onPick }: { text: Text; categorySnippet: string; brandSnippet: string; onPick: () => void }) {
  const lists = [
    { title: text('search.popularCategoriesTitle', 'Most searched categories'), links: popularLinks(categorySnippet, DEFAULT_POPULAR_CATEGORIES) },
    { title: text('search.popularBrandsTitle', 'Most searched brands'), links: popularLinks(brandSnippet, DEFAULT_POPULAR_BRANDS) },
  ];
  return (
    <div className="quick-search__popular">
      {lists.map((list) => (
        <section key={list.title} aria-label={list.title}>
          <h2 className="quick-search__heading">{list.title}</h2>
          <ul className="quick-search__links">
            {list.links.map((l) => <li key={l.href}><Link to={l.href} onClick={onPick}>{l.label}</Link></li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}
