// The catch-all route (spec /:slug, any depth): one server round trip decides whether a path
// is a content page, a journal post, a category, a product or a look's landing page;
// technical Shopware paths redirect (301) to
// their SEO URL; a deleted entity's SEO URL is 410 Gone; anything else is 404 'Page not found: {path}'.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderArgs, RouteDeps, RouteHead } from '../router/types';
import { useLoaderData } from '../router/hooks';
import { loaderIn } from '../router/prepare-route';

/** Each screen's module, by what the path turned out to be (types only: each is a chunk of its own). */
interface ScreenModules {
  category: typeof import('../components/listing/CategoryScreen');
  product: typeof import('../components/product/ProductScreen');
  content: typeof import('../components/content/ContentScreen');
  blog: typeof import('../components/blog/BlogPostScreen');
  landing: typeof import('../components/looks/LandingScreen');
}

export type ScreenName = keyof ScreenModules;
/** A screen's data: what its load gives, and what its Screen shows. */
type ScreenData<K extends ScreenName> = Awaited<ReturnType<ScreenModules[K]['load']>>;
/** What the path resolved to, as the screen's load takes it. */
export type ScreenTarget<K extends ScreenName> = Parameters<ScreenModules[K]['load']>[2];

/** What every screen module offers, for its own data. */
interface ScreenModule<K extends ScreenName> {
  Screen: React.ComponentType<{ data: ScreenData<K> }>;
  load(args: LoaderArgs, deps: RouteDeps, target: ScreenTarget<K>): Promise<ScreenData<K>>;
  /** Chunks the screen needs for this data, besides its own (preloaded by the worker). */
  modulesFor?(data: ScreenData<K>): string[];
  /** Loads those chunks in the browser before hydration. */
  prepareHydration?(data: ScreenData<K>): Promise<void>;
  /** The page's head (RouteModule.head). */
  head?(data: ScreenData<K>, queryClient: QueryClient): RouteHead | undefined;
  /** How long the page store may keep the page, in seconds (RouteModule.storedFor). */
  storedFor?: number;
}

/** A screen's chunk: its source (for the worker's preloads) and its module, loaded once. */
interface ScreenChunk<K extends ScreenName> {
  readonly source: string;
  /** The module once loaded: render and hydration read it without waiting. */
  module?: ScreenModule<K>;
  load(): Promise<ScreenModule<K>>;
}

function chunk<K extends ScreenName>(source: string, load: () => Promise<ScreenModule<K>>): ScreenChunk<K> {
  const entry: ScreenChunk<K> = {
    source,
    async load() {
      entry.module ??= await load();
      return entry.module;
    },
  };
  return entry;
}

/** Each screen is its own chunk: a listing never loads the product page's code. */
const SCREENS: { [K in ScreenName]: ScreenChunk<K> } = {
  category: chunk('client/components/listing/CategoryScreen.tsx', () => import('../components/listing/CategoryScreen')),
  product: chunk('client/components/product/ProductScreen.tsx', () => import('../components/product/ProductScreen')),
  content: chunk('client/components/content/ContentScreen.tsx', () => import('../components/content/ContentScreen')),
  blog: chunk('client/components/blog/BlogPostScreen.tsx', () => import('../components/blog/BlogPostScreen')),
  landing: chunk('client/components/looks/LandingScreen.tsx', () => import('../components/looks/LandingScreen')),
};

/** Loads a screen's module (once). */
export function screen<K extends ScreenName>(name: K): Promise<ScreenModule<K>> {
  return SCREENS[name].load();
}

/** A page of one screen: which, and its data. */
export interface ScreenPage<K extends ScreenName> {
  screen: K;
  data: ScreenData<K>;
}

/** The catch-all route's data: a page of any of the screens. */
export type PageLoaderData = { [K in ScreenName]: ScreenPage<K> }[ScreenName];

/** What the path is, and its screen's data (page-loader.ts, a chunk of its own: loaderIn). */
export const loader = loaderIn(() => import('./page-loader'));

// The router hands a route's data on untyped; it is this route's own.
export function modulesFor(loaderData: unknown): string[] {
  const page = loaderData as PageLoaderData | undefined;
  if (!page?.screen) return [];
  return [SCREENS[page.screen].source, ...screenModulesFor(page)];
}

function screenModulesFor<K extends ScreenName>(page: ScreenPage<K>): string[] {
  return SCREENS[page.screen].module?.modulesFor?.(page.data) ?? [];
}

/** The screen's own head: each screen names its page (a category's SEO title, a product's name). */
export function head(loaderData: unknown, queryClient: QueryClient): RouteHead | undefined {
  const page = loaderData as PageLoaderData | undefined;
  return page?.screen ? screenHead(page, queryClient) : undefined;
}

function screenHead<K extends ScreenName>(page: ScreenPage<K>, queryClient: QueryClient): RouteHead | undefined {
  return SCREENS[page.screen].module?.head?.(page.data, queryClient);
}

/** How long the page may be stored: each screen says (a category's page 5 minutes, a content page's an hour). */
export function storedFor(loaderData: unknown): number | undefined {
  const page = loaderData as PageLoaderData | undefined;
  return page?.screen ? SCREENS[page.screen].module?.storedFor : undefined;
}

export async function prepareHydration(loaderData: unknown): Promise<void> {
  const page = loaderData as PageLoaderData | undefined;
  if (!page?.screen) return;
  await prepareScreen(page);
}

async function prepareScreen<K extends ScreenName>(page: ScreenPage<K>): Promise<void> {
  const mod = await screen(page.screen);
  await mod.prepareHydration?.(page.data);
}

export function Component() {
  return <ScreenView page={useLoaderData<typeof loader>()} />;
}

function ScreenView<K extends ScreenName>({ page }: { page: ScreenPage<K> }) {
  const mod = SCREENS[page.screen].module;
  if (!mod) throw new Error(`Screen ${page.screen} was not loaded before render`);
  const Screen = mod.Screen;
  return <Screen data={page.data} />;
}
