import { describe, expect, it } from 'vitest';
import { alignmentOf, perViewOf, shapeClass, shapeOf } from './block-layout';
import { contentBlockStyle } from './Content';

describe('perViewOf', () => {
  const defaults = { desktop: 3.7, tablet: 4.2, mobile: 1.4 };
  it('takes the spec defaults when the block sets nothing', () => {
    expect(perViewOf({}, defaults)).toEqual(defaults);
  });
  it("honours the block's own numbers per breakpoint", () => {
    expect(perViewOf({ perViewDesktop: 3.2, perViewTablet: 2.4, perViewMobile: 1.2 }, defaults))
      .toEqual({ desktop: 3.2, tablet: 2.4, mobile: 1.2 });
    expect(perViewOf({ perViewMobile: 2 }, defaults)).toEqual({ desktop: 3.7, tablet: 4.2, mobile: 2 });
  });
  it('ignores zero, negative and non-numbers', () => {
    expect(perViewOf({ perViewDesktop: 0, perViewTablet: -1, perViewMobile: Number.NaN }, defaults)).toEqual(defaults);
  });
  it('leaves the tablet value to the slider when neither block nor defaults set it', () => {
    expect(perViewOf({}, { desktop: 3.66, mobile: 2 })).toEqual({ desktop: 3.66, mobile: 2 });
  });
});

describe('alignment and shapes', () => {
  it('keeps left, center and right; anything else is left', () => {
    expect(alignmentOf('center')).toBe('center');
    expect(alignmentOf('right')).toBe('right');
    expect(alignmentOf('justify')).toBe('left');
    expect(alignmentOf(undefined)).toBe('left');
  });
  it('knows round, triangle and zigzag', () => {
    expect(shapeOf('zigzag')).toBe('zigzag');
    expect(shapeOf('square')).toBeUndefined();
    expect(shapeClass('round')).toBe(' shape shape--round');
    expect(shapeClass(undefined)).toBe('');
  });
});

describe('contentBlockStyle', () => {
  it('turns max width and padding per breakpoint into custom properties', () => {
    expect(contentBlockStyle({ maxWidth: 760, padding: { desktop: { top: 80, bottom: 96 }, mobile: { top: 48, bottom: 0 } } })).toEqual({
      '--content-max-width': '760px',
      '--content-pad-top-desktop': '80px',
      '--content-pad-bottom-desktop': '96px',
      '--content-pad-top-mobile': '48px',
      '--content-pad-bottom-mobile': '0px',
    });
  });
  it('leaves missing or invalid values to the stylesheet', () => {
    expect(contentBlockStyle({ padding: { desktop: { top: -4, bottom: Number.NaN }, mobile: undefined as never } })).toEqual({});
    expect(contentBlockStyle({ maxWidth: 0, padding: undefined as never })).toEqual({});
  });
});
