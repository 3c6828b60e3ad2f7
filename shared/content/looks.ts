// Shop-the-look overview state (spec section 4): the gender '' / dames / heren and the page,
// both in the query string (`?gender=dames&p=2`); a gender change starts again at page 1.
import { interpolate } from '../snippets';
import { parsePageParam, type LookGender } from './listings';

export interface LooksState {
  gender: LookGender;
  page: number;
}

export const LOOK_FILTERS: { value: LookGender; label: string }[] = [
  { value: '', label: 'Alle looks' },
  { value: 'dames', label: 'Dames' },
  { value: 'heren', label: 'Heren' },
];

/** Reloading with looks on screen fades them out this long, with a spinner (spec section 9). */
export const LOOK_FADE_MS = 300;

export function parseLooksState(params: URLSearchParams): LooksState {
  const gender = (params.get('gender') ?? '').toLowerCase();
  return { gender: gender === 'dames' || gender === 'heren' ? gender : '', page: parsePageParam(params) };
}

/** The query string of a state, defaults left out ('' for all looks on page 1). */
export function looksSearch(state: LooksState): string {
  const params = new URLSearchParams();
  if (state.gender) params.set('gender', state.gender);
  if (state.page > 1) params.set('p', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A look card's count: the snippet looks.itemCount(.one), else the spec's '{n} item(s)'. */
export const LOOK_ITEMS_TEXT = '{count} item(s)';
export function lookItemsLabel(count: number): string {
  return interpolate(LOOK_ITEMS_TEXT, { count });
}
