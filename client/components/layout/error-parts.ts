// The error page's ways on (the search and the most searched categories) as a part on intent
// (decision 028): readied on the server before every render (Shell's loadShellModules), so its
// HTML stands in place; in the browser its code comes when the shopper reaches for it.
import { onIntent } from '../../lib/preloadable';

export const ErrorWaysOn = onIntent(() => import('./ErrorWaysOn'));
