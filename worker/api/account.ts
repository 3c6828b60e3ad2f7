// /api/account/* and /api/checkout/*: the browser's account and checkout calls. Private: never
// cached (Cache-Control private, no-store, and the operations use the shopper's own client,
// which never touches the edge cache). Every body is checked with the same rules the forms use;
// Shopware's refusals come back as a message for the form and one per field, in Dutch.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { RegisterInput } from '../../shared/account/types';
import { formProblem } from '../../shared/account/messages';
import {
  ACCOUNT_LIMITS, ACCOUNT_MESSAGES, LOGIN_RULES, NEW_PASSWORD_RULES, RECOVERY_REQUEST_RULES, registerRules,
  validateForm, type FormRules,
} from '../../shared/account/rules';
import { NotFoundError } from '../../shared/storefront-api';
import { errorStatus, MaintenanceModeError, storeApiErrors } from '../shopware/errors';
import { requestApi } from '../storefront/request-api';
import type { AppEnv } from '../types';

const ID = z.string().regex(/^[0-9a-f]{32}$/i, 'must be a 32-character hexadecimal id').transform((s) => s.toLowerCase());

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

/** A refused form: 400 with the form's message and its fields' messages. */
function refused(c: Context, fields: Record<string, string>, message: string = ACCOUNT_MESSAGES.validationFailed) {
  return c.json({ error: 'Invalid request', message, fields }, 400);
}

function checked(c: Context, rules: FormRules, values: Record<string, string>) {
  const fields = validateForm(rules, values);
  return Object.keys(fields).length > 0 ? refused(c, fields) : null;
}

/** The countries' ISO codes, so the postcode rule knows the chosen country. */
async function countryIsoLookup(c: Context<AppEnv>): Promise<(id: string) => string | undefined> {
  const { countries } = await requestApi(c).checkoutContext().catch(() => ({ countries: [] as { id: string; iso: string }[] }));
  return (id) => countries.find((country) => country.id === id)?.iso;
}

/** The registration in a form's values (also the guest of a checkout). */
export function registerInput(values: Record<string, string>, guest: boolean, countryIso: (id: string) => string | undefined): RegisterInput {
  const v = (k: string, max: number) => (values[k] ?? '').trim().slice(0, max);
  const countryId = v('countryId', 64);
  const zipcode = v('zipcode', ACCOUNT_LIMITS.zipcode);
  const iso = countryIso(countryId);
  return {
    salutationId: v('salutationId', 64),
    firstName: v('firstName', ACCOUNT_LIMITS.name),
    lastName: v('lastName', ACCOUNT_LIMITS.name),
    email: v('email', ACCOUNT_LIMITS.email),
    street: v('street', ACCOUNT_LIMITS.street),
    zipcode: iso === 'NL' ? `${zipcode.replace(/\s+/g, '').slice(0, 4)} ${zipcode.replace(/\s+/g, '').slice(4).toUpperCase()}` : zipcode,
    city: v('city', ACCOUNT_LIMITS.city),
    countryId,
    guest,
    ...(guest ? {} : { password: (values.password ?? '').slice(0, ACCOUNT_LIMITS.password) }),
  };
}

export const accountApi = new Hono<AppEnv>();

accountApi.get('/account/customer', async (c) => c.json({ customer: await requestApi(c).customer() }));

accountApi.post('/account/login', async (c) => {
  const values = formValues(await jsonBody(c));
  const invalid = checked(c, LOGIN_RULES, values);
  if (invalid) return invalid;
  const customer = await requestApi(c).login({ email: values.email!.trim(), password: values.password! });
  return c.json({ customer });
});

accountApi.post('/account/logout', async (c) => {
  await requestApi(c).logout();
  return c.json({ customer: null });
});

accountApi.post('/account/register', async (c) => {
  const values = formValues(await jsonBody(c));
  const iso = await countryIsoLookup(c);
  const invalid = checked(c, registerRules(iso, false), values);
  if (invalid) return invalid;
  return c.json({ customer: await requestApi(c).register(registerInput(values, false, iso)) });
});

accountApi.post('/account/recovery', async (c) => {
  const values = formValues(await jsonBody(c));
  const invalid = checked(c, RECOVERY_REQUEST_RULES, values);
  if (invalid) return invalid;
  await requestApi(c).requestPasswordRecovery(values.email!.trim());
  return c.json({ sent: true });
});

accountApi.post('/account/recovery/confirm', async (c) => {
  const values = formValues(await jsonBody(c));
  const hash = z.string().min(8).max(128).regex(/^[A-Za-z0-9]+$/).safeParse(values.hash);
  if (!hash.success) return refused(c, {}, 'Deze link om je wachtwoord te herstellen is ongeldig. Vraag een nieuwe aan.');
  const invalid = checked(c, NEW_PASSWORD_RULES, values);
  if (invalid) return invalid;
  await requestApi(c).recoverPassword({ hash: hash.data, newPassword: values.newPassword! });
  return c.json({ recovered: true });
});

accountApi.get('/account/orders', async (c) => {
  const page = z.coerce.number().int().min(1).max(10_000).catch(1).parse(c.req.query('p') ?? '1');
  return c.json(await requestApi(c).orders(page));
});

accountApi.get('/account/orders/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return c.json({ error: 'Not found', message: 'Order not found' }, 404);
  return c.json(await requestApi(c).order(id.data));
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
  if (!parsed.success) return refused(c, {}, 'Deze verlanglijst kunnen we niet overnemen.');
  await requestApi(c).mergeWishlist(parsed.data.productIds);
  return c.json({ merged: parsed.data.productIds.length });
});

accountApi.put('/account/wishlist/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return c.json({ error: 'Not found', message: 'Product not found' }, 404);
  await requestApi(c).addToWishlist(id.data);
  return c.json({ saved: true });
});

accountApi.delete('/account/wishlist/:id', async (c) => {
  const id = ID.safeParse(c.req.param('id'));
  if (!id.success) return c.json({ error: 'Not found', message: 'Product not found' }, 404);
  await requestApi(c).removeFromWishlist(id.data);
  return c.json({ saved: false });
});

accountApi.get('/checkout/context', async (c) => c.json(await requestApi(c).checkoutContext()));

const methodChoice = z.object({ shippingMethodId: ID.optional(), paymentMethodId: ID.optional() });

accountApi.patch('/checkout/context', async (c) => {
  const parsed = methodChoice.safeParse(await jsonBody(c));
  if (!parsed.success) return refused(c, {}, 'Kies een geldige verzend- of betaalmethode.');
  return c.json(await requestApi(c).chooseCheckoutMethods(parsed.data));
});

accountApi.post('/checkout/order', async (c) => {
  const values = formValues(await jsonBody(c));
  const result = await placeOrderFromForm(c, values);
  return 'fields' in result ? refused(c, result.fields, result.message) : c.json(result);
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
export async function placeOrderFromForm(c: Context<AppEnv>, values: Record<string, string>) {
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
  return api.placeOrder({
    register,
    acceptedTerms: true,
    shippingMethodId: shippingMethodId.data,
    paymentMethodId: paymentMethodId.data,
    customerComment: (values.customerComment ?? '').trim().slice(0, ACCOUNT_LIMITS.comment) || undefined,
  });
}

/** A Store API refusal in the shop's words (400/401/403/404/410 …); anything else is not ours to explain. */
export function accountProblem(error: unknown, fallback: string) {
  const status = errorStatus(error);
  if (error instanceof NotFoundError || error instanceof MaintenanceModeError || !status || status >= 500) return null;
  return { status, ...formProblem(storeApiErrors(error), fallback) };
}
