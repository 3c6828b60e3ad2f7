// What the shopper did to a part's server markup before its code arrived, read at the last
// moment before the live part replaces it and applied to the live part (HydrateLater). Its
// own chunk: only a part that wakes needs it.
//
// Elements are matched by who they are, not where they are: the live part is a fresh client
// render, and an element it adds or leaves out (a control that only exists with JavaScript, a
// hint shown only without) would shift every position after it onto the wrong element. Who an
// element is: its tag and its most stable own name (a field's name, a link's href, an
// aria-label, a disclosure's summary, its text), and which of the elements of that name it is.
// An element without a match by name falls back to its position, when that is an element of
// the same tag. Ids are not a name: React's useId gives the server and a fresh client render
// different ones.
import { isPressEvent, PRESS_RELEASES, PRESSABLE } from './HydrateLater';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]';
const FIELDS = 'input, select, textarea';
/**
 * What a press that began on the markup and ends on the live part acts on: the live part
 * replaces the element the pointer (or the Space key) went down on, and a browser sends the
 * click only to an element that saw both the press and the release, so the press would end in
 * nothing.
 */
const CLICKABLE = `${PRESSABLE}, summary, label, input[type="checkbox"], input[type="radio"]`;

/** Where an element was: its name among its kind, and its position as the fallback. */
export interface Place {
  key: string;
  at: number;
  tag: string;
}

export interface Carried {
  focus: Place | null;
  open: Place[];
  scroll: Array<[Place, number]>;
  values: Array<[Place, string, boolean]>;
  press: Place | null;
  /** A press under way at the swap (pointer or Space down on the markup, not yet released). */
  pressing: Place | null;
  /** Keys held on a button or range input (HydrateLater's HELD_KEYS), in order. */
  keys: Array<[Place, string]>;
}

const TEXT_NAME_LENGTH = 60;

/** An element's own name, the same in the server's markup and in a fresh client render. */
export function nameOf(el: Element): string {
  const attr = (name: string) => el.getAttribute(name) ?? '';
  const field = el as HTMLInputElement;
  if (attr('name')) {
    // Radio buttons and checkboxes of one group share a name: their value tells them apart.
    const choice = field.type === 'radio' || field.type === 'checkbox';
    return `name=${attr('name')}${choice ? `=${attr('value')}` : ''}`;
  }
  if (el.tagName === 'A' && attr('href')) return `href=${attr('href')}`;
  if (attr('aria-label')) return `label=${attr('aria-label')}`;
  if (el.tagName === 'DETAILS') {
    const summary = el.querySelector(':scope > summary');
    if (summary) return `summary=${(summary.textContent ?? '').trim().slice(0, TEXT_NAME_LENGTH)}`;
  }
  return `text=${(el.textContent ?? '').trim().slice(0, TEXT_NAME_LENGTH)}`;
}

/** The places of a list of elements: name plus occurrence among equally named ones. */
function placesOf(elements: Element[]): Place[] {
  const seen = new Map<string, number>();
  return elements.map((el, at) => {
    const name = `${el.tagName}|${nameOf(el)}`;
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    return { key: `${name}#${n}`, at, tag: el.tagName };
  });
}

/** Finds a place in a list of the live part's elements: by name first, then by position. */
export function find<T extends Element>(elements: T[], place: Place, places = placesOf(elements)): T | undefined {
  const named = places.findIndex((p) => p.key === place.key);
  if (named >= 0) return elements[named];
  const at = elements[place.at];
  return at?.tagName === place.tag ? at : undefined;
}

function placeIn(root: HTMLElement, selector: string, el: Element | null): Place | null {
  if (!el) return null;
  const elements = [...root.querySelectorAll(selector)];
  const at = elements.indexOf(el);
  return at < 0 ? null : placesOf(elements)[at]!;
}

