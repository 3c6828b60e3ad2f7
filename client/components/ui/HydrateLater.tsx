// Parts of a page that cost no JavaScript until they are needed (decision 005). While the
// first HTML is hydrated, the part keeps the server's markup as it is — links, images, native
// disclosures and forms, scrolling rows all work — and its chunk loads when the part nears
// the viewport ('view') or when the shopper points at, touches or tabs into it (both). The
// live part then replaces the markup in a transition (no fallback flash), carrying over focus,
// typed values, opened disclosures and scroll positions, replaying a press on a button or
// site link that landed on the markup, and ending on the live part a press that went down on
// the markup (hydrate-later-carry.ts, loaded with the part). Client-side navigations render
// directly: there is no markup to keep.
import { Component, startTransition, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { EARLY_HOLD_ATTRIBUTE, EARLY_PRESS_ATTRIBUTE, formFailsChecks, IMAGE_FAILED_ATTRIBUTE } from '../../../shared/page/early-press';
import { shopTextsReady } from '../../lib/page-snippets';
import type { Preloadable } from '../../lib/preloadable';
import { hasSavedProducts, serverHasSavedProducts, subscribeLocalWishlist } from '../../lib/wishlist';
import { PartBoundary } from './PartBoundary';
import type { Carried } from './hydrate-later-carry';

type CarryModule = typeof import('./hydrate-later-carry');
let carryModule: CarryModule | null = null;
const loadCarry = async () => { carryModule ??= await import('./hydrate-later-carry'); };

/** How far outside the viewport a 'view' part starts loading. */
const VIEW_MARGIN = '200px 0px';
/**
 * How long a held press that works without the part's code (a site link, a valid form's submit)
 * waits for the code: then it does what it does without JavaScript.
 */
export const HELD_PRESS_DEADLINE_MS = 3000;
/** A product's wishlist heart (WishlistHeart.tsx), whose state only the part's code shows. */
const HEART = '.wishlist-heart';
/** What a press on the markup is held for and replayed on the live part. */
export const PRESSABLE = 'a[href], button';
/**
 * Keys a live part gives meaning of its own on a button or a range input (a gallery's arrows,
 * a price range's steps), where the markup would do nothing or step in the browser's own
 * steps: held on the markup and pressed again on the live part. On links and text fields they
 * keep their native work (scrolling the page, moving the caret).
 */
export const HELD_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);
const KEYED = 'button, input[type="range"]';
/** The events that end a press (a pointer let go or cancelled, the Space key up). */
export const PRESS_RELEASES = ['pointerup', 'pointercancel', 'keyup'] as const;
/** Whether an event starts or ends a press: any pointer event, a key event only of Space. */
export const isPressEvent = (event: Event) => !(event instanceof KeyboardEvent) || event.key === ' ';

const noSubscription = () => () => undefined;

/**
 * Whether React is hydrating the server's markup here: true for every boundary of the first
 * HTML, also one that hydrates after the page was marked hydrated (a section that streamed in
 * later, like the header's menu), false in a render of the browser's own (a client-side
 * navigation, a boundary whose server HTML was its fallback). React reads the server snapshot
 * exactly while it hydrates.
 */
function useHydratingServerMarkup(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => typeof document !== 'undefined');
}

interface Props {
  /** What the part is (data-part, for tests and debugging). */
  name: string;
  when: 'view' | 'intent';
  /** Loads the part's chunk. */
  load: () => Promise<unknown>;
  /** The chunk is already loaded: hydrate at once. */
  ready: boolean;
  /** Wake at once (a reason of the page's own, such as an arrival the part must land). */
  wake?: boolean | undefined;
  children: ReactNode;
}

