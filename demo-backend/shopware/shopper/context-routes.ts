// GET /context and PATCH /context (contract §2 Context). POST /context does not exist: the
// envelope answers it with 405.
import { Hono } from 'hono';
import { customerNotLoggedIn } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { saveContextChoices, type ContextChoices, type ShopperContext } from './context';
import { customerJson, findCustomer, listAddresses, addressJson, type AddressRow, type CustomerRow } from './customers';
import {
  CURRENCY_ID, CUSTOMER_GROUP, LANGUAGE_ID, LANGUAGE_INFO, PAYMENT_METHODS, SALES_CHANNEL_ID,
  SHIPPING_METHODS, VERSION_ID, countryJson, currencyJson, isCountryId, paymentMethodJson,
  roundingJson, salesChannelJson, shippingMethodJson,
} from './sales-channel';
import { contextTokenResponse, session } from './session';
import { Violations } from './validation';

function contextJson(context: ShopperContext, customer: CustomerRow | null, addresses: AddressRow[]) {
  const customerShape = customer ? customerJson(customer, addresses, context) : null;
  const shippingAddress = customer
    ? addresses.find((a) => a.id === customerShape?.activeShippingAddress?.id)
    : undefined;
  return {
    token: context.token,
    currentCustomerGroup: CUSTOMER_GROUP,
    fallbackCustomerGroup: CUSTOMER_GROUP,
    currency: currencyJson(),
    salesChannel: salesChannelJson(),
    taxRules: [{ taxRate: 21, name: '21%' }, { taxRate: 9, name: '9%' }],
    customer: customerShape,
    paymentMethod: paymentMethodJson(context.paymentMethodId),
    shippingMethod: shippingMethodJson(context.shippingMethodId),
    shippingLocation: {
      country: countryJson(shippingAddress?.country_id ?? context.countryId),
      address: shippingAddress ? addressJson(shippingAddress) : undefined,
      apiAlias: 'cart_delivery_shipping_location',
    },
    context: {
      versionId: VERSION_ID, currencyId: CURRENCY_ID, currencyFactor: 1, currencyPrecision: 2,
      languageIdChain: [LANGUAGE_ID], scope: 'user',
      source: { type: 'sales-channel', salesChannelId: SALES_CHANNEL_ID },
      taxState: 'gross', useCache: true,
    },
    itemRounding: roundingJson(),
    totalRounding: roundingJson(),
    languageInfo: LANGUAGE_INFO,
    apiAlias: 'sales_channel_context',
  };
}

export const contextRoutes = new Hono<ShopwareEnv>()
  .get('/context', async (c) => {
    const { db, context } = await session(c);
    const customer = context.customerId ? await findCustomer(db, context.customerId) : null;
    const addresses = customer ? await listAddresses(db, customer.id) : [];
    return c.json(contextJson(context, customer, addresses));
  })
  .patch('/context', async (c) => {
    const body = await readJsonBody(c);
    const { db, context } = await session(c);
    const v = new Violations();
    const choices: ContextChoices = {};
    // One currency and one language: accepting their ids keeps storefront switchers working.
    v.entity(body, 'currencyId', (id) => id === CURRENCY_ID, false);
    v.entity(body, 'languageId', (id) => id === LANGUAGE_ID, false);
    const paymentMethodId = v.entity(body, 'paymentMethodId', (id) => PAYMENT_METHODS.some((p) => p.id === id), false);
    const shippingMethodId = v.entity(body, 'shippingMethodId', (id) => SHIPPING_METHODS.some((s) => s.id === id), false);
    const countryId = v.entity(body, 'countryId', isCountryId, false);
    if (paymentMethodId) choices.paymentMethodId = paymentMethodId;
    if (shippingMethodId) choices.shippingMethodId = shippingMethodId;
    if (countryId) choices.countryId = countryId;

    const wantsAddress = body.billingAddressId !== undefined || body.shippingAddressId !== undefined;
    if (wantsAddress) {
      if (!context.customerId) throw customerNotLoggedIn();
      const own = new Set((await listAddresses(db, context.customerId)).map((a) => a.id));
      const billingAddressId = v.entity(body, 'billingAddressId', (id) => own.has(id), false);
      const shippingAddressId = v.entity(body, 'shippingAddressId', (id) => own.has(id), false);
      if (billingAddressId) choices.billingAddressId = billingAddressId;
      if (shippingAddressId) choices.shippingAddressId = shippingAddressId;
    }
    v.throwIfAny();
    if (Object.keys(choices).length > 0) await saveContextChoices(db, context.token, choices);
    return contextTokenResponse(c);
  });
