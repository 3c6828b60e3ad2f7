// /api/account/* and /api/checkout/*: the browser's account and checkout calls. Private: never
// cached (Cache-Control private, no-store, and the operations use the shopper's own client,
// which never touches the edge cache). Every body is checked with the same rules the forms use;
// Shopware's refusals come back as a message for the form and one per field, in Dutch.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { RegisterInput } from '../../shared/account/types';
import { formProblem, RECOVERY_LINK_INVALID } from '../../shared/account/messages';
import { messageText, messageTexts, shopperMessage } from '../../shared/snippets';
import {
  ACCOUNT_LIMITS, ACCOUNT_MESSAGES, addressRules, EMAIL_CHANGE_RULES, LOGIN_RULES, NEW_PASSWORD_RULES, normalisePostcode, PASSWORD_CHANGE_RULES,
  PROFILE_RULES, RECOVERY_REQUEST_RULES, registerRules, validateForm, type FormRules,
} from '../../shared/account/rules';
import { NotFoundError } from '../../shared/storefront-api';
import { errorStatus, MaintenanceModeError, storeApiErrors } from '../shopware/errors';
import { requestApi } from '../storefront/request-api';
import type { AppEnv } from '../types';
import { quickSnippets } from '../storefront/quick-snippets';
import { limitedBy, rateLimited, type RefusalKind } from '../middleware/rate-limits';
import { OrderUnconfirmedError } from '../shopware/operations/place-order';
import { ATTEMPT_KEY } from '../../shared/forms/attempt';
import { emailSubject, forgetRateLimit, recoveryLinkSubject } from './rate-limit';
import { logError } from '../logging/log';

export const ID = z.string().regex(/^[0-9a-f]{32}$/i, 'must be a 32-character hexadecimal id').transform((s) => s.toLowerCase());

/** A form body: every field a string (anything else is dropped), at most 40 fields. */
export function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const [key, value] of Object.entries(body).slice(0, 40)) {
    if (typeof value === 'string') values[key] = value.slice(0, 2000);
    else if (typeof value === 'boolean') values[key] = value ? 'on' : '';
  }
  return values;
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * A refusal's texts in the shop's words: the rules and tables give snippet keys
 * (shopperMessage), looked up here in the shop's snippets (quickSnippets: a 502 for an
 * unreachable backend must not wait on the same backend); without them, the English fallback.
 */
export async function inShopWords(c: Context<AppEnv>, message: string, fields: Record<string, string>) {
  const snippets = await quickSnippets(c);
  return { message: messageText(snippets, message), fields: messageTexts(snippets, fields) };
}

/** A refused form: 400 with the form's message and its fields' messages. */
async function refused(c: Context<AppEnv>, fields: Record<string, string>, message: string = ACCOUNT_MESSAGES.validationFailed) {
  return c.json({ error: 'Invalid request', ...(await inShopWords(c, message, fields)) }, 400);
}

/** What the shopper asked for is not theirs or not there: 404 with the message in the shop's words. */
async function notFound(c: Context<AppEnv>, message: string) {
  return c.json({ error: 'Not found', ...(await inShopWords(c, message, {})) }, 404);
}

// The same keys and fallbacks as Shopware's own not-found errors (shared/account/messages.ts).
const ADDRESS_NOT_FOUND = shopperMessage('account.message.addressNotFound', 'This address does not exist (any more). Refresh the page.');
const ORDER_NOT_FOUND = shopperMessage('account.message.orderNotFound', 'This order does not exist.');
export const ORDER_NOT_CANCELLABLE = shopperMessage('account.message.orderNotCancellable', 'This order can no longer be cancelled. Please contact us.');
const PRODUCT_NOT_FOUND = shopperMessage('account.message.productNotFound', 'This product does not exist.');

async function checked(c: Context<AppEnv>, rules: FormRules, values: Record<string, string>) {
  const fields = validateForm(rules, values);
  return Object.keys(fields).length > 0 ? refused(c, fields) : null;
}

