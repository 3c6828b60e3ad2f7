// Slides per view and spacing per breakpoint (spec section 9), turned into the CSS custom
// properties that size the server-rendered row and into keen-slider's options, from one source
// so the row does not move when keen-slider takes over.

export interface SliderPerView {
  desktop: number;
  /** Defaults to the desktop value. */
  tablet?: number;
  mobile: number;
}

/** Space between slides in pixels; missing breakpoints take the next smaller one's value. */
export interface SliderSpacing {
  mobile?: number;
  tablet?: number;
  desktop?: number;
}

export const DEFAULT_SLIDER_SPACING = 16;

interface Step { perView: number; spacing: number }

export interface SliderMetrics {
  mobile: Step;
  tablet: Step;
  desktop: Step;
  /** Custom properties read by slider.css. */
  style: Record<`--slider-${string}`, string>;
  /** The spacing that applies at the window's current width. */
  gapAt(win: Pick<Window, 'matchMedia'>): number;
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegative(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function sliderMetrics(perView: SliderPerView, spacing: SliderSpacing = {}): SliderMetrics {
  const mobileView = positive(perView.mobile, 1);
  const desktopView = positive(perView.desktop, mobileView);
  const tabletView = positive(perView.tablet, desktopView);
  const mobileGap = nonNegative(spacing.mobile, DEFAULT_SLIDER_SPACING);
  const tabletGap = nonNegative(spacing.tablet, mobileGap);
  const desktopGap = nonNegative(spacing.desktop, tabletGap);
  const mobile = { perView: mobileView, spacing: mobileGap };
  const tablet = { perView: tabletView, spacing: tabletGap };
  const desktop = { perView: desktopView, spacing: desktopGap };
  return {
    mobile, tablet, desktop,
    style: {
      '--slider-per-view-mobile': String(mobileView),
      '--slider-per-view-tablet': String(tabletView),
      '--slider-per-view-desktop': String(desktopView),
      '--slider-gap-mobile': `${mobileGap}px`,
      '--slider-gap-tablet': `${tabletGap}px`,
      '--slider-gap-desktop': `${desktopGap}px`,
    },
    gapAt(win) {
      if (win.matchMedia('(min-width: 1024px)').matches) return desktopGap;
      if (win.matchMedia('(min-width: 768px)').matches) return tabletGap;
      return mobileGap;
    },
  };
}