/** What the shopper did to the server markup, to carry over to the live part. */
export function readCarried(root: HTMLElement, pressed: Element | null, pressing: Element | null = null, keys: Array<[Element, string]> = []): Carried {
  const all = [...root.querySelectorAll('*')];
  const allPlaces = placesOf(all);
  const details = [...root.querySelectorAll('details')];
  const detailPlaces = placesOf(details);
  const fields = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  const fieldPlaces = placesOf(fields);
  // Focus and held keys are placed among the same elements: listed and named once.
  const focusable = [...root.querySelectorAll(FOCUSABLE)];
  const focusablePlaces = placesOf(focusable);
  const focusablePlace = (el: Element | null) => {
    const at = el ? focusable.indexOf(el) : -1;
    return at < 0 ? null : focusablePlaces[at]!;
  };
  return {
    focus: focusablePlace(document.activeElement),
    open: details.flatMap((d, i) => (d.open ? [detailPlaces[i]!] : [])),
    scroll: all.flatMap((el, i): Array<[Place, number]> => (el.scrollLeft > 0 ? [[allPlaces[i]!, el.scrollLeft]] : [])),
    values: fields.map((f, i): [Place, string, boolean] => [fieldPlaces[i]!, f.value, f.checked]),
    press: placeIn(root, PRESSABLE, pressed),
    pressing: placeIn(root, CLICKABLE, pressing?.closest(CLICKABLE) ?? null),
    keys: keys.flatMap(([el, key]): Array<[Place, string]> => {
      const place = focusablePlace(el);
      return place ? [[place, key]] : [];
    }),
  };
}

export function applyCarried(root: HTMLElement, carried: Carried) {
  const all = [...root.querySelectorAll('*')];
  const allPlaces = placesOf(all);
  for (const [place, left] of carried.scroll) {
    const el = find(all, place, allPlaces);
    if (el) el.scrollLeft = left;
  }
  const details = [...root.querySelectorAll('details')];
  const detailPlaces = placesOf(details);
  for (const place of carried.open) {
    const el = find(details, place, detailPlaces);
    if (el) el.open = true;
  }
  const fields = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  const fieldPlaces = placesOf(fields);
  for (const [place, value, checked] of carried.values) {
    const field = find(fields, place, fieldPlaces);
    if (!field || field.type === 'file') continue;
    // Through the native setter and an input event, so controlled fields take the value too.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== checked) field.click();
    } else if (field.value !== value && setter) {
      setter.call(field, value);
      field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    }
  }
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const focusablePlaces = placesOf(focusable);
  if (carried.focus) find(focusable, carried.focus, focusablePlaces)?.focus({ preventScroll: true });
  const keys = carried.keys.flatMap(([place, key]): Array<[HTMLElement, string]> => {
    const el = find(focusable, place, focusablePlaces);
    return el ? [[el, key]] : [];
  });
  if (keys.length > 0) setTimeout(() => pressKeys(keys), 0);
  // The press after the values took effect (their re-render runs in a microtask, and flushes
  // the part's effects first): a held submit then checks what the shopper typed.
  const pressed = carried.press ? find([...root.querySelectorAll<HTMLElement>(PRESSABLE)], carried.press) : undefined;
  if (pressed) setTimeout(() => { if (pressed.isConnected) pressed.click(); }, 0);
  const pressing = carried.pressing ? find([...root.querySelectorAll<HTMLElement>(CLICKABLE)], carried.pressing) : undefined;
  if (pressing) endPressOn(pressing);
}

/**
 * Presses held keys again on the live fields, one a task (after the swap's commit): each key's
 * handler then sees what the one before it did (its re-render is committed in between).
 */
function pressKeys(keys: Array<[HTMLElement, string]>) {
  const next = keys.shift();
  if (!next) return;
  const [field, key] = next;
  if (field.isConnected) field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  setTimeout(() => pressKeys(keys), 0);
}

/**
 * Ends a press that began on the markup on its live counterpart: when the release lands on it
 * (where the pointer is let go, or where focus is for Space) and the browser's own click did
 * not reach it, it is clicked. A release elsewhere (the shopper dragged away) or a cancelled
 * pointer ends in nothing, as it would have on the markup.
 */
export function endPressOn(el: HTMLElement) {
  let clicked = false;
  const onClick = (event: Event) => { if (el.contains(event.target as Node)) clicked = true; };
  const onRelease = (event: Event) => {
    if (!isPressEvent(event)) return;
    stop();
    const at = event instanceof KeyboardEvent ? document.activeElement
      : event.type === 'pointerup' ? document.elementFromPoint((event as PointerEvent).clientX, (event as PointerEvent).clientY)
      : null;
    if (!at || !el.contains(at)) return;
    // The browser's click, if any, follows the release in the same task: look after it.
    window.addEventListener('click', onClick, true);
    setTimeout(() => {
      window.removeEventListener('click', onClick, true);
      if (!clicked && el.isConnected) el.click();
    }, 0);
  };
  function stop() { for (const type of PRESS_RELEASES) window.removeEventListener(type, onRelease, true); }
  for (const type of PRESS_RELEASES) window.addEventListener(type, onRelease, true);
}
