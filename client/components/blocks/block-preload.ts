// The chunks of a content page's preloadable blocks (registry entries made with preloadable()):
// the worker lists them for modulepreload, and the browser loads them before hydrating, so
// these blocks hydrate with the page (their filters and links work from the first click)
// instead of staying server HTML until a lazy chunk arrives.
import { isContentBlock, type ContentBlockType, type PageBuilderBlock } from '../../../shared/content/types';
import { isPreloadable } from './preloadable';
import { blockRegistry } from './registry';

/** The types of the page's blocks whose chunks load ahead (each once). */
export function preloadableBlockTypes(blocks: PageBuilderBlock[]): ContentBlockType[] {
  const types = blocks.filter(isContentBlock).map((b) => b._type).filter((t) => isPreloadable(blockRegistry[t]));
  return [...new Set(types)];
}

export async function preloadBlocks(types: readonly string[] | undefined): Promise<void> {
  await Promise.all((types ?? []).map((type) => {
    const component = (blockRegistry as Record<string, unknown>)[type];
    return isPreloadable(component) ? component.preload().catch(() => undefined) : undefined;
  }));
}

/** Source paths of those blocks (Vite manifest keys: one module per block, named after its type). */
export function blockModuleSources(types: readonly string[] | undefined): string[] {
  return (types ?? []).filter((t) => isPreloadable((blockRegistry as Record<string, unknown>)[t])).map((t) => `client/components/blocks/${t}.tsx`);
}
