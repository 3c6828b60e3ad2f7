import { useId, type CSSProperties } from 'react';
import type { BlockOfType, Padding, RichContentBlock } from '../../../shared/content/types';
import { RichText } from '../content/RichText';
import { alignmentOf, shapeClass } from './block-layout';

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const nonNegative = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

type Breakpoint = 'desktop' | 'mobile';

/**
 * The Content block's custom properties: --content-max-width, and
 * --content-pad-{top|bottom}-{desktop|mobile}; absent or invalid values are left to the CSS.
 */
export function contentBlockStyle(block: Pick<RichContentBlock, 'maxWidth' | 'padding'>): Record<string, string> {
  const style: Record<string, string> = {};
  if (positive(block.maxWidth)) style['--content-max-width'] = `${block.maxWidth}px`;
  for (const breakpoint of ['desktop', 'mobile'] as Breakpoint[]) {
    const padding: Partial<Padding> | undefined = block.padding?.[breakpoint];
    for (const side of ['top', 'bottom'] as const) {
      const value = padding?.[side];
      if (nonNegative(value)) style[`--content-pad-${side}-${breakpoint}`] = `${value}px`;
    }
  }
  return style;
}

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
