// The first press counts: until React has hydrated the page, a click on a button that only the
// page's code gives meaning (type="button": a heart, a menu, the search) would do nothing. An
// inline script in the head (worker/render/render-page.tsx) records such presses from the first
// byte on; once the page is hydrated, client/lib/early-presses.ts presses the same buttons again
// in order, so the press ends exactly as it would have a moment later. Links and submit buttons
// work without script and are left alone; a part that hydrates later (HydrateLater) holds its
// own presses from the moment the page is hydrated.

/** Where the inline script keeps the pressed buttons. */
export const EARLY_PRESS_GLOBAL = '__earlyPresses';
/** What a press is recorded on. */
export const EARLY_PRESS_SELECTOR = 'button[type="button"]';
/** Marks a button pressed before the code ran, until the press is replayed (CSS may show it). */
export const EARLY_PRESS_ATTRIBUTE = 'data-pressed-early';

/** The inline script's text: installs the capture listener on the document. */
export function earlyPressScript(): string {
  return '(function(d,w){var q=w.' + EARLY_PRESS_GLOBAL + '=[];'
    + 'd.addEventListener("click",function(e){'
    + 'if(d.documentElement.dataset.hydrated)return;'
    + 'var t=e.target&&e.target.closest?e.target.closest(' + JSON.stringify(EARLY_PRESS_SELECTOR) + '):null;'
    + 'if(!t||t.disabled)return;'
    + 'e.preventDefault();q.push(t);t.setAttribute(' + JSON.stringify(EARLY_PRESS_ATTRIBUTE) + ',"")'
    + '},true)})(document,window)';
}
