// Rendering a piece of the shop in a unit test's DOM (happy-dom): the shop's providers, its
// snippets already loaded, and an api with only what the test gives (calling anything else
// fails the test). Test support only: nothing in the shop imports it.
import { QueryClient } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { StorefrontApi } from '../../shared/storefront-api';
import { AppProviders } from '../app';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An api whose every method the test did not give throws, naming it. */
export function fakeApi(methods: Partial<StorefrontApi> = {}): StorefrontApi {
  return new Proxy(methods, {
    get: (target, name: string) => target[name as keyof StorefrontApi] ?? (() => { throw new Error(`unexpected api.${name}()`); }),
  }) as StorefrontApi;
}

export interface Rendered {
  container: HTMLElement;
  root: Root;
  queryClient: QueryClient;
  /** Renders `ui` again in the same providers. */
  rerender(ui: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderInDom(
  ui: ReactNode,
  options: { api?: StorefrontApi; snippets?: Record<string, string>; path?: string; queryClient?: QueryClient } = {},
): Promise<Rendered> {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['snippets'], options.snippets ?? {});
  const api = options.api ?? fakeApi();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const wrap = (node: ReactNode) => (
    <AppProviders queryClient={queryClient} api={api}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{node}</MemoryRouter>
    </AppProviders>
  );
  await act(async () => root.render(wrap(ui)));
  return {
    container, root, queryClient,
    rerender: (next) => act(async () => root.render(wrap(next))),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
      queryClient.clear();
    },
  };
}

/**
 * What a field is looked up in. Typed loosely on purpose: tsconfig.worker.json also checks
 * client/ with the Workers types, whose Element and ParentNode are not the DOM's.
 */
type Searchable = { querySelector(selector: string): unknown };

/** A <select>, found by selector (its options are read). */
export function selectIn(container: Searchable, selector: string): HTMLSelectElement {
  const element = container.querySelector(selector);
  if (element instanceof HTMLSelectElement) return element;
  throw new Error(`no select at ${selector}`);
}

/** Types into a field as a shopper does: React sees the change (its value tracker is passed by). */
export async function typeInto(field: unknown, value: string): Promise<void> {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) {
    throw new Error('typeInto needs a form field');
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  await act(async () => {
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Submits a form as a press of its submit button does (with the shop's handler, no navigation). */
export async function submit(form: HTMLFormElement): Promise<void> {
  await act(async () => { form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
}

/** Clicks an element and lets React finish what the click started. */
export async function click(element: Element): Promise<void> {
  await act(async () => { (element as HTMLElement).click(); });
}

/** Lets settled promises and React's commits run. */
export const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
