// @vitest-environment happy-dom
// Queries the worker streamed into the HTML reach the browser's cache: those in the document
// at start and those pushed after the browser took over.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { receiveDehydratedState } from './dehydration';

const settled = (key: string, data: unknown) => {
  const server = new QueryClient();
  server.setQueryData([key], data);
  return dehydrate(server);
};

afterEach(() => { delete window.__RQ; });

it('hydrates what the document carried, then whatever the stream pushes later', () => {
  window.__RQ = [settled('navigation', ['Dames', 'Heren'])];
  const browser = new QueryClient();
  receiveDehydratedState(browser);
  expect(browser.getQueryData(['navigation'])).toEqual(['Dames', 'Heren']);
  window.__RQ.push(settled('product', { name: 'Linnen blouse' }));
  expect(browser.getQueryData(['product'])).toEqual({ name: 'Linnen blouse' });
});

it('starts empty when the document carried nothing yet', () => {
  const browser = new QueryClient();
  receiveDehydratedState(browser);
  expect(browser.getQueryCache().getAll()).toHaveLength(0);
  window.__RQ!.push(settled('cart', { lineItems: [] }));
  expect(browser.getQueryData(['cart'])).toEqual({ lineItems: [] });
});

it('counts what the page carried as fresh from its arrival, however long ago the worker read it', () => {
  const server = new QueryClient();
  server.setQueryData(['listing'], { total: 12 }, { updatedAt: Date.now() - 10 * 60_000 });
  window.__RQ = [dehydrate(server)];
  const browser = new QueryClient();
  receiveDehydratedState(browser);
  const query = browser.getQueryCache().find({ queryKey: ['listing'] })!;
  expect(query.state.data).toEqual({ total: 12 });
  expect(query.isStaleByTime(60_000)).toBe(false);
});

it('keeps the last of several pushes of one query, though they arrive within a millisecond', () => {
  const at = Date.now();
  const version = (texts: string[]) => {
    const server = new QueryClient();
    server.setQueryData(['snippets', 'page'], texts, { updatedAt: at + texts.length });
    return dehydrate(server);
  };
  window.__RQ = [version(['Zoeken']), version(['Zoeken', 'Winkelwagen'])];
  const browser = new QueryClient();
  receiveDehydratedState(browser);
  window.__RQ.push(version(['Zoeken', 'Winkelwagen', 'Menu']));
  expect(browser.getQueryData(['snippets', 'page'])).toEqual(['Zoeken', 'Winkelwagen', 'Menu']);
});
