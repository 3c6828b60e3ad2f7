// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { StorefrontApi } from '../../../shared/storefront-api';
import { AppProviders } from '../../app';
import { StateContext } from '../../router/hooks';
import type { RouteState } from '../../router/load-route';
import { PAGE_LOADED_SNIPPET, PageAnnouncer, resetPageAnnouncer } from './PageAnnouncer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../lib/meta', () => ({
  pageMeta: (matches: { id: string }[]) => ({ title: `${matches[0]?.id ?? 'home'} | VELD`, description: '' }),
}));

const at = (key: string, id: string): RouteState => ({
  location: { pathname: `/${id}`, search: '', hash: '', key, state: null },
  matches: [{ id, module: 'page', params: {}, data: undefined }], error: undefined, status: 200,
});

async function announcements(snippets: Record<string, string>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['snippets'], snippets);
  const container = document.createElement('div');
  const root = createRoot(container);
  const show = (state: RouteState) => act(async () => {
    root.render(
      <AppProviders queryClient={queryClient} api={{} as StorefrontApi}>
        <StateContext.Provider value={state}><PageAnnouncer /></StateContext.Provider>
      </AppProviders>,
    );
    await new Promise((r) => setTimeout(r, 0));
  });
  const region = () => container.querySelector('[role="status"]')!;
  return { show, region, done: () => act(() => root.unmount()) };
}

afterEach(() => resetPageAnnouncer());

it('says nothing for the first page, then the title of each new page, politely', async () => {
  const page = await announcements({});
  await page.show(at('k1', 'home'));
  expect(page.region().getAttribute('aria-live')).toBe('polite');
  expect(page.region().textContent).toBe('');
  await page.show(at('k2', 'dames'));
  expect(page.region().textContent).toBe('Pagina geladen: dames | VELD');
  await page.done();
});

it("takes the text from the shop's snippet when it has one", async () => {
  const page = await announcements({ [PAGE_LOADED_SNIPPET]: 'Nu op: {title}' });
  await page.show(at('k1', 'home'));
  await page.show(at('k2', 'heren'));
  expect(page.region().textContent).toBe('Nu op: heren | VELD');
  await page.done();
});