export function HydrateLater({ name, when, load, ready, wake: wakeAtOnce = false, children }: Props) {
  const slot = useRef<HTMLDivElement | null>(null);
  const pressed = useRef<Element | null>(null);
  const pressing = useRef<Element | null>(null);
  const keys = useRef<Array<[Element, string]>>([]);
  const hydrating = useHydratingServerMarkup();
  const [live, setLive] = useState(() => ready || !hydrating);
  const wakeNow = useRef<(() => void) | null>(null);
  // Product hearts: the server renders each unpressed (it never knows anyone's list), and only
  // the part's code shows which are saved. For a shopper with saved products, a part that holds
  // hearts wakes at once, so no saved product shows an empty heart.
  const saved = useSyncExternalStore(subscribeLocalWishlist, hasSavedProducts, serverHasSavedProducts);

  useEffect(() => {
    const root = slot.current;
    if (live || !root) return;
    let woken = false;
    let arrived = false;
    let deadline: number | undefined;
    // A held press that works without the code (a site link, a form's submit) does what it does
    // without JavaScript: the link loads its page, the form posts and the worker answers.
    const pressWithoutCode = () => {
      const held = pressed.current;
      pressed.current = null;
      if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
      else if (held instanceof HTMLButtonElement && held.type === 'submit') held.form?.requestSubmit(held);
    };
    const wake = () => {
      if (woken) return;
      woken = true;
      stop();
      root.addEventListener('click', hold);
      const show = () => startTransition(() => setLive(true));
      // The live part may say what the markup did not: the shop's whole texts come with its code.
      Promise.all([load(), loadCarry(), shopTextsReady()]).then(() => {
        arrived = true;
        show();
      }, () => {
        // The code failed: a held link or submit goes on without it; the part's error boundary
        // has its say about the rest.
        arrived = true;
        pressWithoutCode();
        show();
      });
    };
    // A press on the markup before the code arrived is held and replayed on the live part: a
    // button would do nothing, a site link would load the whole page instead of routing, a
    // form's submit would show the browser's bubble instead of the form's own messages, or be
    // answered by the worker's redirect instead of in place: the first press ends as any later one.
    function hold(event: Event) {
      const target = (event.target as Element).closest(PRESSABLE);
      if (!target || !root!.contains(target)) return;
      const mouse = event as MouseEvent;
      if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      if (target instanceof HTMLAnchorElement) {
        if (target.target === '_blank' || target.origin !== window.location.origin || target.hasAttribute('download')) return;
        // A jump to a place on this page (a skip link) needs no code: the browser's own moves focus
        // too. Unless the part's code answers it with more (EARLY_HOLD_ATTRIBUTE: the brand
        // index's letters land on the next letter with brands and focus its heading).
        const here = window.location;
        const samePage = target.hash && target.pathname === here.pathname && target.search === here.search;
        if (samePage && !target.closest(`[${EARLY_HOLD_ATTRIBUTE}]`)) return;
      }
      // A submit is held too, valid or not: the press woke the part, and its code answers the
      // form as it answers any later press (its own messages, its outcome in place), where the
      // worker's redirect would answer in other words on another page. Should the code fail to
      // load, the held submit posts as it would without JavaScript (wake, above).
      // A second press while the first is held is held too (the latest wins): let through, a
      // site link would load the whole document.
      event.preventDefault();
      // Seen at once, until the live part takes its place (#50 item 1: on a slow phone nothing
      // showed for seconds, and the shopper pressed again): the mark the head's script gives a
      // press before the page is hydrated (shared/page/early-press.ts), styled in index.css.
      pressed.current?.removeAttribute(EARLY_PRESS_ATTRIBUTE);
      target.setAttribute(EARLY_PRESS_ATTRIBUTE, '');
      pressed.current = target;
      // Not held for ever: should the code not have come by the deadline (a stalled
      // connection), a link or a form the browser would send goes on without it. A form that
      // fails the browser's checks waits for its own messages (the browser would only say no).
      window.clearTimeout(deadline);
      const form = target instanceof HTMLButtonElement && target.type === 'submit' ? target.form : null;
      if (target instanceof HTMLAnchorElement || (form && !formFailsChecks(form))) {
        deadline = window.setTimeout(() => { if (!arrived && pressed.current === target) pressWithoutCode(); }, HELD_PRESS_DEADLINE_MS);
      }
    }
    const observer = when === 'view'
      ? new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) wake(); }, { rootMargin: VIEW_MARGIN })
      : null;
    // The slot has no box of its own (display: contents): watch what it holds, including what
    // streams into it after hydration (a Suspense section whose data came later).
    const watchChildren = () => { if (observer) for (const child of root.children) observer.observe(child); };
    watchChildren();
    const arrivals = observer ? new MutationObserver(watchChildren) : null;
    arrivals?.observe(root, { childList: true });
    // A press under way when the live part replaces the markup ends on the live part.
    const down = (event: Event) => { if (isPressEvent(event)) pressing.current = event.target as Element; };
    const up = (event: Event) => { if (isPressEvent(event)) pressing.current = null; };
    const holdKey = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if (!HELD_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || !target.matches(KEYED)) return;
      event.preventDefault();
      keys.current.push([target, event.key]);
    };
    root.addEventListener('pointerdown', down);
    root.addEventListener('keydown', down);
    root.addEventListener('keydown', holdKey);
    for (const e of PRESS_RELEASES) window.addEventListener(e, up, true);
    // A field changed without a pointer or focus (a value chosen from a list by a script, an
    // assistive tool) wakes it too: the change is carried over to the live part.
    const events = ['pointerover', 'touchstart', 'focusin', 'click', 'change'] as const;
    for (const e of events) root.addEventListener(e, e === 'click' ? clickWake : wake, { passive: e !== 'click' });
    function clickWake(event: Event) {
      wake();
      hold(event);
    }
    // An image of the markup that failed to load (noted by the head's script, or heard here):
    // the part's code shows its placeholder instead of the browser's broken image.
    const imageFailed = (event: Event) => { if ((event.target as Element | null)?.tagName === 'IMG') wake(); };
    root.addEventListener('error', imageFailed, true);
    function stop() {
      observer?.disconnect();
      arrivals?.disconnect();
      for (const e of events) root!.removeEventListener(e, e === 'click' ? clickWake : wake);
      root!.removeEventListener('error', imageFailed, true);
    }
    if (root.querySelector(`img[${IMAGE_FAILED_ATTRIBUTE}]`)) wake();
    wakeNow.current = wake;
    return () => {
      wakeNow.current = null;
      stop();
      window.clearTimeout(deadline);
      root.removeEventListener('click', hold);
      root.removeEventListener('pointerdown', down);
      root.removeEventListener('keydown', down);
      root.removeEventListener('keydown', holdKey);
      for (const e of PRESS_RELEASES) window.removeEventListener(e, up, true);
    };
  }, [live, load, when]);

  useEffect(() => {
    if (!live && (wakeAtOnce || (saved && slot.current?.querySelector(HEART)))) wakeNow.current?.();
  }, [wakeAtOnce, saved, live]);

  return <Slot name={name} live={live} slot={slot} pressed={pressed} pressing={pressing} keys={keys}>{children}</Slot>;
}

