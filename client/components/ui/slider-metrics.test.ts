import { describe, expect, it } from 'vitest';
import { DEFAULT_SLIDER_SPACING, sliderMetrics } from './slider-metrics';

const at = (width: number) => ({
  matchMedia: (query: string) => ({ matches: width >= Number(/(\d+)px/.exec(query)![1]) }) as MediaQueryList,
});

describe('sliderMetrics', () => {
  it('takes the spec numbers per breakpoint (product slider 5.4/4.2/1.8, spacing 20)', () => {
    const m = sliderMetrics({ desktop: 5.4, tablet: 4.2, mobile: 1.8 }, { mobile: 20 });
    expect(m.desktop).toEqual({ perView: 5.4, spacing: 20 });
    expect(m.tablet).toEqual({ perView: 4.2, spacing: 20 });
    expect(m.mobile).toEqual({ perView: 1.8, spacing: 20 });
    expect(m.style['--slider-per-view-desktop']).toBe('5.4');
    expect(m.style['--slider-gap-mobile']).toBe('20px');
  });

  it('lets the tablet take the desktop count and larger screens the smaller spacing', () => {
    const m = sliderMetrics({ desktop: 3.66, mobile: 2 }, { mobile: 16, desktop: 32 });
    expect(m.tablet).toEqual({ perView: 3.66, spacing: 16 });
    expect(m.desktop.spacing).toBe(32);
    expect(m.gapAt(at(375))).toBe(16);
    expect(m.gapAt(at(800))).toBe(16);
    expect(m.gapAt(at(1440))).toBe(32);
  });

  it('falls back to one slide and the default spacing for nonsense from the content service', () => {
    const m = sliderMetrics({ desktop: Number.NaN, mobile: -2 }, { mobile: -1 });
    expect(m.mobile).toEqual({ perView: 1, spacing: DEFAULT_SLIDER_SPACING });
    expect(m.desktop.perView).toBe(1);
  });
});
