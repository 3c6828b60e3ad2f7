// Shopware's fixed defaults (Defaults.php), the same in every installation: a storefront or a
// test may compare against them, so the catalogue and the shopper side both use these.

/** Defaults::LANGUAGE_SYSTEM: the system language every installation starts with. */
export const LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
/** Defaults::CURRENCY: the system currency (EUR in a default installation). */
export const CURRENCY_ID = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
/** Defaults::LIVE_VERSION. */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425';