interface SlotProps {
  name: string;
  live: boolean;
  slot: { current: HTMLDivElement | null };
  pressed: { current: Element | null };
  pressing: { current: Element | null };
  keys: { current: Array<[Element, string]> };
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
    if (previous.live || !this.props.live || !root || !carryModule) return null;
    const carried = carryModule.readCarried(root, this.props.pressed.current, this.props.pressing.current, this.props.keys.current);
    this.props.keys.current = [];
    this.props.pressed.current = null;
    this.props.pressing.current = null;
    return carried;
  }

  override componentDidMount() {
    this.markLive();
  }

  override componentDidUpdate(_previous: SlotProps, _state: unknown, carried: Carried | null) {
    const root = this.props.slot.current;
    if (carried && root) carryModule?.applyCarried(root, carried);
    this.markLive();
  }

  /**
   * data-live: the part's code runs (tests wait for it as a shopper's next keystroke would).
   * Set in the browser once the live part is committed, never written by the server: the
   * server's markup is the part before its code arrived.
   */
  private markLive() {
    const root = this.props.slot.current;
    if (this.props.live && root && !root.hasAttribute('data-live')) root.setAttribute('data-live', '');
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
export function Later<P extends object>({ name, component: Part, props, fallback = null, wake }: {
  name: string;
  component: Preloadable<P>;
  props: P;
  /** Wake at once (HydrateLater's wake). */
  wake?: boolean;
  /** Shown while the part's data or code is on its way (server stream, client navigation). */
  fallback?: ReactNode;
}) {
  return (
    <HydrateLater name={name} when={Part.hydration === 'in-view' ? 'view' : 'intent'} load={Part.preload} ready={Part.isLoaded()} wake={wake}>
      {/* The part fails alone: logged, and nothing in its place (decision 013). */}
      <PartBoundary message={`Part failed to load: ${name}`}>
        <Suspense fallback={fallback}><Part {...props} /></Suspense>
      </PartBoundary>
    </HydrateLater>
  );
}
