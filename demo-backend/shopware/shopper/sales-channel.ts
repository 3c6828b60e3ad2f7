// The one sales channel this emulator serves: the Dutch shop in euros, its countries,
// salutations, payment and shipping methods. Ids are stable hashes, so a storefront that
// remembers one (a chosen payment method, say) keeps working across restarts.
import { stableId } from '../catalogue/ids';
import { FOOTER_ROOT_ID, NAVIGATION_ROOT_ID, SERVICE_ROOT_ID } from '../catalogue/categories';
import { CURRENCY_ID, LANGUAGE_ID, LIVE_VERSION_ID, SALES_CHANNEL_ID } from '../defaults';

export { CURRENCY_ID, LANGUAGE_ID, SALES_CHANNEL_ID };
export const VERSION_ID = LIVE_VERSION_ID;
const LOCALE_ID = stableId('locale:nl-NL');
export const CUSTOMER_GROUP_ID = stableId('customer-group:standard');

const CREATED_AT = '2026-01-05T09:00:00.000+00:00';

/** Cash rounding of the channel: cents, for items and totals alike. */
const ROUNDING = { decimals: 2, interval: 0.01, roundForNet: true };

// ---------------------------------------------------------------------------------------------
// Countries and salutations (the address forms offer these)

interface CountryDef { iso: string; iso3: string; name: string; position: number }

const COUNTRY_DEFS: CountryDef[] = [
  { iso: 'NL', iso3: 'NLD', name: 'Nederland', position: 1 },
  { iso: 'BE', iso3: 'BEL', name: 'België', position: 2 },
  { iso: 'DE', iso3: 'DEU', name: 'Duitsland', position: 3 },
];

export const COUNTRIES = COUNTRY_DEFS.map((c) => ({ ...c, id: stableId(`country:${c.iso}`) }));
export const DEFAULT_COUNTRY_ID = COUNTRIES[0]!.id;

export function isCountryId(id: unknown): id is string {
  return COUNTRIES.some((c) => c.id === id);
}

/** Shopware's default address layout: lines of snippet keys. */
const ADDRESS_FORMAT = [
  ['address/company', 'symbol/dash', 'address/department'],
  ['address/first_name', 'address/last_name'],
  ['address/street'],
  ['address/zipcode', 'address/city'],
  ['address/country'],
];

export function countryJson(id: string) {
  const country = COUNTRIES.find((c) => c.id === id) ?? COUNTRIES[0]!;
  return {
    id: country.id, name: country.name, iso: country.iso, iso3: country.iso3,
    position: country.position, active: true, shippingAvailable: true, isEu: true,
    displayStateInRegistration: false, forceStateInRegistration: false,
    checkVatIdPattern: false, vatIdRequired: false, postalCodeRequired: true,
    checkPostalCodePattern: false, checkAdvancedPostalCodePattern: false,
    customerTax: { enabled: false, currencyId: CURRENCY_ID, amount: 0 },
    companyTax: { enabled: false, currencyId: CURRENCY_ID, amount: 0 },
    addressFormat: ADDRESS_FORMAT,
    states: [],
    customFields: {},
    translated: { name: country.name, addressFormat: ADDRESS_FORMAT, customFields: {} },
    createdAt: CREATED_AT,
    apiAlias: 'country',
  };
}

const SALUTATION_DEFS = [
  { key: 'mr', displayName: 'Dhr.', letterName: 'Geachte heer' },
  { key: 'mrs', displayName: 'Mevr.', letterName: 'Geachte mevrouw' },
  { key: 'not_specified', displayName: 'Geen voorkeur', letterName: 'Beste' },
];

export const SALUTATIONS = SALUTATION_DEFS.map((s) => ({ ...s, id: stableId(`salutation:${s.key}`) }));
/** Shopware fills in "not specified" when a form leaves the salutation out. */
export const DEFAULT_SALUTATION_ID = SALUTATIONS[2]!.id;

export function isSalutationId(id: unknown): id is string {
  return SALUTATIONS.some((s) => s.id === id);
}

