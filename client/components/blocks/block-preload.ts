// Which block chunks load ahead of a content page's render (registry entries made with
// preloadable()/inView()/onIntent()). On the server every block of the page is loaded before React
// renders, so each block's HTML stands in place in the first HTML (no streamed segment that
// only a script reveals: the page reads without JavaScript). In the browser only the page's
// 'with-page' blocks load before hydration (the worker modulepreloads them); the others
// load when they near the viewport or the shopper reaches for them (HydrateLater).
import { isContentBlock, type ContentBlockType, type PageBuilderBlock } from '../../../shared/content/types';
import { isPreloadable } from '../../lib/preloadable';
import { blockRegistry } from './registry';

const component = (type: string) => (blockRegistry as Record<string, unknown>)[type];

const isServer = () => typeof document === 'undefined';

/** Blocks whose data follows the URL or other queries (overview-data.ts readies it). */
const OVERVIEW_TYPES: ReadonlySet<string> = new Set([
  'Brands', 'BlogOverview', 'LooksOverview', 'LooksBlogsOverview', 'ProductListing', 'BlogSlider', 'BlogRelated',
]);

export function hasOverviewBlocks(blocks: PageBuilderBlock[]): boolean {
  return blocks.some((b) => OVERVIEW_TYPES.has(b._type));
}

/** The types of the page's blocks whose chunks load before hydration (each once). */
export function preloadableBlockTypes(blocks: PageBuilderBlock[]): ContentBlockType[] {
  const types = blocks.filter(isContentBlock).map((b) => b._type).filter((t) => {
    const c = component(t);
    return isPreloadable(c) && c.hydration === 'with-page';
  });
  return [...new Set(types)];
}

export async function preloadBlocks(types: readonly string[] | undefined): Promise<void> {
  await Promise.all((types ?? []).map((type) => {
    const c = component(type);
    return isPreloadable(c) ? c.preload().catch(() => undefined) : undefined;
  }));
}

/** On the server: every lazy block of the page, so none of them streams in later. */
export async function preloadBlocksForServerRender(blocks: PageBuilderBlock[]): Promise<void> {
  if (!isServer()) return;
  await preloadBlocks([...new Set(blocks.filter(isContentBlock).map((b) => b._type))]);
}

/** Source paths of the before-hydration blocks (Vite manifest keys: one module per block, named after its type). */
export function blockModuleSources(types: readonly string[] | undefined): string[] {
  return (types ?? []).filter((t) => {
    const c = component(t);
    return isPreloadable(c) && c.hydration === 'with-page';
  }).map((t) => `client/components/blocks/${t}.tsx`);
}