/** The countries' ISO codes (a cached, shared read), so the postcode rule knows the chosen country. */
export async function countryIsoLookup(c: Context<AppEnv>): Promise<(id: string) => string | undefined> {
  const { countries } = await requestApi(c).addressOptions();
  return (id) => countries.find((country) => country.id === id)?.iso;
}

/** The registration in a form's values (also the guest of a checkout). */
export function registerInput(values: Record<string, string>, guest: boolean, countryIso: (id: string) => string | undefined): RegisterInput {
  const v = (k: string, max: number) => (values[k] ?? '').trim().slice(0, max);
  const countryId = v('countryId', 64);
  return {
    salutationId: v('salutationId', 64),
    firstName: v('firstName', ACCOUNT_LIMITS.name),
    lastName: v('lastName', ACCOUNT_LIMITS.name),
    email: v('email', ACCOUNT_LIMITS.email),
    street: v('street', ACCOUNT_LIMITS.street),
    zipcode: normalisePostcode(v('zipcode', ACCOUNT_LIMITS.zipcode), countryIso(countryId)),
    city: v('city', ACCOUNT_LIMITS.city),
    countryId,
    guest,
    ...(guest ? {} : { password: (values.password ?? '').slice(0, ACCOUNT_LIMITS.password) }),
  };
}

/** A form's text fields trimmed and cut to their limits. */
const trimmed = (values: Record<string, string>) => (k: string, max: number) => (values[k] ?? '').trim().slice(0, max);

export const accountApi = new Hono<AppEnv>();

accountApi.get('/account/customer', async (c) => c.json({ customer: await requestApi(c).customer() }));

accountApi.post('/account/login', rateLimited('login', 'json'), async (c) => {
  const values = formValues(await jsonBody(c));
  const invalid = await checked(c, LOGIN_RULES, values);
  if (invalid) return invalid;
  // Counted by the account too, from any client (decision 019): the per-client limit is loose.
  const refusal = await limitedBy(c, 'loginEmail', emailSubject(values.email!), 'json');
  if (refusal) return refusal;
  const customer = await requestApi(c).login({ email: values.email!.trim(), password: values.password! });
  // Logged in: the account's count is for wrong passwords only.
  await forgetRateLimit(c.env.RATE_LIMITER, 'loginEmail', emailSubject(values.email!));
  return c.json({ customer });
});

accountApi.post('/account/logout', async (c) => {
  await requestApi(c).logout();
  return c.json({ customer: null });
});

accountApi.post('/account/register', rateLimited('register', 'json'), async (c) => {
  const values = formValues(await jsonBody(c));
  const iso = await countryIsoLookup(c);
  const invalid = await checked(c, registerRules(iso, false), values);
  if (invalid) return invalid;
  const input = registerInput(values, false, iso);
  // Counted by the address too, from any client (decision 019): the per-client limit is loose.
  const refusal = await limitedBy(c, 'registerEmail', emailSubject(input.email), 'json');
  if (refusal) return refusal;
  return c.json({ customer: await requestApi(c).register(input) });
});

accountApi.post('/account/recovery', rateLimited('recovery', 'json'), async (c) => {
  const values = formValues(await jsonBody(c));
  const invalid = await checked(c, RECOVERY_REQUEST_RULES, values);
  if (invalid) return invalid;
  // Each request mails that address: counted by it too, from any client (decision 019).
  const refusal = await limitedBy(c, 'recoveryEmail', emailSubject(values.email!), 'json');
  if (refusal) return refusal;
  await requestApi(c).requestPasswordRecovery(values.email!.trim());
  return c.json({ sent: true });
});

// Following the mail's link: never limited per client, so a shopper whose shared address has
// spent its recovery budget can still set a password (#32). Counted per link instead, once the
// form is valid: a valid link is used once; the same link tried over and over is refused.
accountApi.post('/account/recovery/confirm', async (c) => {
  const values = formValues(await jsonBody(c));
  const hash = z.string().min(8).max(128).regex(/^[A-Za-z0-9]+$/).safeParse(values.hash);
  if (!hash.success) return refused(c, {}, RECOVERY_LINK_INVALID);
  const invalid = await checked(c, NEW_PASSWORD_RULES, values);
  if (invalid) return invalid;
  const refusal = await limitedBy(c, 'recoveryLink', await recoveryLinkSubject(hash.data), 'json');
  if (refusal) return refusal;
  await requestApi(c).recoverPassword({ hash: hash.data, newPassword: values.newPassword! });
  return c.json({ recovered: true });
});

