// The page's code starts after the first paint (decision 001): the stylesheet and the leading
// image have the connection to themselves, and hydration follows a frame later. One inline
// script, run in the frame after the first: a modulepreload for every chunk the page needs
// (all at once, no import waterfall), then the entry. The links carry the response's CSP
// nonce, so they are allowed whether or not a browser counts a scripted modulepreload as
// trusted under 'strict-dynamic' (the import() of a nonced script is).

import { EARLY_PRESS_RELEASE } from '../../shared/page/early-press';

/** The bootstrap script's text (JSON-quoted paths and nonce: nothing in them can end the script). */
export function bootstrapScript(entry: string, chunks: string[], nonce?: string): string {
  const withNonce = nonce ? `l.nonce=${JSON.stringify(nonce)};` : '';
  return 'requestAnimationFrame(function(){setTimeout(function(){'
    + `${JSON.stringify(chunks)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';${withNonce}l.href=h;document.head.appendChild(l)});`
    // Should the entry not load, presses held for it post as they would without JavaScript.
    + `import(${JSON.stringify(entry)}).catch(function(){var r=window.${EARLY_PRESS_RELEASE};if(r)r()})})})`;
}
