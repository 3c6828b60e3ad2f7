import { useId, type CSSProperties } from 'react';
import type { BlockOfType } from '../../../shared/content/types';
import { RichText } from '../content/RichText';
import { alignmentOf, contentBlockStyle, shapeClass } from './block-layout';

/**
 * Rich text with an optional title: aligned left, center or right, at most `maxWidth` wide,
 * its own padding per breakpoint and an optional background shape (round, triangle, zigzag).
 */
export default function Content({ block }: { block: BlockOfType<'Content'> }) {
  const titleId = useId();
  const alignment = alignmentOf(block.alignment);
  return (
    <section
      className={`content-block content-block--${alignment}${shapeClass(block.backgroundStyle)}`}
      style={contentBlockStyle(block) as CSSProperties}
      {...(block.title ? { 'aria-labelledby': titleId } : {})}
    >
      <div className="container">
        <div className="content-block__inner">
          {block.title && <h2 id={titleId} className="content-block__title">{block.title}</h2>}
          <RichText value={block.body} />
        </div>
      </div>
    </section>
  );
}
