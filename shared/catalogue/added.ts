// Back from /cart/add without JavaScript (worker/app.ts): the query parameter naming the product
// that was added (its id). A module of its own: the product page's first view reads it
// (ProductScreen's notice) and carries nothing else of size-choice.ts.
export const ADDED_PARAM = 'toegevoegd';
