// The catch-all route (spec /:slug, any depth): one server round trip decides whether a path
// is a content page, a journal post, a category, a product or a look's landing page;
// technical Shopware paths redirect (301) to
// their SEO URL; a deleted entity's SEO URL is 410 Gone; anything else is 404 'Page not found: {path}'.
import type { LoaderArgs, RouteDeps } from '../router/types';
import { useLoaderData } from '../router/hooks';
import { loaderIn } from '../router/prepare-route';

/** Each screen is its own chunk: a listing never loads the product page's code. */
const SCREENS = {
  category: { source: 'client/components/listing/CategoryScreen.tsx', load: () => import('../components/listing/CategoryScreen') },
  product: { source: 'client/components/product/ProductScreen.tsx', load: () => import('../components/product/ProductScreen') },
  content: { source: 'client/components/content/ContentScreen.tsx', load: () => import('../components/content/ContentScreen') },
  blog: { source: 'client/components/blog/BlogPostScreen.tsx', load: () => import('../components/blog/BlogPostScreen') },
  landing: { source: 'client/components/looks/LandingScreen.tsx', load: () => import('../components/looks/LandingScreen') },
} as const;

type ScreenName = keyof typeof SCREENS;
interface ScreenModule {
  Screen: React.ComponentType<{ data: never }>;
  load(args: LoaderArgs, deps: RouteDeps, target: never): Promise<unknown>;
  /** Chunks the screen needs for this data, besides its own (preloaded by the worker). */
  modulesFor?(data: never): string[];
  /** Loads those chunks in the browser before hydration. */
  prepareHydration?(data: never): Promise<void>;
}

const loaded = new Map<ScreenName, ScreenModule>();

/** Loads a screen's module (once). */
export async function screen(name: ScreenName): Promise<ScreenModule> {
  let mod = loaded.get(name);
  if (!mod) {
    mod = (await SCREENS[name].load()) as unknown as ScreenModule;
    loaded.set(name, mod);
  }
  return mod;
}

export interface PageLoaderData {
  screen: ScreenName;
  data: unknown;
}

/** What the path is, and its screen's data (page-loader.ts, a chunk of its own: loaderIn). */
export const loader = loaderIn(() => import('./page-loader'));

export function modulesFor(loaderData: unknown): string[] {
  const page = loaderData as PageLoaderData | undefined;
  if (!page?.screen) return [];
  return [SCREENS[page.screen].source, ...(loaded.get(page.screen)?.modulesFor?.(page.data as never) ?? [])];
}

export async function prepareHydration(loaderData: unknown): Promise<void> {
  const page = loaderData as PageLoaderData | undefined;
  if (!page?.screen) return;
  const mod = await screen(page.screen);
  await mod.prepareHydration?.(page.data as never);
}

export function Component() {
  const { screen: name, data: screenData } = useLoaderData<typeof loader>();
  const mod = loaded.get(name);
  if (!mod) throw new Error(`Screen ${name} was not loaded before render`);
  const Screen = mod.Screen;
  return <Screen data={screenData as never} />;
}
