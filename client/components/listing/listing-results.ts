// The listing's filters, sort, grid and pages as a part that hydrates on intent
// (ListingResults.tsx). Here, apart from ListingView, so that a screen or block that shows a
// listing can ready it with its data without importing the view: on the server before the
// render (its HTML stands in place), in the browser before a client-side page change (shown at
// once, no empty grid while the chunk loads).
import { onIntent } from '../../lib/preloadable';

export const ListingResults = onIntent(() => import('./ListingResults'));

/** Loads the listing's part (see above); the first view leaves it to the shopper's intent. */
export const preloadListing = (): Promise<void> => ListingResults.preload();
