import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from './icons';

interface Props {
  /** Accessible name of the slider (a region). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * The frame every slider shares: a scroll-snapping track (swipe and keyboard scroll work
 * natively) with previous/next buttons that move by one view and disable at the ends.
 */
export function SliderShell({ label, children, className }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    update();
    const el = track.current;
    el?.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => { el?.removeEventListener('scroll', update); window.removeEventListener('resize', update); };
  }, [update]);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className={`slider ${className ?? ''}`} role="region" aria-roledescription="carrousel" aria-label={label}>
      <div className="slider__controls">
        <button type="button" className="icon-button slider__button" aria-label="Vorige" disabled={edges.start} onClick={() => move(-1)}><ChevronLeft /></button>
        <button type="button" className="icon-button slider__button" aria-label="Volgende" disabled={edges.end} onClick={() => move(1)}><ChevronRight /></button>
      </div>
      <ul ref={track} className="slider__track" tabIndex={0} aria-label={`${label}, schuif voor meer`}>
        {Children.map(children, (child, i) => <li key={i} className="slider__slide">{child}</li>)}
      </ul>
    </div>
  );
}
