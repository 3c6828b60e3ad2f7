// Pure layout rules of the content blocks: slides per view (the block's own numbers, else the
// spec's defaults), alignment, background shapes and the Content block's width and padding as
// CSS custom properties (blocks-content.css applies them per breakpoint: no inline media queries).
import {
  type Alignment, type BackgroundShape, type Padding, type RichContentBlock, type SliderProps,
} from '../../../shared/content/types';
import type { SliderPerView } from '../ui/slider-metrics';

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const nonNegative = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Slides per view: the block's perViewDesktop/Tablet/Mobile when set, else `defaults`. */
export function perViewOf(block: SliderProps, defaults: SliderPerView): SliderPerView {
  const tablet = positive(block.perViewTablet) ? block.perViewTablet : defaults.tablet;
  return {
    desktop: positive(block.perViewDesktop) ? block.perViewDesktop : defaults.desktop,
    ...(tablet === undefined ? {} : { tablet }),
    mobile: positive(block.perViewMobile) ? block.perViewMobile : defaults.mobile,
  };
}

const ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right'];
const SHAPES: readonly BackgroundShape[] = ['round', 'triangle', 'zigzag'];

/** A known alignment, else left. */
export function alignmentOf(value: unknown): Alignment {
  return ALIGNMENTS.includes(value as Alignment) ? (value as Alignment) : 'left';
}

/** A known background shape, else none. */
export function shapeOf(value: unknown): BackgroundShape | undefined {
  return SHAPES.includes(value as BackgroundShape) ? (value as BackgroundShape) : undefined;
}

/** Class names of a section with an optional background shape (`shape shape--round`…). */
export function shapeClass(value: unknown): string {
  const shape = shapeOf(value);
  return shape ? ` shape shape--${shape}` : '';
}

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
