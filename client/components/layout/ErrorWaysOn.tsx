// The ways on from a page that is not (or no longer) there (ErrorScreen.tsx): a part on intent
// (error-parts.ts). Its markup works without its code: the search is a plain GET form, the most
// searched categories are links.
import { useId } from 'react';
import { Link } from '../../router/Link';
import { popularLinks } from '../../../shared/search';
import { useSnippets } from '../../lib/snippets';

/** A search (a plain GET form: it works before and without the page's code) and the most searched categories. */
export default function WaysOn() {
  const { t, text } = useSnippets();
  const id = useId();
  const popular = popularLinks(t('search.popularCategories'), []);
  return (
    <div className="error-screen__ways">
      <form className="error-screen__search" role="search" action="/products" method="get" aria-label={text('search.dialogLabel', 'Search')}>
        <label htmlFor={`${id}-term`}>{text('search.inputLabel', 'Search the shop')}</label>
        <span className="error-screen__search-row">
          <input id={`${id}-term`} type="search" name="search" required maxLength={200} autoComplete="off"
            placeholder={text('search.placeholder', 'What are you looking for?')} />
          <button type="submit" className="button button--secondary">{text('search.dialogLabel', 'Search')}</button>
        </span>
      </form>
      {popular.length > 0 && (
        <nav aria-labelledby={`${id}-popular`}>
          <h2 id={`${id}-popular`} className="error-screen__heading">{text('search.popularCategoriesTitle', 'Most searched categories')}</h2>
          <ul className="chips">
            {popular.map((l) => <li key={l.href}><Link className="chip" to={l.href}>{l.label}</Link></li>)}
          </ul>
        </nav>
      )}
    </div>
  );
}
