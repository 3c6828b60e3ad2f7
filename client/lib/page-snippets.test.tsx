// @vitest-environment happy-dom
// The snippets a page carries (decision 030): the server records what its render looked up;
// the browser says the same with them alone, and loads the whole set at the first need for more.
import { QueryClient } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StorefrontApi } from '../../shared/storefront-api';
import { AppProviders } from '../app';
import { SnippetReads } from '../../worker/render/snippet-reads';
import { lazyWithShopTexts, loadShopTexts, PAGE_SNIPPETS_KEY, setShopTextsLoader, SnippetReadsContext } from './page-snippets';
import { useSnippets } from './snippets';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ALL = { 'cart.title': 'Winkelwagen', 'cart.items': '{count} artikelen', 'cart.items.one': '{count} artikel', 'search.open': 'Zoeken' };

function Says({ id, fallback, count }: { id: string; fallback: string; count?: number }) {
  const { text } = useSnippets();
  return <p>{text(id, fallback, count === undefined ? undefined : { count })}</p>;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('on the server', () => {
  it('notes every snippet the render looked up, the singular it chose and one the shop lacks (null)', () => {
    const queryClient = newClient();
    queryClient.setQueryData(['snippets'], ALL);
    const reads = new SnippetReads();
    const html = renderToString(
      <AppProviders queryClient={queryClient} api={{} as StorefrontApi}>
        <SnippetReadsContext.Provider value={reads}>
          <Says id="cart.title" fallback="Cart" />
          <Says id="cart.items" fallback="{count} items" count={1} />
          <Says id="cart.missing" fallback="Nothing here" />
        </SnippetReadsContext.Provider>
      </AppProviders>,
    );
    expect(html).toContain('Winkelwagen');
    expect(html).toContain('1 artikel<');
    expect(html).toContain('Nothing here');
    expect(reads.pageSnippets(ALL)).toEqual({ 'cart.title': 'Winkelwagen', 'cart.items.one': '{count} artikel', 'cart.missing': null });
  });
});

describe('carry', () => {
  function Carries() {
    const { carry } = useSnippets();
    carry('search.open', 'cart.title');
    return null;
  }

  it('notes on the server what a stand-in will say though the HTML does not show it', () => {
    const queryClient = newClient();
    queryClient.setQueryData(['snippets'], ALL);
    const reads = new SnippetReads();
    renderToString(
      <AppProviders queryClient={queryClient} api={{} as StorefrontApi}>
        <SnippetReadsContext.Provider value={reads}><Carries /></SnippetReadsContext.Provider>
      </AppProviders>,
    );
    expect(reads.pageSnippets(ALL)).toEqual({ 'search.open': 'Zoeken', 'cart.title': 'Winkelwagen' });
  });
});

describe('in the browser', () => {
  const mounted: (() => Promise<void>)[] = [];
  afterEach(async () => { for (const done of mounted.splice(0)) await done(); });

  async function show(queryClient: QueryClient, api: Partial<StorefrontApi>, ui: React.ReactNode) {
    const container = document.createElement('div');
    const root = createRoot(container);
    const render = (node: React.ReactNode) => act(async () => {
      root.render(<AppProviders queryClient={queryClient} api={api as StorefrontApi}>{node}</AppProviders>);
    });
    await render(ui);
    mounted.push(() => act(async () => root.unmount()));
    return { text: () => [...container.querySelectorAll('p')].map((p) => p.textContent), render };
  }
  const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

  it('says what the page carried, its fallback where the shop has none, and asks for nothing more', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(PAGE_SNIPPETS_KEY, { 'cart.title': 'Winkelwagen', 'cart.missing': null });
    const snippets = vi.fn(async () => ALL);
    const page = await show(queryClient, { snippets }, <><Says id="cart.title" fallback="Cart" /><Says id="cart.missing" fallback="Nothing here" /></>);
    await settle();
    expect(page.text()).toEqual(['Winkelwagen', 'Nothing here']);
    expect(snippets).not.toHaveBeenCalled();
  });

  it('loads the whole set for a snippet the page did not carry, and the text follows', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(PAGE_SNIPPETS_KEY, { 'cart.title': 'Winkelwagen' });
    let answer!: (all: typeof ALL) => void;
    const snippets = vi.fn(() => new Promise<typeof ALL>((resolve) => { answer = resolve; }));
    const page = await show(queryClient, { snippets }, <><Says id="cart.title" fallback="Cart" /><Says id="cart.items" fallback="{count} items" count={1} /></>);
    expect(snippets).toHaveBeenCalledOnce();
    expect(page.text()).toEqual(['Winkelwagen', '1 items']);
    await act(async () => answer(ALL));
    await settle();
    expect(page.text()).toEqual(['Winkelwagen', '1 artikel']);
  });

  it('asks once for a whole set that fails, however often the page renders again', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(PAGE_SNIPPETS_KEY, {});
    const snippets = vi.fn(() => Promise.reject(new Error('down')));
    const page = await show(queryClient, { snippets }, <Says id="search.open" fallback="Search" />);
    for (let i = 0; i < 3; i += 1) {
      await settle();
      await page.render(<Says id="search.open" fallback="Search" />);
    }
    expect(snippets).toHaveBeenCalledOnce();
    expect(page.text()).toEqual(['Search']);
  });

  it('waits for the whole set once (loadShopTexts), and never fails what waited', async () => {
    const queryClient = newClient();
    const snippets = vi.fn(async () => ALL);
    await loadShopTexts(queryClient, { snippets } as unknown as StorefrontApi);
    await loadShopTexts(queryClient, { snippets } as unknown as StorefrontApi);
    expect(snippets).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['snippets'])).toEqual(ALL);
    const failing = { snippets: () => Promise.reject(new Error('down')) } as unknown as StorefrontApi;
    await expect(loadShopTexts(newClient(), failing)).resolves.toBeUndefined();
  });
});

describe('lazyWithShopTexts', () => {
  it('shows what opens on a press once its code and the whole set are in, and preload starts both', async () => {
    let textsIn!: () => void;
    const texts = vi.fn(() => new Promise<void>((resolve) => { textsIn = resolve; }));
    setShopTextsLoader(texts);
    onTestFinished(() => setShopTextsLoader(null));
    const code = vi.fn(async () => ({ default: () => <p>Lade</p> }));
    const Drawer = lazyWithShopTexts(code);
    void Drawer.preload();
    expect(code).toHaveBeenCalledOnce();
    expect(texts).toHaveBeenCalledOnce();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Suspense fallback={<p>Wacht</p>}><Drawer /></Suspense>));
    expect(container.textContent).toBe('Wacht');
    await act(async () => textsIn());
    expect(container.textContent).toBe('Lade');
    await act(async () => root.unmount());
  });
});
