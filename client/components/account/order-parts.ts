// The order page's cancellation as a part on intent (decision 028): a native disclosure whose
// form posts to the worker without code; its code (the form's behaviour) wakes when the
// shopper reaches for it. The account route readies it with the page on the server and before
// a client-side page change (account-pages.ts).
import { onIntent } from '../../lib/preloadable';

export const OrderCancel = onIntent(async () => ({ default: (await import('./OrderCancel')).OrderCancel }));