export function salutationJson(id: string) {
  const s = SALUTATIONS.find((x) => x.id === id) ?? SALUTATIONS[2]!;
  return {
    id: s.id, salutationKey: s.key, displayName: s.displayName, letterName: s.letterName,
    position: 1, customFields: {},
    translated: { displayName: s.displayName, letterName: s.letterName, customFields: {} },
    createdAt: CREATED_AT, apiAlias: 'salutation',
  };
}

// ---------------------------------------------------------------------------------------------
// Payment and shipping methods. iDEAL, Creditcard and Achteraf betalen are synchronous: paid at
// once, nothing to redirect to. PayPal is asynchronous: /handle-payment answers the demo payment
// page (payments.ts, payment-page.ts), where the shopper approves or cancels.

const PAYMENT_DEFS = [
  { technicalName: 'payment_ideal', name: 'iDEAL', description: 'Direct betalen via je eigen bank.', asynchronous: false },
  { technicalName: 'payment_creditcard', name: 'Creditcard', description: 'Visa, Mastercard of American Express.', asynchronous: false },
  { technicalName: 'payment_invoice', name: 'Achteraf betalen', description: 'Betaal binnen 14 dagen na ontvangst.', asynchronous: false },
  { technicalName: 'payment_paypal', name: 'PayPal', description: 'Je rondt de betaling af bij PayPal.', asynchronous: true },
];

export const PAYMENT_METHODS = PAYMENT_DEFS.map((p, i) => ({ ...p, id: stableId(`payment-method:${p.technicalName}`), position: i + 1 }));
export const DEFAULT_PAYMENT_METHOD_ID = PAYMENT_METHODS[0]!.id;
export const PAYPAL_PAYMENT_METHOD_ID = PAYMENT_METHODS.find((p) => p.technicalName === 'payment_paypal')!.id;

export function paymentMethodOf(id: string) {
  return PAYMENT_METHODS.find((x) => x.id === id);
}

export function isPaymentMethodId(id: unknown): id is string {
  return PAYMENT_METHODS.some((p) => p.id === id);
}

export function paymentMethodJson(id: string) {
  const p = paymentMethodOf(id) ?? PAYMENT_METHODS[0]!;
  return {
    id: p.id, technicalName: p.technicalName, name: p.name, distinguishableName: p.name,
    description: p.description, position: p.position, active: true, afterOrderEnabled: true,
    // 6.6's runtime fields (the 6.7 schema dropped them; 6.6 shops still send them).
    synchronous: !p.asynchronous, asynchronous: p.asynchronous, prepared: false, refundable: false, recurring: false,
    shortName: p.technicalName.replace('payment_', ''), customFields: {},
    translated: { name: p.name, distinguishableName: p.name, description: p.description, customFields: {} },
    createdAt: CREATED_AT, apiAlias: 'payment_method',
  };
}

/** Standard delivery is free from this cart value (EUR, after discounts). */
export const FREE_SHIPPING_FROM = 75;

const DELIVERY_TIME = { id: stableId('delivery-time:1-2-days'), name: '1-2 werkdagen', min: 1, max: 2, unit: 'day' };

const SHIPPING_DEFS = [
  { technicalName: 'shipping_standard', name: 'Standaard bezorging', description: `Gratis vanaf €${FREE_SHIPPING_FROM}, anders €4,95.`, price: 4.95, freeFrom: FREE_SHIPPING_FROM },
  { technicalName: 'shipping_pickup', name: 'Afhalen in de winkel', description: 'Gratis afhalen in Amsterdam.', price: 0, freeFrom: 0 },
];

export const SHIPPING_METHODS = SHIPPING_DEFS.map((s, i) => ({ ...s, id: stableId(`shipping-method:${s.technicalName}`), position: i + 1 }));
export const DEFAULT_SHIPPING_METHOD_ID = SHIPPING_METHODS[0]!.id;

export function shippingMethodOf(id: string) {
  return SHIPPING_METHODS.find((x) => x.id === id) ?? SHIPPING_METHODS[0]!;
}

