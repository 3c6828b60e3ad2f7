import { createContext } from 'react';

/**
 * Set where the page already has its h1 (the error page's message): an h1 Title block then
 * renders as h2, so a page never has two top-level headings.
 */
export const PageHasHeading = createContext(false);
