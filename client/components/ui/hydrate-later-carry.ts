// What the shopper did to a part's server markup before its code arrived, read at the last
// moment before the live part replaces it and applied to the live part (HydrateLater). Its
// own chunk: only a part that wakes needs it.
import { PRESSABLE } from './HydrateLater';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]';
const FIELDS = 'input, select, textarea';

export interface Carried {
  focus: number;
  open: number[];
  scroll: Array<[number, number]>;
  values: Array<[number, string, boolean]>;
  press: number;
}

const indexIn = (root: HTMLElement, selector: string, el: Element | null) =>
  el ? [...root.querySelectorAll(selector)].indexOf(el) : -1;

/** What the shopper did to the server markup, by position, to carry over to the live part. */
export function readCarried(root: HTMLElement, pressed: Element | null): Carried {
  const all = [...root.querySelectorAll('*')];
  return {
    focus: indexIn(root, FOCUSABLE, document.activeElement),
    open: [...root.querySelectorAll('details')].flatMap((d, i) => (d.open ? [i] : [])),
    scroll: all.flatMap((el, i): Array<[number, number]> => (el.scrollLeft > 0 ? [[i, el.scrollLeft]] : [])),
    values: [...root.querySelectorAll<HTMLInputElement>(FIELDS)].map((f, i): [number, string, boolean] => [i, f.value, f.checked]),
    press: indexIn(root, PRESSABLE, pressed),
  };
}

export function applyCarried(root: HTMLElement, carried: Carried) {
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
  // The press after the values took effect (their re-render runs in a microtask, and flushes
  // the part's effects first): a held submit then checks what the shopper typed.
  const pressed = carried.press >= 0 ? root.querySelectorAll(PRESSABLE)[carried.press] as HTMLElement | undefined : undefined;
  if (pressed) setTimeout(() => { if (pressed.isConnected) pressed.click(); }, 0);
}
