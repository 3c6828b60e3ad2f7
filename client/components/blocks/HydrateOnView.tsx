// Blocks below the fold cost no JavaScript until they are about to be seen (decision 005).
// While the first HTML is hydrated, a deferred block keeps the server's markup as it is — links,
// images, native disclosures and scrolling rows all work — and its chunk loads when the block
// comes within a screen of the viewport, or when the shopper points at, touches or tabs into
// it. Then the live block replaces the markup in a transition (no fallback flash), carrying
// over focus, opened disclosures and scroll positions. Client-side navigations render blocks
// directly: there is no server markup to keep.
import { Component, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a block starts loading. */
const VIEW_MARGIN = '100% 0px';
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]';

function hydratingFirstHtml(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

interface Carried {
  focus: number;
  open: number[];
  scroll: Array<[number, number]>;
}

/** What the shopper did to the server markup, by position, to carry over to the live block. */
function readCarried(root: HTMLElement): Carried {
  const focusable = [...root.querySelectorAll(FOCUSABLE)];
  const all = [...root.querySelectorAll('*')];
  return {
    focus: document.activeElement ? focusable.indexOf(document.activeElement) : -1,
    open: [...root.querySelectorAll('details')].flatMap((d, i) => (d.open ? [i] : [])),
    scroll: all.flatMap((el, i): Array<[number, number]> => (el.scrollLeft > 0 ? [[i, el.scrollLeft]] : [])),
  };
}

function applyCarried(root: HTMLElement, carried: Carried) {
  const all = [...root.querySelectorAll('*')];
  for (const [i, left] of carried.scroll) if (all[i]) all[i].scrollLeft = left;
  const details = [...root.querySelectorAll('details')];
  for (const i of carried.open) if (details[i]) details[i].open = true;
  if (carried.focus >= 0) (root.querySelectorAll(FOCUSABLE)[carried.focus] as HTMLElement | undefined)?.focus({ preventScroll: true });
}

interface Props {
  type: string;
  /** Loads the block's chunk. */
  load: () => Promise<unknown>;
  /** The chunk is already loaded: hydrate at once. */
  ready: boolean;
  children: ReactNode;
}

export function HydrateOnView({ type, load, ready, children }: Props) {
  const slot = useRef<HTMLDivElement | null>(null);
  const [live, setLive] = useState(() => ready || !hydratingFirstHtml());

  useEffect(() => {
    const root = slot.current;
    if (live || !root) return;
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      stop();
      const show = () => startTransition(() => setLive(true));
      // A chunk that fails still goes live: the block's error boundary shows the spec message.
      load().then(show, show);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) wake();
    }, { rootMargin: VIEW_MARGIN });
    // The slot has no box of its own (display: contents): watch what it holds.
    for (const child of root.children) observer.observe(child);
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const e of events) root.addEventListener(e, wake, { passive: true });
    function stop() {
      observer.disconnect();
      for (const e of events) root!.removeEventListener(e, wake);
    }
    return stop;
  }, [live, load]);

  return <Slot type={type} live={live} slot={slot}>{children}</Slot>;
}

interface SlotProps {
  type: string;
  live: boolean;
  slot: { current: HTMLDivElement | null };
  children: ReactNode;
}

/**
 * The element that holds the block. A class for one reason: getSnapshotBeforeUpdate reads
 * the server markup's state at the last moment before React replaces it, so a disclosure
 * toggled or a row scrolled while the chunk loaded is carried over too.
 */
class Slot extends Component<SlotProps> {
  override getSnapshotBeforeUpdate(previous: SlotProps): Carried | null {
    const root = this.props.slot.current;
    return !previous.live && this.props.live && root ? readCarried(root) : null;
  }

  override componentDidUpdate(_previous: SlotProps, _state: unknown, carried: Carried | null) {
    const root = this.props.slot.current;
    if (carried && root) applyCarried(root, carried);
  }

  override render() {
    const { type, live, slot, children } = this.props;
    const ref = (el: HTMLDivElement | null) => { slot.current = el; };
    if (!live) {
      // Keeps the server's markup untouched while hydrating (React leaves inner HTML alone).
      return <div key="server" ref={ref} className="block-slot" data-block={type} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    }
    // A new element (key) rather than swapping the old one's inner HTML for children.
    return <div key="live" ref={ref} className="block-slot" data-block={type}>{children}</div>;
  }
}
