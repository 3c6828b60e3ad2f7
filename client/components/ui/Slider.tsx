// The one slider of the shop. The server renders a plain scroll-snapping row sized exactly as
// keen-slider will size it (CSS custom properties per breakpoint), so swiping and keyboard
// scrolling work before any slider code arrives and nothing shifts when it does. keen-slider
// itself (~6 KiB gzip) loads on the shopper's first sign of intent — pointer over, touch or
// focus inside the slider — and never counts against a page's first view (decision 003).
import { Children, useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useSnippets } from '../../lib/snippets';
import { ChevronLeft, ChevronRight } from './icons';
import { sliderMetrics, type SliderPerView, type SliderSpacing } from './slider-metrics';
import { browserOnly } from '../../lib/browser-only';

export type { SliderPerView, SliderSpacing } from './slider-metrics';

interface Props {
  /** Accessible name of the carousel region. */
  label: string;
  perView: SliderPerView;
  spacing?: SliderSpacing;
  children: ReactNode;
  className?: string;
  /** Heading or link shown beside the previous/next buttons. */
  head?: ReactNode;
}

/** Media queries of keen-slider's breakpoints; the CSS in slider.css uses the same widths. */
export const TABLET_QUERY = '(min-width: 768px)';
export const DESKTOP_QUERY = '(min-width: 1024px)';

let keen: Promise<typeof import('keen-slider').default> | null = null;
function loadKeen() {
  keen ??= (import.meta.env.SSR ? browserOnly('the slider') : import('keen-slider')).then((m) => m.default);
  return keen;
}

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Slider({ label, perView, spacing, children, className, head }: Props) {
  const { text } = useSnippets();
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const instance = useRef<KeenSliderInstance | null>(null);
  const starting = useRef<Promise<KeenSliderInstance | null> | null>(null);
  const target = useRef<number | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);
  const count = slides.length;
  const metrics = sliderMetrics(perView, spacing);

  // Before keen-slider runs, the row scrolls natively: read the edges from the scroll position.
  const readScrollEdges = useCallback(() => {
    const el = track.current;
    if (!el || instance.current) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    readScrollEdges();
    const el = track.current;
    el?.addEventListener('scroll', readScrollEdges, { passive: true });
    window.addEventListener('resize', readScrollEdges);
    return () => {
      el?.removeEventListener('scroll', readScrollEdges);
      window.removeEventListener('resize', readScrollEdges);
    };
  }, [readScrollEdges]);

  const start = useCallback((): Promise<KeenSliderInstance | null> => {
    if (instance.current) return Promise.resolve(instance.current);
    starting.current ??= loadKeen().then((KeenSlider) => {
      const el = track.current;
      if (!el) return null;
      // Carry over where the shopper had scrolled natively, then hand the row to keen-slider.
      const first = el.firstElementChild as HTMLElement | null;
      const step = first ? first.getBoundingClientRect().width + metrics.gapAt(window) : 0;
      const initial = step > 0 ? Math.round(el.scrollLeft / step) : 0;
      el.scrollLeft = 0;
      el.dataset.ready = '';
      const slider = new KeenSlider(el, options(metrics, initial), []);
      const update = (s: KeenSliderInstance) => {
        const details = s.track.details;
        if (!details) return;
        setEdges({ start: details.progress <= 0.001, end: details.progress >= 0.999 || details.maxIdx <= 0 });
      };
      slider.on('detailsChanged', update);
      slider.on('animationEnded', () => { target.current = null; });
      slider.on('dragStarted', () => { target.current = null; });
      update(slider);
      instance.current = slider;
      return slider;
    }).catch((error: unknown) => {
      // The row keeps scrolling natively; only the animated moves are lost.
      console.error('Slider failed to load', error);
      starting.current = null;
      return null;
    });
    return starting.current;
  }, [metrics]);

  useEffect(() => () => { instance.current?.destroy(); instance.current = null; }, []);
  useEffect(() => { instance.current?.update(); }, [count]);

  const move = async (direction: 1 | -1) => {
    const slider = await start();
    const details = slider?.track.details;
    if (slider && details) {
      // Presses during an animation add up: count from where the slider is heading.
      const from = target.current ?? details.abs;
      const to = Math.min(Math.max(from + direction, details.minIdx), details.maxIdx);
      target.current = to;
      slider.moveToIdx(to);
      return;
    }
    const el = track.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  // Keyboard: a focused link in a slide that is out of view brings its slide into view.
  const onFocus = (event: React.FocusEvent<HTMLElement>) => {
    void start().then((slider) => {
      const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide-index]');
      if (!slider || !slide) return;
      const index = Number(slide.dataset.slideIndex);
      const details = slider.track.details;
      const visible = details?.slides[index]?.portion ?? 1;
      if (visible < 0.99) slider.moveToIdx(Math.min(index, details?.maxIdx ?? index));
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    const direction = event.key === 'ArrowRight' ? 1 : -1;
    if (direction === 1 ? !edges.end : !edges.start) void move(direction);
  };

  const warm = () => { void start(); };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys delegated from the slides and buttons inside the region
    <div
      className={`slider${className ? ` ${className}` : ''}`}
      role="region"
      aria-roledescription={text('slider.roleDescription', 'carousel')}
      aria-label={label}
      style={metrics.style as CSSProperties}
      onPointerEnter={warm}
      onTouchStart={warm}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <div className="slider__head">
        {head}
        {count > 1 && (
          <div className="slider__controls">
            <button type="button" className="icon-button slider__button" aria-controls={id} aria-label={text('slider.previous', 'Previous')} aria-disabled={edges.start} onClick={() => { if (!edges.start) void move(-1); }}><ChevronLeft /></button>
            <button type="button" className="icon-button slider__button" aria-controls={id} aria-label={text('slider.next', 'Next')} aria-disabled={edges.end} onClick={() => { if (!edges.end) void move(1); }}><ChevronRight /></button>
          </div>
        )}
      </div>
      {/* Slides are groups ("1 van 9"), not list items: a list's items cannot carry a role. */}
      {/* Focusable, so a keyboard can scroll a row whose slides hold no links (reviews). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard */}
      <div ref={track} id={id} className="slider__track" aria-live="off" tabIndex={0}>
        {slides.map((slide, i) => (
          <div key={i} className="slider__slide" data-slide-index={i} role="group" aria-roledescription={text('slider.slide', 'slide')} aria-label={text('slider.slideLabel', '{index} of {count}', { index: i + 1, count })}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}

function options(metrics: ReturnType<typeof sliderMetrics>, initial: number): KeenSliderOptions {
  return {
    initial,
    selector: '.slider__slide',
    mode: 'snap',
    rubberband: !prefersReducedMotion(),
    defaultAnimation: { duration: prefersReducedMotion() ? 0 : 450 },
    slides: { perView: metrics.mobile.perView, spacing: metrics.mobile.spacing },
    breakpoints: {
      [TABLET_QUERY]: { slides: { perView: metrics.tablet.perView, spacing: metrics.tablet.spacing } },
      [DESKTOP_QUERY]: { slides: { perView: metrics.desktop.perView, spacing: metrics.desktop.spacing } },
    },
  };
}
