// Parts of a page that cost no JavaScript until they are needed (decision 005). While the
// first HTML is hydrated, the part keeps the server's markup as it is — links, images, native
// disclosures and forms, scrolling rows all work — and its chunk loads when the part nears
// the viewport ('view') or when the shopper points at, touches or tabs into it (both). The
// live part then replaces the markup in a transition (no fallback flash), carrying over focus,
// typed values, opened disclosures and scroll positions, and replaying a button press that
// landed on the markup. Client-side navigations render directly: there is no markup to keep.
import { Component, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Preloadable } from '../../lib/preloadable';

/** How far outside the viewport a 'view' part starts loading. */
const VIEW_MARGIN = '100% 0px';
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]';
const FIELDS = 'input, select, textarea';
/** What a press on the markup is held for and replayed on the live part. */
const PRESSABLE = 'a[href], button';

function hydratingFirstHtml(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

interface Carried {
  focus: number;
  open: number[];
  scroll: Array<[number, number]>;
  values: Array<[number, string, boolean]>;
  press: number;
}

const indexIn = (root: HTMLElement, selector: string, el: Element | null) =>
  el ? [...root.querySelectorAll(selector)].indexOf(el) : -1;

/** What the shopper did to the server markup, by position, to carry over to the live part. */
function readCarried(root: HTMLElement, pressed: Element | null): Carried {
  const all = [...root.querySelectorAll('*')];
  return {
    focus: indexIn(root, FOCUSABLE, document.activeElement),
    open: [...root.querySelectorAll('details')].flatMap((d, i) => (d.open ? [i] : [])),
    scroll: all.flatMap((el, i): Array<[number, number]> => (el.scrollLeft > 0 ? [[i, el.scrollLeft]] : [])),
    values: [...root.querySelectorAll<HTMLInputElement>(FIELDS)].map((f, i): [number, string, boolean] => [i, f.value, f.checked]),
    press: indexIn(root, PRESSABLE, pressed),
  };
}

function applyCarried(root: HTMLElement, carried: Carried) {
  const all = [...root.querySelectorAll('*')];
  for (const [i, left] of carried.scroll) if (all[i]) all[i].scrollLeft = left;
  const details = [...root.querySelectorAll('details')];
  for (const i of carried.open) if (details[i]) details[i].open = true;
  const fields = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  for (const [i, value, checked] of carried.values) {
    const field = fields[i];
    if (!field || field.type === 'file') continue;
    // Through the native setter and an input event, so controlled fields take the value too.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), field.type === 'checkbox' || field.type === 'radio' ? 'checked' : 'value')?.set;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== checked) field.click();
    } else if (field.value !== value && setter) {
      setter.call(field, value);
      field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    }
  }
  if (carried.focus >= 0) (root.querySelectorAll(FOCUSABLE)[carried.focus] as HTMLElement | undefined)?.focus({ preventScroll: true });
  if (carried.press >= 0) (root.querySelectorAll(PRESSABLE)[carried.press] as HTMLElement | undefined)?.click();
}

interface Props {
  /** What the part is (data-part, for tests and debugging). */
  name: string;
  when: 'view' | 'intent';
  /** Loads the part's chunk. */
  load: () => Promise<unknown>;
  /** The chunk is already loaded: hydrate at once. */
  ready: boolean;
  children: ReactNode;
}

export function HydrateLater({ name, when, load, ready, children }: Props) {
  const slot = useRef<HTMLDivElement | null>(null);
  const pressed = useRef<Element | null>(null);
  const [live, setLive] = useState(() => ready || !hydratingFirstHtml());

  useEffect(() => {
    const root = slot.current;
    if (live || !root) return;
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      stop();
      root.addEventListener('click', hold);
      const show = () => startTransition(() => setLive(true));
      load().then(show, () => {
        // A held link still takes the shopper where it points; the part's error boundary
        // has its say about the rest.
        const held = pressed.current;
        pressed.current = null;
        if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
        show();
      });
    };
    // A press on the markup before the code arrived is held and replayed on the live part: a
    // button would do nothing, and a site link would load the whole page instead of routing.
    function hold(event: Event) {
      const target = (event.target as Element).closest(PRESSABLE);
      if (!target || !root!.contains(target) || pressed.current) return;
      const mouse = event as MouseEvent;
      if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      if (target instanceof HTMLAnchorElement) {
        if (target.target === '_blank' || target.origin !== window.location.origin || target.hasAttribute('download')) return;
      } else if ((target as HTMLButtonElement).type === 'submit') {
        return; // a form post works without JavaScript
      }
      event.preventDefault();
      pressed.current = target;
    }
    const observer = when === 'view'
      ? new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) wake(); }, { rootMargin: VIEW_MARGIN })
      : null;
    // The slot has no box of its own (display: contents): watch what it holds.
    if (observer) for (const child of root.children) observer.observe(child);
    const events = ['pointerover', 'touchstart', 'focusin', 'click'] as const;
    for (const e of events) root.addEventListener(e, e === 'click' ? clickWake : wake, { passive: e !== 'click' });
    function clickWake(event: Event) {
      wake();
      hold(event);
    }
    function stop() {
      observer?.disconnect();
      for (const e of events) root!.removeEventListener(e, e === 'click' ? clickWake : wake);
    }
    return () => { stop(); root.removeEventListener('click', hold); };
  }, [live, load, when]);

  return <Slot name={name} live={live} slot={slot} pressed={pressed}>{children}</Slot>;
}

interface SlotProps {
  name: string;
  live: boolean;
  slot: { current: HTMLDivElement | null };
  pressed: { current: Element | null };
  children: ReactNode;
}

/**
 * The element that holds the part. A class for one reason: getSnapshotBeforeUpdate reads the
 * server markup's state at the last moment before React replaces it, so a disclosure toggled,
 * a value typed or a row scrolled while the chunk loaded is carried over too.
 */
class Slot extends Component<SlotProps> {
  override getSnapshotBeforeUpdate(previous: SlotProps): Carried | null {
    const root = this.props.slot.current;
    if (previous.live || !this.props.live || !root) return null;
    const carried = readCarried(root, this.props.pressed.current);
    this.props.pressed.current = null;
    return carried;
  }

  override componentDidUpdate(_previous: SlotProps, _state: unknown, carried: Carried | null) {
    const root = this.props.slot.current;
    if (carried && root) applyCarried(root, carried);
  }

  override render() {
    const { name, live, slot, children } = this.props;
    const ref = (el: HTMLDivElement | null) => { slot.current = el; };
    if (!live) {
      // Keeps the server's markup untouched while hydrating (React leaves inner HTML alone).
      return <div key="server" ref={ref} className="hydrate-later" data-part={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    }
    // A new element (key) rather than swapping the old one's inner HTML for children.
    return <div key="live" ref={ref} className="hydrate-later" data-part={name}>{children}</div>;
  }
}

/** A preloadable component (client/lib/preloadable.tsx) rendered through HydrateLater. */
export function Later<P extends object>({ name, component: Part, props }: { name: string; component: Preloadable<P>; props: P }) {
  return (
    <HydrateLater name={name} when={Part.hydration === 'in-view' ? 'view' : 'intent'} load={Part.preload} ready={Part.isLoaded()}>
      <Suspense fallback={null}><Part {...props} /></Suspense>
    </HydrateLater>
  );
}
