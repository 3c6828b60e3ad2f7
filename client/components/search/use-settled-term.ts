import { useEffect, useState } from 'react';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, SEARCH_DELAY_MS } from '../../../shared/search';

/**
 * The term to search for: it settles 300 ms after typing stops, then a 500 ms timer runs
 * (spec section 9). Under 3 characters nothing is searched. A newer term always replaces an
 * older one before its request, so a late answer can never show for the wrong term.
 */
export function useSettledTerm(term: string): { settled: string; waiting: boolean } {
  const [settled, setSettled] = useState('');
  const clean = term.trim();
  useEffect(() => {
    if (clean.length < MIN_SEARCH_LENGTH) {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(clean), SEARCH_DEBOUNCE_MS + SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [clean]);
  return { settled, waiting: clean.length >= MIN_SEARCH_LENGTH && clean !== settled };
}
