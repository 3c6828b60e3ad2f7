// @vitest-environment happy-dom
// The quick search's term settles 800 ms after typing stops (spec section 9), never for fewer
// than 3 characters, and a newer term always replaces an older one before it is searched.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SEARCH_DELAY_MS } from '../../../shared/search';
import { useSettledTerm } from './use-settled-term';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: { settled: string; waiting: boolean }[] = [];
function Probe({ term }: { term: string }) {
  seen.push(useSettledTerm(term));
  return null;
}
const root = createRoot(document.createElement('div'));
const type = (term: string) => act(() => root.render(<Probe term={term} />));
const wait = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });
const now = () => seen.at(-1)!;

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => {
  act(() => root.render(null));
  vi.useRealTimers();
});

it('settles once typing stopped for the whole delay, and waits until then', async () => {
  await type('lin');
  expect(now()).toEqual({ settled: '', waiting: true });
  await wait(SEARCH_DEBOUNCE_MS + SEARCH_DELAY_MS - 1);
  expect(now().settled).toBe('');
  await wait(1);
  expect(now()).toEqual({ settled: 'lin', waiting: false });
});

it('searches only the latest term when the shopper types on', async () => {
  await type('lin');
  await wait(500);
  await type('linnen ');
  await wait(500);
  expect(now().settled).not.toBe('lin');
  await wait(SEARCH_DEBOUNCE_MS + SEARCH_DELAY_MS);
  expect(now()).toEqual({ settled: 'linnen', waiting: false });
});

it('searches nothing under three characters, and clears a settled term at once', async () => {
  await type('jas');
  await wait(SEARCH_DEBOUNCE_MS + SEARCH_DELAY_MS);
  expect(now().settled).toBe('jas');
  await type('ja');
  expect(now()).toEqual({ settled: '', waiting: false });
});
