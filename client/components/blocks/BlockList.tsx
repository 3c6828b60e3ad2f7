import { Suspense, type ComponentType } from 'react';
import { isContentBlock, type PageBuilderBlock } from '../../../shared/content/types';
import { blockRegistry } from './registry';

export function BlockList({ blocks }: { blocks: PageBuilderBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        if (!isContentBlock(block)) {
          return (
            <div key={block._key} className="block-error container" role="alert">
              Failed to load component: {block._type}
            </div>
          );
        }
        const Block = blockRegistry[block._type] as ComponentType<{ block: typeof block }> | undefined;
        if (!Block) return null;
        return (
          <Suspense key={block._key} fallback={<div className={`block-skeleton block-skeleton--${block._type}`} />}>
            <Block block={block} />
          </Suspense>
        );
      })}
    </>
  );
}