/** The information page's changes from a form's values, shared with the no-JavaScript form route. */
export const profileInput = (values: Record<string, string>) => {
  const v = trimmed(values);
  return { salutationId: v('salutationId', 64), firstName: v('firstName', ACCOUNT_LIMITS.name), lastName: v('lastName', ACCOUNT_LIMITS.name) };
};

export const emailInput = (values: Record<string, string>) => {
  const v = trimmed(values);
  return {
    email: v('email', ACCOUNT_LIMITS.email), emailConfirmation: v('emailConfirmation', ACCOUNT_LIMITS.email),
    password: (values.password ?? '').slice(0, ACCOUNT_LIMITS.password),
  };
};

/** Passwords are taken as typed: spaces count. */
export const passwordInput = (values: Record<string, string>) => {
  const p = (k: string) => (values[k] ?? '').slice(0, ACCOUNT_LIMITS.password);
  return { password: p('password'), newPassword: p('newPassword'), newPasswordConfirm: p('newPasswordConfirm') };
};

export const addressInput = (values: Record<string, string>, iso: (id: string) => string | undefined) => {
  const { salutationId, firstName, lastName, street, zipcode, city, countryId } = registerInput(values, true, iso);
  return { salutationId, firstName, lastName, street, zipcode, city, countryId };
};

accountApi.post('/account/profile', async (c) => {
  const values = formValues(await jsonBody(c));
  const invalid = await checked(c, PROFILE_RULES, values);
  if (invalid) return invalid;
  return c.json({ customer: await requestApi(c).changeProfile(profileInput(values)) });
});

accountApi.post('/account/email', rateLimited('passwordCheck', 'json'), async (c) => {
  const values = formValues(await jsonBody(c));
  const invalid = await checked(c, EMAIL_CHANGE_RULES, values);
  if (invalid) return invalid;
  return c.json({ customer: await requestApi(c).changeEmail(emailInput(values)) });
});

accountApi.post('/account/password', rateLimited('passwordCheck', 'json'), async (c) => {
  const values = formValues(await jsonBody(c));
  const invalid = await checked(c, PASSWORD_CHANGE_RULES, values);
  if (invalid) return invalid;
  await requestApi(c).changePassword(passwordInput(values));
  return c.json({ changed: true });
});

accountApi.get('/account/newsletter', async (c) => c.json(await requestApi(c).newsletter()));

accountApi.post('/account/newsletter', async (c) => {
  const parsed = z.object({ subscribed: z.boolean() }).safeParse(await jsonBody(c));
  if (!parsed.success) return refused(c, {}, shopperMessage('account.message.newsletterChoice', 'Choose whether you want to receive the newsletter.'));
  return c.json(await requestApi(c).setNewsletter(parsed.data.subscribed));
});

accountApi.get('/account/addresses', async (c) => c.json({ addresses: await requestApi(c).addresses() }));

/** An address form's values, checked with the address rules; null with the 400 answer. */
async function addressFromForm(c: Context<AppEnv>) {
  const values = formValues(await jsonBody(c));
  const iso = await countryIsoLookup(c);
  const invalid = await checked(c, addressRules(iso), values);
  if (invalid) return { invalid };
  return { input: addressInput(values, iso) };
}

accountApi.post('/account/addresses', async (c) => {
  const result = await addressFromForm(c);
  if ('invalid' in result) return result.invalid;
  return c.json(await requestApi(c).addAddress(result.input));
});

accountApi.patch('/account/addresses/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return notFound(c, ADDRESS_NOT_FOUND);
  const result = await addressFromForm(c);
  if ('invalid' in result) return result.invalid;
  return c.json(await requestApi(c).updateAddress(id.data, result.input));
});

