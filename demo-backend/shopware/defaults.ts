// The ids the whole Store API emulator shares. Shopware's fixed defaults (Defaults.php) are the
// same in every installation, and a storefront or test may compare against them; the one sales
// channel is named here once, so the context, SEO URLs, reviews, orders and sitemap file names
// all carry the same id.
import { stableId } from './catalogue/ids';

/** Defaults::LANGUAGE_SYSTEM: the system language every installation starts with. */
export const LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
/** Defaults::CURRENCY: the system currency (EUR in a default installation). */
export const CURRENCY_ID = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
/** Defaults::LIVE_VERSION. */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425';
/** The storefront sales channel: random in Shopware, stable here so a remembered id keeps working. */
export const SALES_CHANNEL_ID = stableId('sales-channel:storefront-nl');
