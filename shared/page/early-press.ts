// The first press counts: until React has hydrated the page, a click on a button that only the
// page's code gives meaning (type="button": a heart, a menu, the search) would do nothing. An
// inline script in the head (worker/render/render-page.tsx) records such presses from the first
// byte on; once the page is hydrated, client/lib/early-presses.ts presses the same buttons again
// in order, so the press ends exactly as it would have a moment later. Links work without
// script and are left alone; so are submit buttons, except in a part that hydrates later
// (HydrateLater) when the form would fail the browser's checks: the form's own checks and
// messages, not the browser's bubble, answer that first press (the part holds the replayed
// press until its code runs). A form that passes them posts as it is (the worker answers it),
// unless it is marked EARLY_HOLD_ATTRIBUTE: its code answers more than the worker's redirect
// can (add to cart: the mini-cart, the announcement, asking for a size), so its press is held
// too. Should the page's code fail to load, the bootstrap (worker/render/bootstrap.ts) releases
// the held presses of such forms, which then post as they would without JavaScript.
// A part that hydrates later holds its own presses from the moment the page is hydrated, every
// submit among them, valid or not (HydrateLater: the press wakes the part, whose code answers it).
//
// The same script notes an image that fails before its code could hear it (data-failed): CSS
// hides the browser's broken-image icon at once, and the image component, once it runs, shows
// its placeholder as it would for a failure it heard itself (client/components/ui/ResponsiveImage.tsx).

/** Where the inline script keeps the pressed buttons. */
export const EARLY_PRESS_GLOBAL = '__earlyPresses';
/**
 * Marks a form whose submit press is held until the page is hydrated, valid or not; in a part
 * that hydrates later, also links to places on the same page its code answers with more.
 */
export const EARLY_HOLD_ATTRIBUTE = 'data-hold-early';
/** What a press is recorded on. */
export const EARLY_PRESS_SELECTOR = `button[type="button"], .hydrate-later form button[type="submit"], form[${EARLY_HOLD_ATTRIBUTE}] button[type="submit"]`;
/** Where the inline script offers the release of held presses when the page's code failed to load. */
export const EARLY_PRESS_RELEASE = '__releaseEarlyPresses';
/** Marks a button pressed before the code ran, until the press is replayed (CSS may show it). */
export const EARLY_PRESS_ATTRIBUTE = 'data-pressed-early';
/** Marks an image whose load failed, whenever it failed. */
export const IMAGE_FAILED_ATTRIBUTE = 'data-failed';

/**
 * Whether a form would fail the browser's own checks, asked without firing 'invalid' events
 * (checkValidity would): a submit press is held only then. Script text, shared by the inline
 * script and HydrateLater (formFailsChecks).
 */
const FORM_FAILS_CHECKS = '(function(f){if(!f)return false;for(var i=0;i<f.elements.length;i++){var e=f.elements[i];'
  + 'if(e.willValidate&&e.validity&&!e.validity.valid)return true}return false})';

/** FORM_FAILS_CHECKS as a function of the page's code (the page's CSP allows no eval). */
export function formFailsChecks(form: { elements: ArrayLike<unknown> } | null | undefined): boolean {
  if (!form) return false;
  for (let i = 0; i < form.elements.length; i++) {
    const e = form.elements[i] as { willValidate?: boolean; validity?: { valid: boolean } };
    if (e.willValidate && e.validity && !e.validity.valid) return true;
  }
  return false;
}

/** For tests: the inline script's own copy of formFailsChecks. */
export const formFailsChecksScript = FORM_FAILS_CHECKS;

/** The inline script's text: installs the capture listeners on the document. */
export function earlyPressScript(): string {
  return '(function(d,w){var q=w.' + EARLY_PRESS_GLOBAL + '=[],off=false;'
    + 'd.addEventListener("click",function(e){'
    + 'if(off||d.documentElement.dataset.hydrated)return;'
    + 'var t=e.target&&e.target.closest?e.target.closest(' + JSON.stringify(EARLY_PRESS_SELECTOR) + '):null;'
    + 'if(!t||t.disabled)return;'
    + 'if(t.type==="submit"&&!(t.form&&t.form.hasAttribute(' + JSON.stringify(EARLY_HOLD_ATTRIBUTE) + '))&&!' + FORM_FAILS_CHECKS + '(t.form))return;'
    + 'e.preventDefault();q.push(t);t.setAttribute(' + JSON.stringify(EARLY_PRESS_ATTRIBUTE) + ',"")'
    + '},true);'
    // The page's code did not load: stop holding; held submits post as they would without it.
    + 'w.' + EARLY_PRESS_RELEASE + '=function(){off=true;q.splice(0).forEach(function(t){'
    + 't.removeAttribute(' + JSON.stringify(EARLY_PRESS_ATTRIBUTE) + ');'
    + 'if(t.type==="submit"&&t.form&&t.isConnected)t.form.requestSubmit(t)})};'
    + 'd.addEventListener("error",function(e){var t=e.target;'
    + 'if(t&&t.tagName==="IMG")t.setAttribute(' + JSON.stringify(IMAGE_FAILED_ATTRIBUTE) + ',"")'
    + '},true)})(document,window)';
}
