// A press's idempotency key ("poging"): the same press sent again (a double click, a resubmitted
// form, a retry after a timeout) is the same request and changes things once. The product page's
// add to cart and the checkout's place order carry one (#34); the JSON routes take it as
// `requestId` / `attemptKey`.

/**
 * Back from a form post whose outcome was not confirmed in time: the press's key, so that the
 * form pressed again is the same request (never a second addition or order).
 */
export const ATTEMPT_PARAM = 'poging';
/** What an idempotency key looks like. */
export const ATTEMPT_KEY = /^[\w-]{8,64}$/;
