// Pure layout rules shared by the content blocks: slides per view (the block's own numbers, else
// the spec's defaults), alignment and background shapes. (The Content block's width and padding
// rule lives in Content.tsx, the one block that uses it.)
import type { Alignment, BackgroundShape, SliderProps } from '../../../shared/content/types';
import type { SliderPerView } from '../ui/slider-metrics';

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

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