accountApi.delete('/account/addresses/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return notFound(c, ADDRESS_NOT_FOUND);
  await requestApi(c).deleteAddress(id.data);
  return c.json({ deleted: true });
});

accountApi.post('/account/addresses/:id/default', async (c) => {
  const parsed = z.object({ id: ID, role: z.enum(['billing', 'shipping']) })
    .safeParse({ id: c.req.param('id'), ...(await jsonBody(c) as object | undefined) });
  if (!parsed.success) return refused(c, {}, shopperMessage('account.message.addressRole', 'Choose whether this becomes your billing or shipping address.'));
  await requestApi(c).setDefaultAddress(parsed.data.id, parsed.data.role);
  return c.json({ role: parsed.data.role });
});

accountApi.get('/account/orders', async (c) => {
  const page = z.coerce.number().int().min(1).max(10_000).catch(1).parse(c.req.query('p') ?? '1');
  return c.json(await requestApi(c).orders(page));
});

accountApi.get('/account/orders/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return notFound(c, ORDER_NOT_FOUND);
  return c.json(await requestApi(c).order(id.data));
});

// Cancelling an open order (the order page's "Bestelling annuleren"): answers the order as it
// is now. An order past "open" is refused by Shopware with 400 (an illegal state transition).
accountApi.post('/account/orders/:id/cancel', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return notFound(c, ORDER_NOT_FOUND);
  try {
    return c.json(await requestApi(c).cancelOrder(id.data));
  } catch (error) {
    if (errorStatus(error) === 400) return refused(c, {}, ORDER_NOT_CANCELLABLE);
    throw error;
  }
});

// The customer's wishlist. Registered customers only: for a visitor or a guest Shopware answers
// 403, which comes back as such (the browser keeps their list itself and never asks).
// PUT, not POST, for an addition: saving twice is the same as saving once.
accountApi.get('/account/wishlist', async (c) => c.json({ products: await requestApi(c).wishlist() }));

/** The browser's list, at most this many ids (a longer one is cut, not refused). */
export const WISHLIST_MERGE_MAX = 100;
accountApi.post('/account/wishlist/merge', async (c) => {
  const parsed = z.object({ productIds: z.array(ID).max(WISHLIST_MERGE_MAX * 2).transform((ids) => [...new Set(ids)].slice(0, WISHLIST_MERGE_MAX)) })
    .safeParse(await jsonBody(c));
  if (!parsed.success) return refused(c, {}, shopperMessage('account.message.wishlistRefused', 'We cannot take over this wishlist.'));
  await requestApi(c).mergeWishlist(parsed.data.productIds);
  return c.json({ merged: parsed.data.productIds.length });
});

accountApi.put('/account/wishlist/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return notFound(c, PRODUCT_NOT_FOUND);
  await requestApi(c).addToWishlist(id.data);
  return c.json({ saved: true });
});

accountApi.delete('/account/wishlist/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return notFound(c, PRODUCT_NOT_FOUND);
  await requestApi(c).removeFromWishlist(id.data);
  return c.json({ saved: false });
});

accountApi.get('/checkout/context', async (c) => c.json(await requestApi(c).checkoutContext()));

const methodChoice = z.object({
  shippingMethodId: ID.optional(), paymentMethodId: ID.optional(), billingAddressId: ID.optional(), shippingAddressId: ID.optional(),
});

accountApi.patch('/checkout/context', async (c) => {
  const parsed = methodChoice.safeParse(await jsonBody(c));
  if (!parsed.success) return refused(c, {}, shopperMessage('account.message.methodInvalid', 'Choose a valid shipping or payment method.'));
  return c.json(await requestApi(c).chooseCheckoutMethods(parsed.data));
});

/** The order call got no answer and no order of the attempt is to be seen (place-order.ts). */
export const ORDER_UNCONFIRMED = shopperMessage('checkout.error.unconfirmed',
  'We could not confirm your order. Please try again: it will not be placed twice.');

