import { Suspense, type ComponentType } from 'react';
import { isContentBlock, type PageBuilderBlock } from '../../../shared/content/types';
import { hydratesLater } from '../../lib/preloadable';
import { HydrateLater } from '../ui/HydrateLater';
import { PartBoundary } from '../ui/PartBoundary';
import { blockRegistry } from './registry';
import '../../styles/blocks-media.css';
import '../../styles/blocks-overviews.css';

/** Spec section 8: 'Failed to load component: {type}'. */
export const blockFailedMessage = (type: string) => `Failed to load component: ${type}`;

function BlockFailed({ type }: { type: string }) {
  return <div className="block-error container" role="alert">{blockFailedMessage(type)}</div>;
}

export function BlockList({ blocks }: { blocks: PageBuilderBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        if (!isContentBlock(block)) return <BlockFailed key={block._key} type={block._type} />;
        const Block = blockRegistry[block._type] as ComponentType<{ block: typeof block }>;
        const rendered = (
          <Suspense fallback={<div className={`block-skeleton block-skeleton--${block._type}`} />}>
            <Block block={block} />
          </Suspense>
        );
        return (
          // One block's failure stays that block's: a chunk that does not load or a block that
          // throws shows the spec's message in its place, and the page's other blocks render.
          <PartBoundary key={block._key} message={blockFailedMessage(block._type)} fallback={<BlockFailed type={block._type} />}>
            {hydratesLater(Block)
              ? (
                <HydrateLater name={block._type} when={Block.hydration === 'in-view' ? 'view' : 'intent'} load={Block.preload} ready={Block.isLoaded()}>
                  {rendered}
                </HydrateLater>
              )
              : rendered}
          </PartBoundary>
        );
      })}
    </>
  );
}