export function shippingMethodJson(id: string) {
  const s = shippingMethodOf(id);
  return {
    id: s.id, technicalName: s.technicalName, name: s.name, description: s.description,
    active: true, position: s.position, taxType: 'auto', trackingUrl: '',
    deliveryTimeId: DELIVERY_TIME.id,
    deliveryTime: {
      ...DELIVERY_TIME, customFields: {}, translated: { name: DELIVERY_TIME.name, customFields: {} },
      createdAt: CREATED_AT, apiAlias: 'delivery_time',
    },
    customFields: {},
    translated: { name: s.name, description: s.description, trackingUrl: '', customFields: {} },
    createdAt: CREATED_AT, apiAlias: 'shipping_method',
  };
}

export function deliveryTimeJson() {
  return { name: DELIVERY_TIME.name, min: DELIVERY_TIME.min, max: DELIVERY_TIME.max, unit: DELIVERY_TIME.unit, apiAlias: 'cart_delivery_time' };
}

// ---------------------------------------------------------------------------------------------
// Currency, language and the sales channel itself

export function currencyJson() {
  return {
    id: CURRENCY_ID, isoCode: 'EUR', symbol: '€', shortName: 'EUR', name: 'Euro', factor: 1,
    position: 1, isSystemDefault: true, taxFreeFrom: 0,
    itemRounding: ROUNDING, totalRounding: ROUNDING, customFields: {},
    translated: { shortName: 'EUR', name: 'Euro', customFields: {} },
    createdAt: CREATED_AT, apiAlias: 'currency',
  };
}

export function roundingJson() {
  return { ...ROUNDING, apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config' };
}

export function salesChannelJson() {
  return {
    id: SALES_CHANNEL_ID, name: 'Storefront NL', shortName: 'NL', typeId: stableId('sales-channel-type:storefront'),
    languageId: LANGUAGE_ID, customerGroupId: CUSTOMER_GROUP_ID, currencyId: CURRENCY_ID,
    paymentMethodId: DEFAULT_PAYMENT_METHOD_ID, shippingMethodId: DEFAULT_SHIPPING_METHOD_ID,
    countryId: DEFAULT_COUNTRY_ID,
    navigationCategoryId: NAVIGATION_ROOT_ID, navigationCategoryVersionId: VERSION_ID, navigationCategoryDepth: 2,
    footerCategoryId: FOOTER_ROOT_ID, footerCategoryVersionId: VERSION_ID,
    serviceCategoryId: SERVICE_ROOT_ID, serviceCategoryVersionId: VERSION_ID,
    taxCalculationType: 'horizontal', active: true, maintenance: false, hreflangActive: false,
    customFields: {}, translated: { name: 'Storefront NL', customFields: {} },
    createdAt: CREATED_AT, apiAlias: 'sales_channel',
  };
}

export const LANGUAGE_INFO = { name: 'Nederlands', localeCode: 'nl-NL' };

export function languageJson() {
  return {
    id: LANGUAGE_ID, name: LANGUAGE_INFO.name, localeId: LOCALE_ID, translationCodeId: LOCALE_ID,
    active: true, customFields: {}, createdAt: CREATED_AT, apiAlias: 'language',
  };
}

/** The locale nl-NL, as the language's `locale` and `translationCode`. */
function localeJson() {
  return {
    id: LOCALE_ID, code: LANGUAGE_INFO.localeCode, name: 'Nederlands', territory: 'Nederland', customFields: {},
    createdAt: CREATED_AT, translated: { name: 'Nederlands', territory: 'Nederland', customFields: {} }, apiAlias: 'locale',
  };
}

/**
 * The language as LanguageRoute lists it (the sales channel's languages: nl-NL only), with its
 * locale and translation code, which storefronts read for the language switcher.
 */
export function listedLanguageJson() {
  return { ...languageJson(), locale: localeJson(), translationCode: localeJson() };
}

export const CUSTOMER_GROUP = { name: 'Standaard klantengroep', displayGross: true };