accountApi.post('/checkout/order', rateLimited('order', 'json'), async (c) => {
  const values = formValues(await jsonBody(c));
  let result: Awaited<ReturnType<typeof placeOrderFromForm>>;
  try {
    result = await placeOrderFromForm(c, values, 'json');
  } catch (error) {
    if (!(error instanceof OrderUnconfirmedError)) throw error;
    // The browser keeps the attempt's key: pressing again leads to the order if it was placed.
    logError('Checkout: order not confirmed', error);
    return c.json({ error: 'Order not confirmed', ...(await inShopWords(c, ORDER_UNCONFIRMED, {})) }, 504);
  }
  if ('refusal' in result) return result.refusal;
  return 'fields' in result ? refused(c, result.fields, result.message) : c.json(result);
});

// Where a checkout attempt that was not confirmed ended up: its order's id, or null (#34).
accountApi.get('/checkout/attempts/:key', async (c) => {
  const key = c.req.param('key');
  return c.json({ orderId: ATTEMPT_KEY.test(key) ? await requestApi(c).orderOfAttempt(key) : null });
});

accountApi.post('/checkout/pay', async (c) => {
  const parsed = z.object({ orderId: ID, paymentMethodId: ID }).safeParse(await jsonBody(c));
  if (!parsed.success) return refused(c, {}, ACCOUNT_MESSAGES.paymentMethod);
  return c.json(await requestApi(c).payOrder(parsed.data.orderId, parsed.data.paymentMethodId));
});

/**
 * The checkout form, from the browser or posted without JavaScript: the methods, the terms,
 * and for a shopper who is not logged in the guest's details. Refusals name their fields.
 */
export async function placeOrderFromForm(c: Context<AppEnv>, values: Record<string, string>, kind: RefusalKind) {
  const api = requestApi(c);
  const fields: Record<string, string> = {};
  const shippingMethodId = ID.safeParse(values.shippingMethodId);
  const paymentMethodId = ID.safeParse(values.paymentMethodId);
  if (!shippingMethodId.success) fields.shippingMethodId = ACCOUNT_MESSAGES.shippingMethod;
  if (!paymentMethodId.success) fields.paymentMethodId = ACCOUNT_MESSAGES.paymentMethod;
  if (values.acceptedTerms !== 'on' && values.acceptedTerms !== 'true') fields.acceptedTerms = ACCOUNT_MESSAGES.terms;
  const customer = await api.customer();
  let register: RegisterInput | undefined;
  if (!customer) {
    const iso = await countryIsoLookup(c);
    Object.assign(fields, validateForm(registerRules(iso, true), values));
    register = registerInput(values, true, iso);
  }
  if (Object.keys(fields).length > 0) return { message: ACCOUNT_MESSAGES.validationFailed, fields };
  // Each guest order mails its address: counted by that address too, whichever client sends it.
  const refusal = register ? await limitedBy(c, 'guestOrder', emailSubject(register.email), kind) : null;
  if (refusal) return { refusal };
  // A customer's address choice (radio buttons without JavaScript); the backend refuses an address not theirs.
  const addressId = (value: string | undefined) => (customer ? ID.safeParse(value).data : undefined);
  return api.placeOrder({
    attemptKey: orderAttemptKey(values),
    register,
    acceptedTerms: true,
    shippingMethodId: shippingMethodId.data,
    paymentMethodId: paymentMethodId.data,
    billingAddressId: addressId(values.billingAddressId),
    shippingAddressId: addressId(values.shippingAddressId),
    customerComment: (values.customerComment ?? '').trim().slice(0, ACCOUNT_LIMITS.comment) || undefined,
  });
}

/** The checkout page's attempt key from a form's values (#34); undefined when absent or malformed. */
export const orderAttemptKey = (values: Record<string, string>) => {
  const key = values.attemptKey;
  return key && ATTEMPT_KEY.test(key) ? key : undefined;
};

/** A Store API refusal in the shop's words (400/401/403/404/410 …); anything else is not ours to explain. */
export function accountProblem(error: unknown, fallback: string) {
  const status = errorStatus(error);
  if (error instanceof NotFoundError || error instanceof MaintenanceModeError || !status || status >= 500) return null;
  return { status, ...formProblem(storeApiErrors(error), fallback) };
}
